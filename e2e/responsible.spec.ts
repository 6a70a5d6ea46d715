import { expect, test, type Page, type Route } from '@playwright/test';
import { openPage, registerAndLogin } from './helpers.ts';

/**
 * Responsible gaming on the player's side: the account area's 'Sorumlu Oyun' tab, the activity
 * statement, and the game client's reality check. The rules of /api/responsible-gaming.php are
 * built on a branch of their own; until it is merged these tests answer that call in the browser
 * (page.route) with the contract's replies. The statement and the reality check's session figures
 * are this branch's own server calls.
 */

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing is wider than the window once the layout has followed the new width (the account
    // bar switches between its desktop and phone forms on a media query).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width}` })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

interface Limit {
  kind: string;
  period: string;
  amount: number | null;
  pending_amount: number | null;
  pending_from: string | null;
}

/** The contract's GET and POST of /api/responsible-gaming.php, kept in the test. */
async function mockResponsibleGaming(page: Page, realityMinutes = 60) {
  const limits: Limit[] = [
    { kind: 'loss', period: 'week', amount: 500, pending_amount: 2000, pending_from: new Date(Date.now() + 86_400_000).toISOString() },
  ];
  const posts: Record<string, unknown>[] = [];
  await page.route('**/api/responsible-gaming.php', async (route: Route) => {
    const request = route.request();
    if (request.method() === 'POST') {
      const body = request.postDataJSON() as Record<string, unknown>;
      posts.push(body);
      if (body.action === 'set_limit') {
        limits.push({ kind: String(body.kind), period: String(body.period), amount: body.amount as number, pending_amount: null, pending_from: null });
      }
      await route.fulfill({ json: { success: true, message: 'Limitiniz kaydedildi ve hemen yürürlüğe girdi.' } });
      return;
    }
    await route.fulfill({ json: { success: true, limits, reality_check_minutes: realityMinutes, exclusion: null } });
  });
  return posts;
}

test('the Sorumlu Oyun tab: a deposit limit is set; self-exclusion asks first; the statement prints', async ({ page }) => {
  await registerAndLogin(page);
  const posts = await mockResponsibleGaming(page);
  await openPage(page, '/account/profile');
  await page.getByRole('navigation', { name: 'Hesap menüsü' }).getByRole('link', { name: 'Sorumlu Oyun' }).click();
  await expect(page).toHaveURL(/\/account\/responsible$/);
  await expect(page.getByRole('heading', { name: 'Sorumlu Oyun', level: 1 })).toBeVisible();

  const loss = page.getByRole('region', { name: 'Kayıp limiti' });
  await expect(loss.getByTestId('limit-loss-week')).toContainText('tarihinde yürürlüğe girer');

  const deposit = page.getByRole('region', { name: 'Yatırım limiti' });
  await deposit.getByLabel('Dönem').selectOption('day');
  await deposit.getByLabel('Tutar (₺)').fill('2000');
  await deposit.getByRole('button', { name: 'Limiti kaydet' }).press('Enter');
  await expect(deposit.getByRole('status')).toHaveText('Limitiniz kaydedildi ve hemen yürürlüğe girdi.');
  await expect(deposit.getByTestId('limit-deposit-day')).toContainText('2.000 TL');
  expect(posts).toEqual([{ action: 'set_limit', kind: 'deposit', period: 'day', amount: 2000 }]);
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
  expect(posts).toHaveLength(1);

  // The activity statement (this branch's server route).
  await page.getByRole('link', { name: 'Hesap dökümünü aç' }).click();
  await expect(page).toHaveURL(/\/account\/statement$/);
  await page.getByRole('button', { name: 'Dökümü göster' }).click();
  await expect(page.getByText(/^Dönem: /)).toBeVisible();
  await expect(page.getByTestId('total-deposits')).toHaveText('0 TL');
  const csv = await page.request.get(await page.getByRole('link', { name: 'CSV indir' }).getAttribute('href') ?? '');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).startsWith('\uFEFF"Tarih";"Tür"')).toBe(true);
  await shoot(page, 'statement');
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: test.info().outputPath('statement-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('the reality check pauses real play after the chosen minutes with the session figures', async ({ page }) => {
  test.setTimeout(120_000);
  const login = await page.request.post('/api/login.php', { data: { username: 'demo', password: 'Demo.12345' } });
  expect(login.status()).toBe(200);
  await mockResponsibleGaming(page, 15);
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
