import { expect, test, type Page, type Request } from '@playwright/test';
import { openPage, uniqueSuffix } from './helpers.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** `dd.MM.yyyy HH:mm` in Istanbul time, the format of the 'Son Talepleriniz' list. */
function istanbulDateTime(date: Date): string {
  return new Intl.DateTimeFormat('tr-TR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  }).format(date);
}

test.describe('call request (ARANMA TALEBİ)', () => {
  test('sends a call request and lists it as pending with a Turkish date', async ({ page }) => {
    await openPage(page, '/request-call');
    await expect(page.getByRole('heading', { name: 'ARANMA TALEBİ', level: 1 })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Son Talepleriniz' });
    await expect(recent.getByText('Henüz bir talebiniz bulunmuyor.')).toBeVisible();

    await field(page, 'Ad Soyad').fill('Ali Veli');
    const phone = field(page, 'Telefon');
    await expect(phone).toHaveAttribute('placeholder', '05XX XXX XX XX');
    await phone.fill('0532 123 45 67');

    // The live counter follows the message and stops at 100 characters.
    const message = field(page, 'Mesajınız (isteğe bağlı)');
    const counter = page.getByTestId('message-counter');
    await expect(counter).toHaveText('0/100');
    await message.fill('x'.repeat(120));
    await expect(message).toHaveValue('x'.repeat(100));
    await expect(counter).toHaveText('100/100');
    await message.fill('Akşam arayın');
    await expect(counter).toHaveText('12/100');
    await expect(counter).toBeVisible();

    const before = new Date();
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/request-call.php') && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Talep Gönder' }).click();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Ali Veli',
      phone: '05321234567',
      message: 'Akşam arayın',
    });

    const banner = page.getByRole('status').filter({ hasText: 'Talebiniz alındı!' });
    await expect(banner).toBeVisible();
    // The form is cleared.
    await expect(field(page, 'Ad Soyad')).toHaveValue('');
    await expect(phone).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(counter).toHaveText('0/100');

    // The list is reloaded and shows the request: Turkish date and time, phone, 'Beklemede'.
    const item = recent.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('05321234567');
    await expect(item).toContainText('Beklemede');
    const dateText = (await item.locator('.recent-requests__date').innerText()).trim();
    expect(dateText).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    const after = new Date();
    expect([istanbulDateTime(before), istanbulDateTime(after)]).toContain(dateText);

    // The server keeps it as pending for this visitor.
    const list = await (await page.request.get('/api/request-call.php')).json();
    expect(list.requests).toHaveLength(1);
    expect(list.requests[0]).toMatchObject({ name: 'Ali Veli', phone: '05321234567', status: 'pending' });

    // The success message goes away after 5 s.
    await expect(banner).toBeHidden({ timeout: 8000 });
    await expect(item).toBeVisible();
  });

  test('name and phone are required', async ({ page }) => {
    await openPage(page, '/request-call');
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/request-call.php') && r.method() === 'POST') posts.push(r);
    });
    await page.getByRole('button', { name: 'Talep Gönder' }).click();
    await expect(field(page, 'Ad Soyad')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Telefon')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Ad soyad gerekli')).toBeVisible();
    expect(posts).toHaveLength(0);
  });
});

test.describe('affiliate application (ORTAKLIK PROGRAMI KAYIT)', () => {
  test('mismatched passwords are refused first, then the application is received', async ({ page }) => {
    const suffix = uniqueSuffix();
    const email = `ortak.${suffix}@example.com`;
    await openPage(page, '/affiliate-apply');
    await expect(page.getByRole('heading', { name: 'ORTAKLIK PROGRAMI KAYIT', level: 1 })).toBeVisible();

    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/affiliate-apply.php') && r.method() === 'POST') posts.push(r);
    });

    await field(page, 'Ad').fill('Mehmet');
    await field(page, 'Soyad').fill('Öztürk');
    await field(page, 'Şifre').fill('Ortak.Sifre1');
    await field(page, 'Şifre Tekrar').fill('Ortak.Sifre2');
    await field(page, 'E-posta').fill(email);
    await field(page, 'Web Sitesi').fill('https://ornek-site.example');
    await field(page, 'Telegram').fill('@mehmetortak');
    await field(page, 'Telefon').fill('0532 765 43 21');

    const submit = page.getByRole('button', { name: 'Başvuruyu Gönder' });
    await submit.click();
    await expect(page.getByText('Şifreler uyuşmuyor!')).toBeVisible();
    await expect(field(page, 'Şifre Tekrar')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Başvurunuz alındı!')).toHaveCount(0);
    expect(posts, 'nothing is sent while the passwords differ').toHaveLength(0);

    await field(page, 'Şifre Tekrar').fill('Ortak.Sifre1');
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/affiliate-apply.php') && r.method() === 'POST',
    );
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/affiliate-apply.php'));
    await submit.click();
    expect((await sent).postDataJSON()).toMatchObject({
      name: 'Mehmet Öztürk',
      email,
      phone: '0532 765 43 21',
      website: 'https://ornek-site.example',
      message: 'Telegram: @mehmetortak',
    });
    expect((await answered).status()).toBe(201);
    await expect(
      page.getByRole('status').filter({ hasText: 'Başvurunuz alındı! En kısa sürede size dönüş yapacağız.' }),
    ).toBeVisible();
    await expect(page.getByText('Şifreler uyuşmuyor!')).toHaveCount(0);
    await expect(field(page, 'Ad')).toHaveValue('');
    await expect(field(page, 'E-posta')).toHaveValue('');
  });
});
