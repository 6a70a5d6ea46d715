import { expect, test, type Browser } from '@playwright/test';
import { shoot, staffPage } from './backoffice-kit.ts';
import { openPage, registerAndLogin, staffApi, uniqueSuffix } from './helpers.ts';

/**
 * The support side of the back office in the browser, by a support staff member created through the
 * admin API (its TOTP secret answered once) and signed in with password and code: a player's message
 * answered in the back office shows under the message on the player site; a call request marked
 * called shows its new status in the player's 'Son Talepleriniz'. An admin approves an affiliate
 * application and reads the btag. Screenshots of each screen at 1366 and 390 px wide are kept with the
 * test's output.
 */

const supportPage = (browser: Browser, path: string) => staffPage(browser, path, 'support');

test('a player’s message answered by support in the back office shows under it on the player site', async ({ page: player, browser }) => {
  test.setTimeout(120_000);
  const username = await registerAndLogin(player);
  const subject = `Çekim süresi ${uniqueSuffix()}`;
  const sent = await player.request.put('/api/messages.php', {
    data: { subject, body: 'Dünkü çekim talebim ne zaman sonuçlanır?' },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const page = await supportPage(browser, '/backoffice/messages');
  const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(nav.getByRole('link', { name: /^Mesajlar\s*\(\d+ bekleyen\)$/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Affiliate/ })).toHaveCount(0);
  await page.getByLabel('Mesaj ara').fill(username);
  await page.getByRole('button', { name: 'Ara', exact: true }).click();
  const table = page.getByRole('table', { name: /Oyuncu mesajları/ });
  const row = table.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Yanıt bekliyor');
  await shoot(page, 'support-messages');

  await row.getByRole('button', { name: `Mesajı aç: ${subject}` }).click();
  const thread = page.getByRole('article', { name: `Mesaj: ${subject}` });
  await expect(thread).toContainText('Dünkü çekim talebim ne zaman sonuçlanır?');
  await expect(thread.getByRole('heading', { name: `Mesaj: ${subject}` })).toBeFocused();
  await thread.getByLabel('Yanıtınız').fill('Onaylanan çekimler 24 saat içinde hesabınızda olur.');
  await shoot(page, 'support-message-thread');
  await thread.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(page.getByRole('status')).toContainText(`${username} kullanıcısına yanıtınız gönderildi.`);
  await expect(thread).toContainText('Onaylanan çekimler 24 saat içinde hesabınızda olur.');
  await expect(thread).toContainText('Yanıtlandı');
  // Answered, so no longer among the open ones.
  await expect(row).toHaveCount(0);

  await openPage(player, '/account/messages');
  await expect(player.getByRole('heading', { name: `Gönderdiğiniz mesaj: ${subject}` })).toBeVisible();
  await expect(player.getByRole('heading', { name: `Sistem bildirimi: Yanıt: ${subject}` })).toBeVisible();
  await expect(player.getByText('Onaylanan çekimler 24 saat içinde hesabınızda olur.')).toBeVisible();
  await expect(player.getByText('Site Yönetimi').first()).toBeVisible();
});

test('a call request marked called by support shows its new status in the player’s Son Talepleriniz', async ({ page: player, browser }) => {
  test.setTimeout(120_000);
  await registerAndLogin(player);
  const name = `Arayan ${uniqueSuffix()}`;
  const made = await player.request.post('/api/request-call.php', { data: { name, phone: '05321234567', message: 'Akşam arayın' } });
  expect(made.status(), await made.text()).toBe(201);
  await openPage(player, '/request-call');
  const recent = player.getByRole('region', { name: 'Son Talepleriniz' });
  await expect(recent.getByRole('listitem').first()).toContainText('Beklemede');

  const page = await supportPage(browser, '/backoffice/call-requests');
  const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(nav.getByRole('link', { name: /^Geri arama talepleri\s*\(\d+ bekleyen\)$/ })).toBeVisible();
  const table = page.getByRole('table', { name: /Geri arama talepleri/ });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Akşam arayın');
  await expect(row).toContainText('Bekliyor');
  await shoot(page, 'support-call-requests');
  await row.getByRole('button', { name: `Arandı olarak işaretle: ${name}` }).click();
  await expect(page.getByRole('status')).toContainText(`${name} arandı olarak işaretlendi.`);
  await expect(row).toHaveCount(0);
  // Every status: the decided request is listed as called.
  await page.getByRole('combobox', { name: 'Durum' }).selectOption('');
  await expect(row).toContainText('Arandı');

  await player.reload();
  await expect(recent.getByRole('listitem').first()).toContainText('Tamamlandı');
});

test('an admin approves an affiliate application and reads the new btag', async ({ browser }) => {
  const email = `ortak${uniqueSuffix()}@ornek.example`;
  const admin = await staffApi();
  const applied = await admin.post('/api/affiliate-apply.php', {
    data: { name: 'Zeynep Demir', email, password: 'Gizli.Sifre9', password_confirm: 'Gizli.Sifre9', phone: '05551234567', website: 'https://z.example', message: '' },
  });
  expect(applied.status(), await applied.text()).toBeLessThan(300);
  // The admin's staff session (the e2e admin logs in once per worker), in a browser.
  const context = await browser.newContext({ storageState: await admin.storageState() });
  await admin.dispose();
  const page = await context.newPage();
  await page.goto('/backoffice/affiliates');
  await page.getByLabel('Başvuru ara').fill(email);
  await page.getByRole('button', { name: 'Ara', exact: true }).click();
  const row = page.getByRole('table', { name: /Affiliate başvuruları/ }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Bekliyor');
  await shoot(page, 'affiliates');
  await row.getByRole('button', { name: 'Onayla: Zeynep Demir' }).click();
  await expect(page.getByRole('status')).toContainText(/Zeynep Demir başvurusu onaylandı\. btag: aff[a-z2-9]{8}/);
  await page.getByRole('combobox', { name: 'Durum' }).selectOption('approved');
  await expect(row.locator('code')).toHaveText(/^aff[a-z2-9]{8}$/);
  await shoot(page, 'affiliates-approved');
  await context.close();
});
