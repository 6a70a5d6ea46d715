import { expect, test, type Page } from '@playwright/test';
import { responsibleMessages } from '../packages/shared/src/api/responsible.ts';
import { shoot } from './backoffice-kit.ts';
import { approve, openPage, registerAndLogin, staffApi } from './helpers.ts';

/**
 * Responsible gaming on the player's side, against the real server (a real registered player, real
 * limits): the account area's 'Sorumlu Oyun' tab sets a deposit limit, a raise waits its 24-hour
 * cooling-off with its date, a deposit above the limit is refused in the wallet's form; a time-out
 * ends the session; the activity statement; the game client's reality check at the interval the
 * player chose.
 */

/** The POSTs the page sends to responsible-gaming.php, as they leave the browser. */
function responsiblePosts(page: Page): Record<string, unknown>[] {
  const posts: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/responsible-gaming.php')) posts.push(r.postDataJSON() as Record<string, unknown>);
  });
  return posts;
}

async function openTab(page: Page) {
  await openPage(page, '/account/profile');
  await page.getByRole('navigation', { name: 'Hesap menüsü' }).getByRole('link', { name: 'Sorumlu Oyun' }).click();
  await expect(page).toHaveURL(/\/account\/responsible$/);
  await expect(page.getByRole('heading', { name: 'Sorumlu Oyun', level: 1 })).toBeVisible();
}

test('the Sorumlu Oyun tab: a deposit limit holds, a raise waits 24 hours, self-exclusion asks first, the statement prints', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndLogin(page);
  const posts = responsiblePosts(page);
  await openTab(page);

  const deposit = page.getByRole('region', { name: 'Yatırım limiti' });
  await expect(deposit.getByTestId('limit-deposit-day')).toContainText('Limit yok');
  await deposit.getByLabel('Dönem').selectOption('day');
  await deposit.getByLabel('Tutar (₺)').fill('1000');
  await deposit.getByRole('button', { name: 'Limiti kaydet' }).press('Enter');
  await expect(deposit.getByRole('status')).toHaveText(responsibleMessages.limitApplied);
  await expect(deposit.getByTestId('limit-deposit-day')).toContainText('1.000 TL');

  // A higher limit waits for its cooling-off: the server's text names the date, the card shows it.
  await deposit.getByLabel('Tutar (₺)').fill('5000');
  await deposit.getByRole('button', { name: 'Limiti kaydet' }).click();
  await expect(deposit.getByRole('status')).toContainText('24 saatlik bekleme süresi nedeniyle');
  await expect(deposit.getByTestId('limit-deposit-day')).toContainText(/5\.000 TL: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} tarihinde yürürlüğe girer/);
  await expect(deposit.getByTestId('limit-deposit-day')).toContainText('1.000 TL');
  await shoot(page, 'responsible-tab');

  // Self-exclusion: a dialog that keeps the focus and closes on Escape, nothing sent without the confirm.
  const exclusion = page.getByRole('region', { name: 'Kendini oyundan uzaklaştırma' });
  await exclusion.getByText('1 yıl').click();
  await exclusion.getByRole('button', { name: 'Kendimi uzaklaştır' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kendinizi oyundan uzaklaştırmayı onaylayın' });
  await expect(dialog).toContainText('erken sonlandırılamaz');
  await shoot(page, 'responsible-exclusion-dialog');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(posts.map((p) => p.action)).toEqual(['set_limit', 'set_limit']);

  // The limit holds at the wallet: 1.500 TL is refused with what is left (the raise still waits).
  await openPage(page, '/account/wallet?tab=deposit');
  const form = page.getByRole('form', { name: 'Para Yatır' });
  await form.getByLabel('Banka').selectOption('Akbank');
  await form.getByLabel('Tutar (₺)').fill('1500');
  await form.getByRole('button', { name: 'Yatırım Talebi Oluştur' }).click();
  await expect(form.getByText(responsibleMessages.depositOverLimit('day', 1000))).toBeVisible();

  // The activity statement.
  await openTab(page);
  await page.getByRole('link', { name: 'Hesap dökümünü aç' }).click();
  await expect(page).toHaveURL(/\/account\/statement$/);
  await page.getByRole('button', { name: 'Dökümü göster' }).click();
  await expect(page.getByText(/^Dönem: /)).toBeVisible();
  await expect(page.getByTestId('total-deposits')).toHaveText('0 TL');
  const csv = await page.request.get((await page.getByRole('link', { name: 'CSV indir' }).getAttribute('href')) ?? '');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).startsWith('\uFEFF"Tarih";"Tür"')).toBe(true);
  await shoot(page, 'statement');
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: test.info().outputPath('statement-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('a time-out ends the player’s other sessions; this one may only withdraw, and a new login says so', async ({ page, browser }) => {
  const username = await registerAndLogin(page);
  // the same player signed in on another device
  const other = await (await browser.newContext()).newPage();
  expect((await other.request.post('/api/login.php', { data: { username, password: 'Cuzdan.Sifre1' } })).status()).toBe(200);
  expect((await other.request.get('/api/responsible-gaming.php')).status()).toBe(200);

  await openTab(page);
  const timeout = page.getByRole('region', { name: 'Ara ver' });
  await timeout.getByText('7 gün').click();
  await timeout.getByRole('button', { name: 'Ara ver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ara vermeyi onaylayın' });
  await expect(dialog).toContainText('7 gün boyunca');
  await dialog.getByRole('button', { name: 'Ara vermeyi başlat' }).click();
  await expect(dialog).toContainText('Molanız başladı.');
  // The other device's session is over at once; this one may only withdraw: no deposit.
  expect((await other.request.get('/api/responsible-gaming.php')).status()).toBe(401);
  const refused = await page.request.post('/api/deposit.php', { data: { amount: 500, sender_name: 'Akbank' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toContain('Molanız nedeniyle hesabınız');
  // Tamam closes the dialog; the session stays, restricted, and the tab shows the time-out.
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Ara verme süreniz .* tarihinde sona erecek\./)).toBeVisible();
  // Signing in again (here on the other device): told the account is closed to play, led to the withdrawal.
  await other.goto('/auth/login');
  await other.getByLabel(/^Kullanıcı Adı/).fill(username);
  await other.getByLabel(/^Şifre/).fill('Cuzdan.Sifre1');
  await other.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(other.getByRole('heading', { name: 'Hesabınız oyuna kapalı' })).toBeVisible();
  await expect(other.getByRole('alert')).toContainText('bakiyenizi çekebilir');
  await expect(other.getByRole('link', { name: 'Bakiyemi Çek' })).toHaveAttribute('href', '/account/wallet?tab=withdraw');
  await shoot(other, 'login-restricted');
  await other.context().close();
});

