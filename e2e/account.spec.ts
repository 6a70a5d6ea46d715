/** The profile tabs, a KYC upload verified by staff, a message answered by staff. */
import { expect, test, type Page } from '@playwright/test';
import { openPage, staffApi, uniqueSuffix, validTc } from './helpers.ts';

async function newPlayer(page: Page) {
  const username = `profil${uniqueSuffix()}`.slice(0, 20);
  const password = 'Profil.Sifre1';
  const reg = await page.request.post('/api/register.php', {
    data: {
      username,
      password,
      password_confirm: password,
      email: `${username}@ornek.example`,
      first_name: 'Can',
      last_name: 'Öztürk',
      phone: '05331234567',
      tc: validTc(),
      dob_day: 9,
      dob_month: 11,
      dob_year: 1988,
      gender: 'male',
      city: 'İzmir',
      terms: true,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  expect((await page.request.post('/api/login.php', { data: { username, password } })).status()).toBe(200);
  return { username, password };
}

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('profile tabs, password change and a KYC upload that staff verify', async ({ page }) => {
  const { username, password } = await newPlayer(page);
  await openPage(page, '/account/profile');
  await expect(page.getByText(username).first()).toBeVisible();
  await expect(page.getByText('09.11.1988')).toBeVisible();
  await expect(page.getByText(/yalnızca müşteri hizmetleri tarafından değiştirilebilir/)).toBeVisible();

  await page.getByRole('tab', { name: 'Şifre Değiştir' }).click();
  await page.getByLabel('Mevcut Şifre').fill(password);
  await page.getByLabel(/^Yeni Şifre\s*\*?$/).fill('Yeni.Sifre22');
  await page.getByLabel('Yeni Şifre (Tekrar)').fill('Yeni.Sifre23');
  await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(page.getByText('Yeni şifreler eşleşmiyor!')).toBeVisible();
  await page.getByLabel('Yeni Şifre (Tekrar)').fill('Yeni.Sifre22');
  await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(page.getByText(/Şifreniz başarıyla değiştirildi/)).toBeVisible();

  await page.getByRole('tab', { name: 'Hesap Doğrulama' }).click();
  await page
    .getByLabel('Kimlik Ön Yüz')
    .setInputFiles({ name: 'on.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page
    .getByLabel('Kimlik Arka Yüz')
    .setInputFiles({ name: 'arka.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page
    .getByLabel('Adres Belgesi')
    .setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Belgeleri Gönder' }).click();
  await expect(page.getByText('Belgeleriniz başarıyla gönderildi ve onay sürecine alındı!')).toBeVisible();
  await expect(page.getByText('Belgeleriniz inceleniyor').first()).toBeVisible();

  const admin = await staffApi();
  const list = await (await admin.get('/api/admin/kyc?status=pending')).json();
  const item = list.kyc.find((k: { username: string }) => k.username === username);
  expect((await admin.post(`/api/admin/kyc/${item.id}/verify`)).status()).toBe(200);
  await page.reload();
  await page.getByRole('tab', { name: 'Hesap Doğrulama' }).click();
  await expect(page.getByText('Hesabınız Onaylanmış!')).toBeVisible();
  await expect(page.getByText('Tüm özellikleri kullanabilirsiniz.')).toBeVisible();

  await page.getByRole('tab', { name: 'Güvenlik' }).click();
  await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('cell', { name: 'Yerel bilgisayar' }).first()).toBeVisible();
  await admin.dispose();
});

test('a message to site management and the staff reply under it', async ({ page }) => {
  const { username } = await newPlayer(page);
  await openPage(page, '/account/messages');
  await expect(page.getByText('Henüz mesajınız bulunmamaktadır')).toBeVisible();
  await page.getByRole('button', { name: 'Yeni Mesaj' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Mesaj Gönder' });
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(dialog.getByText('Lütfen tüm alanları doldurun')).toBeVisible();
  await dialog.getByLabel('Konu').fill('Çekim süresi');
  await dialog.getByLabel('Mesajınız').fill('Çekim talebim ne zaman sonuçlanır?');
  await expect(dialog.getByText('34/2000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Mesajınız başarıyla gönderildi')).toBeVisible();
  await expect(page.getByText('Çekim süresi')).toBeVisible();
  await expect(page.getByText('Gönderildi', { exact: true })).toBeVisible();

  const admin = await staffApi();
  const inbox = await (await admin.get('/api/admin/messages?status=open')).json();
  const mine = inbox.messages.find((m: { username: string }) => m.username === username);
  expect(
    (
      await admin.post(`/api/admin/messages/${mine.id}/reply`, {
        data: { body: 'Onaylanan çekimler 24 saat içinde hesabınızda olur.' },
      })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(page.getByText('Onaylanan çekimler 24 saat içinde hesabınızda olur.')).toBeVisible();
  await expect(page.getByText('Site Yönetimi').first()).toBeVisible();
  await admin.dispose();
});
