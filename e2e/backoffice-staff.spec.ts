import { expect, test } from '@playwright/test';
import { enrolThroughForm, shoot, signIn } from './backoffice-kit.ts';

/**
 * Staff access in the browser: an admin creates a staff member (the secret is never shown to the
 * admin), the audit screen shows the creation with its before and after; the new staff member's
 * first login shows the QR enrolment step, a code from its secret and their own password sign them
 * in (the first password opens nothing after), and "Tüm oturumları kapat" ends their sessions. Screenshots of the staff screen, the audit screen and the
 * enrolment step at 1366 and 390 px wide are kept with the test's output.
 */
test('an admin creates a staff member who enrols with the QR secret and signs in', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const username = `e2e_${Date.now().toString(36)}`;
  const password = 'E2e.Personel.Sifre1';

  await page.goto('/backoffice/');
  await signIn(page);
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Personel' }).click();
  await expect(page.getByRole('heading', { name: 'Personel', level: 1 })).toBeVisible();
  await page.locator('#bo-new-username').fill(username);
  await page.getByLabel('Geçici şifre').fill(password);
  await page.locator('#bo-new-role').selectOption('support');
  await page.getByRole('button', { name: 'Personeli oluştur' }).click();
  await expect(page.getByTestId('notice')).toContainText(`${username} oluşturuldu`);
  const grid = page.getByRole('table', { name: /Personel hesapları/ });
  const row = grid.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Kurulum bekliyor');
  await expect(row).toContainText('Destek');
  await shoot(page, 'staff');

  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'İşlem kaydı' }).click();
  await page.locator('#bo-audit-action').fill('staff.create');
  await page.getByRole('button', { name: 'Ara' }).click();
  const audit = page.getByRole('table', { name: /Personel işlemleri/ });
  await audit.getByRole('button', { name: /^staff\.create \d+ ayrıntılarını göster$/ }).first().click();
  const diff = page.getByRole('table', { name: 'Önceki ve sonraki değerler (değişenler işaretli)' });
  await expect(diff).toContainText(username);
  await shoot(page, 'audit');

  // The new staff member, in their own browser: password only, then the QR step.
  const context = await browser.newContext();
  const member = await context.newPage();
  await member.goto('/backoffice/');
  await member.getByLabel('Kullanıcı adı').fill(username);
  await member.getByLabel('Şifre', { exact: true }).fill(password);
  await member.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(member.getByRole('heading', { name: 'İki adımlı doğrulamayı kurun' })).toBeVisible();
  await expect(member.getByRole('img', { name: 'Doğrulama uygulamasıyla okutulacak QR kodu' }).locator('svg')).toBeVisible();
  await shoot(member, 'enrolment');
  await enrolThroughForm(member, 'E2e.Kendi.Sifrem1');
  await expect(member.getByText(`${username} (Destek)`)).toBeVisible();
  await expect(member.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeVisible();

  // The admin sees the account enrolled.
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Personel' }).click();
  await expect(page.getByRole('table', { name: /Personel hesapları/ }).getByRole('row').filter({ hasText: username })).toContainText('Kurulu');

  // Logout everywhere: a dialog, then the login page.
  await member.getByRole('button', { name: 'Tüm oturumları kapat' }).click();
  const dialog = member.getByRole('dialog', { name: 'Tüm oturumlar kapatılsın mı?' });
  await expect(dialog).toBeVisible();
  await member.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await member.getByRole('button', { name: 'Tüm oturumları kapat' }).click();
  await member.getByRole('button', { name: 'Hepsini kapat' }).click();
  await expect(member.getByRole('heading', { name: 'Personel girişi' })).toBeVisible();
  await context.close();
});
