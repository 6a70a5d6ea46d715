import { expect, test } from '@playwright/test';
import { shoot, signIn } from './backoffice-kit.ts';
import { openPage, registerAndLogin } from './helpers.ts';

/**
 * The back office in the browser: an admin signs in with password and TOTP through the login page,
 * approves a deposit a player made through the API (the player's balance shows it), approves the
 * player's withdrawal to another person's account after acknowledging the name mismatch, and verifies
 * the player's KYC documents shown through the server. Screenshots of the login page and the
 * queues at 1366 and 390 px wide are kept with the test's output.
 */
const IBAN = (() => {
  const bban = '00010' + '0' + '0000009876543210';
  let rem = 0;
  for (const ch of `${bban}292700`) rem = (rem * 10 + Number(ch)) % 97;
  return `TR${String(98 - rem).padStart(2, '0')}${bban}`;
})();

const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('staff sign in with TOTP, approve a deposit and a name-mismatch withdrawal, verify KYC from the queues', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  const username = await registerAndLogin(player);
  const deposit = await player.request.post('/api/deposit.php', {
    data: { amount: 750, sender_name: 'Akbank' },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const reference = (await deposit.json()).deposit.reference_code as string;
  const upload = await player.request.post('/api/kyc-upload.php', {
    multipart: {
      id_front: { name: 'on.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      id_back: { name: 'arka.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      address: { name: 'fatura.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  await page.goto('/backoffice/deposits');
  await expect(page.getByRole('heading', { name: 'Personel girişi' })).toBeVisible();
  await shoot(page, 'login');
  await signIn(page);

  const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(nav.getByRole('link', { name: /^Para yatırma\s*\(\d+ bekleyen\)$/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Onay bekleyen para yatırma talepleri' });
  const row = table.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText(reference);
  await expect(row).toContainText('Elif Şahin');
  await expect(row).toContainText('750,00 ₺');
  await shoot(page, 'deposits');
  await row.getByRole('button', { name: `Onayla: ${username}, 750,00 ₺` }).click();
  await expect(page.getByRole('status')).toContainText(
    `${username} kullanıcısının 750,00 ₺ yatırımı onaylandı.`,
  );
  await expect(row).toHaveCount(0);

  await openPage(player, '/');
  await expect(player.locator('header').getByTestId('header-balance')).toHaveText('750,00 ₺');

  // A withdrawal to an account held by someone else carries the name-mismatch flag.
  const withdraw = await player.request.post('/api/withdraw.php', {
    data: { amount: 200, account_name: 'Mehmet Kaya', bank_name: 'Ziraat Bankası', iban: IBAN },
  });
  expect(withdraw.status(), await withdraw.text()).toBeLessThan(300);
  await nav.getByRole('link', { name: /^Para çekme/ }).click();
  const wTable = page.getByRole('table', { name: 'Onay ve ödeme bekleyen para çekme talepleri' });
  const wRow = wTable.getByRole('row').filter({ hasText: username });
  await expect(wRow).toContainText('İsim uyuşmuyor');
  await expect(wRow).toContainText(IBAN);
  await shoot(page, 'withdrawals');
  await wRow.getByRole('button', { name: `Onayla: ${username}, 200,00 ₺` }).click();
  const send = page.getByRole('button', { name: 'Onayı gönder' });
  await expect(send).toBeDisabled();
  await page.getByLabel(/adının oyuncunun adıyla uyuşmadığını gördüm/).check();
  await send.click();
  await expect(page.getByRole('status')).toContainText(`${username} kullanıcısının çekimi onaylandı.`);
  await expect(wRow.getByRole('button', { name: `Ödendi: ${username}, 200,00 ₺` })).toBeVisible();
  await shoot(page, 'withdrawals-approved');

  // The player's KYC documents, shown inside the application through the server.
  const kyc = page.getByRole('list', { name: 'İncelemedeki kimlik belgeleri' });
  await nav.getByRole('link', { name: /^Kimlik doğrulama/ }).click();
  const card = kyc.getByRole('listitem').filter({ hasText: username });
  const front = card.getByRole('img', { name: `${username}: Kimlik ön yüz` });
  const src = await front.getAttribute('src');
  expect(src).toMatch(/^\/api\/admin\/kyc\/\d+\/files\/id_front$/);
  expect((await page.request.get(src!)).status()).toBe(200);
  await expect(card.getByRole('link', { name: 'Adres belgesi (PDF) aç' })).toBeVisible();
  await shoot(page, 'kyc');
  await card.getByRole('button', { name: `Doğrula: ${username}` }).click();
  await expect(page.getByRole('status')).toContainText(`${username} kullanıcısının kimliği doğrulandı.`);
  await expect(card).toHaveCount(0);

  await page.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(page.getByRole('heading', { name: 'Personel girişi' })).toBeVisible();
  await playerContext.close();
});
