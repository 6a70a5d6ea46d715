import { expect, test } from '@playwright/test';
import { shoot, signIn, staffPage } from './backoffice-kit.ts';
import { clearAmlFlags, openPage, registerAndLogin, staffApi } from './helpers.ts';

/**
 * The back office in the browser: an admin signs in with password and TOTP through the login page; a
 * finance staff member approves a deposit a player made through the API (the player's header balance
 * shows it) and the player's withdrawal to another person's account after acknowledging the name
 * mismatch; a support staff member enlarges and verifies the player's KYC documents shown through the
 * server, and the player's profile shows the account verified. Screenshots of the login page and the
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

  // The admin's sign in through the login page; the queues are worked by a finance and a support
  // staff member of their own.
  await page.goto('/backoffice/deposits');
  await expect(page.getByRole('heading', { name: 'Personel girişi' })).toBeVisible();
  await shoot(page, 'login');
  await signIn(page);
  await page.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(page.getByRole('heading', { name: 'Personel girişi' })).toBeVisible();

  const finance = await staffPage(browser, '/backoffice/deposits', 'finance');
  const nav = finance.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(nav.getByRole('link', { name: /^Para yatırma\s*\(\d+ bekleyen\)$/ })).toBeVisible();
  const table = finance.getByRole('table', { name: 'Onay bekleyen para yatırma talepleri' });
  const row = table.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText(reference);
  await expect(row).toContainText('Elif Şahin');
  await expect(row).toContainText('750,00 ₺');
  await shoot(finance, 'deposits');
  await row.getByRole('button', { name: `Onayla: ${username}, 750,00 ₺` }).click();
  await expect(finance.getByRole('status')).toContainText(
    `${username} kullanıcısının 750,00 ₺ yatırımı onaylandı.`,
  );
  await expect(row).toHaveCount(0);

  await openPage(player, '/');
  await expect(player.locator('header').getByTestId('header-balance')).toHaveText('750,00 ₺');
  // The approved deposit brings its bonus offer; this player declines it (the choice has its own test).
  const offer = await (await player.request.get('/api/bonus-pending-check.php')).json();
  expect(offer.pending).toBe(true);
  const declined = await player.request.post('/api/process-bonus-selection.php', { multipart: { deposit_id: String(offer.deposit_id), action: 'reject' } });
  expect(declined.status(), await declined.text()).toBe(200);

  // A withdrawal to an account held by someone else carries the name-mismatch flag.
  const withdraw = await player.request.post('/api/withdraw.php', {
    data: { amount: 200, account_name: 'Mehmet Kaya', bank_name: 'Ziraat Bankası', iban: IBAN },
  });
  expect(withdraw.status(), await withdraw.text()).toBeLessThan(300);
  await nav.getByRole('link', { name: /^Para çekme/ }).click();
  const wTable = finance.getByRole('table', { name: 'Onay ve ödeme bekleyen para çekme talepleri' });
  const wRow = wTable.getByRole('row').filter({ hasText: username });
  await expect(wRow).toContainText('İsim uyuşmuyor');
  await expect(wRow).toContainText(IBAN);
  // The mismatch (and a withdrawal with no play since the deposit) raised AML flags, which hold the
  // payout until the risk role clears them with a note (docs/decisions/0021).
  await expect(wRow).toContainText('AML işareti');
  const risk = await staffApi();
  await clearAmlFlags(risk, username);
  await risk.dispose();
  await shoot(finance, 'withdrawals');
  await wRow.getByRole('button', { name: `Onayla: ${username}, 200,00 ₺` }).click();
  const send = finance.getByRole('button', { name: 'Onayı gönder' });
  await expect(send).toBeDisabled();
  await finance.getByLabel(/adının oyuncunun adıyla uyuşmadığını gördüm/).check();
  await send.click();
  await expect(finance.getByRole('status')).toContainText(`${username} kullanıcısının çekimi onaylandı.`);
  await expect(wRow.getByRole('button', { name: `Ödendi: ${username}, 200,00 ₺` })).toBeVisible();
  await shoot(finance, 'withdrawals-approved');

  // Finance reads the day's figures: the dashboard and a report, with their charts.
  await nav.getByRole('link', { name: 'Raporlar' }).click();
  await expect(finance.getByRole('region', { name: 'Bugün' })).toBeVisible();
  await expect(finance.getByRole('table', { name: /gün bazında/ })).toBeVisible();
  await expect(finance.locator('.recharts-surface').first()).toBeVisible();
  await shoot(finance, 'reports');

  // The player's KYC documents, shown inside the application through the server.
  const support = await staffPage(browser, '/backoffice/kyc', 'support');
  const kyc = support.getByRole('list', { name: 'İncelemedeki kimlik belgeleri' });
  const card = kyc.getByRole('listitem').filter({ hasText: username });
  const front = card.getByRole('img', { name: `${username}: Kimlik ön yüz` });
  const src = await front.getAttribute('src');
  expect(src).toMatch(/^\/api\/admin\/kyc\/\d+\/files\/id_front$/);
  expect((await support.request.get(src!)).status()).toBe(200);
  await expect(card.getByRole('link', { name: 'Adres belgesi (PDF) aç' })).toBeVisible();
  await shoot(support, 'kyc');
  // Each side enlarges inside the application, zooms, and closes on Escape.
  await card.getByRole('button', { name: 'Kimlik ön yüz büyüt' }).click();
  const viewer = support.getByRole('dialog', { name: `${username} · Kimlik ön yüz` });
  await expect(viewer.getByRole('img', { name: `${username}: Kimlik ön yüz` })).toBeVisible();
  await viewer.getByRole('button', { name: 'Yakınlaştır' }).click();
  await expect(viewer.getByText('%150')).toBeVisible();
  await shoot(support, 'kyc-zoom');
  await support.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await card.getByRole('button', { name: `Doğrula: ${username}` }).click();
  await expect(support.getByRole('status')).toContainText(`${username} kullanıcısının kimliği doğrulandı.`);
  await expect(card).toHaveCount(0);

  // The player's profile shows the account verified.
  await openPage(player, '/account/profile');
  await player.getByRole('tab', { name: 'Hesap Doğrulama' }).click();
  await expect(player.getByText('Hesabınız Onaylanmış!')).toBeVisible();

  await support.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(support.getByRole('heading', { name: 'Personel girişi' })).toBeVisible();
  await playerContext.close();
});