test('the reality check pauses real play after the chosen minutes with the session figures', async ({ page }) => {
  test.setTimeout(120_000);
  const username = await registerAndLogin(page);
  const deposit = await page.request.post('/api/deposit.php', { data: { amount: 500, sender_name: 'Akbank' } });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const admin = await staffApi();
  await approve(admin, 'deposits', username);
  await admin.dispose();
  const offer = await (await page.request.get('/api/bonus-pending-check.php')).json();
  if (offer.pending) {
    const declined = await page.request.post('/api/process-bonus-selection.php', { multipart: { deposit_id: String(offer.deposit_id), action: 'reject' } });
    expect(declined.status(), await declined.text()).toBe(200);
  }
  const every = await page.request.post('/api/responsible-gaming.php', { data: { action: 'reality_check', minutes: 15 } });
  expect((await every.json()).message).toBe(responsibleMessages.realityCheckSaved);

  const list = await (await page.request.post('/api/games/list.php', { data: { type: 'slot' } })).json();
  const game = (list.data as { id: number; name: string }[]).find((g) => g.name === 'Nazar Boncuğu')!;
  const launch = await (await page.request.post('/api/games/launch.php', { data: { game_id: game.id, mode: 'real' } })).json();
  expect(launch.status, JSON.stringify(launch)).toBe('success');

  await page.clock.install();
  await page.goto(launch.data.launch_url);
  const spin = page.getByRole('button', { name: 'Çevir', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spin.click();
  await expect(async () => {
    const skip = page.getByRole('button', { name: 'Sonuca Geç' });
    if (await skip.isVisible()) await skip.click({ timeout: 1_000 });
    await expect(page.getByTestId('last-win')).not.toHaveText('—', { timeout: 1_000 });
    await expect(spin).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  await page.clock.fastForward('15:00');
  const dialog = page.getByRole('dialog', { name: 'Oyun süresi hatırlatması' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('reality-time')).toHaveText('15 dakika');
  await expect(dialog.getByTestId('reality-bets')).not.toHaveText('…');
  await expect(dialog.getByTestId('reality-bets')).not.toHaveText('0,00 ₺');
  await shoot(page, 'reality-check');

  await dialog.getByRole('button', { name: 'Devam et' }).click();
  await expect(dialog).toBeHidden();
  await expect(spin).toBeEnabled();
  await page.clock.fastForward('15:00');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('reality-time')).toHaveText('30 dakika');
  await dialog.getByRole('button', { name: 'Oyundan çık' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
