import { expect, test, type Page } from '@playwright/test';
import { approve, openPage, registerAndLogin, staffApi } from './helpers.ts';

/**
 * A deposit bonus from start to end, as a player sees it: a deposit approved by staff, the bonus
 * choice modal offering the deposit promotions, the choice, rounds played on an in-house slot until
 * the wagering is met, the bonus converted to cash, and the Bonuses page's history saying so.
 */
test('a deposit bonus is offered, chosen, wagered and converted', async ({ page }) => {
  test.setTimeout(150_000);
  const username = await registerAndLogin(page);
  const admin = await staffApi();

  await openPage(page, '/account/wallet?tab=deposit');
  const deposit = page.getByRole('form', { name: 'Para Yatır' });
  await deposit.getByLabel('Banka').selectOption('Akbank');
  await deposit.getByLabel('Tutar (₺)').fill('500');
  await deposit.getByRole('button', { name: 'Yatırım Talebi Oluştur' }).click();
  await expect(page.getByText('Para yatırma talebiniz alındı!')).toBeVisible();
  await approve(admin, 'deposits', username);

  // The layer finds the offer by its 2 s poll: the first deposit's promotions, with their amounts.
  const modal = page.getByRole('dialog', { name: 'Bonusunuzu Seçin' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal.getByText('%100 Hoş Geldin Bonusu')).toBeVisible();
  await expect(modal.getByText('%25 Ekstra Yatırım Bonusu')).toBeVisible();
  // 25 % of 500 TL, 6x rollover: 750 TL to wager
  await modal.getByRole('button', { name: 'Bu Bonusu Seç: %25 Ekstra Yatırım Bonusu' }).click();
  await expect(page.getByText('Bonus başarıyla eklendi! 125,00 ₺')).toBeVisible();
  await expect(modal).toBeHidden();
  await page.waitForLoadState('load'); // the page reloads 1 s after a choice

  await openPage(page, '/account/bonuses');
  const active = page.getByRole('tabpanel');
  await expect(active.getByText('%25 Ekstra Yatırım Bonusu')).toBeVisible();
  await expect(active.getByText('6x')).toBeVisible();
  await expect(active.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  // A second deposit (no offer while a bonus is active): bets spend cash first, so with it the bonus
  // money is never touched and all 125 TL of it converts, whatever the slot pays.
  const more = await page.request.post('/api/deposit.php', { data: { amount: 20_000, sender_name: 'Akbank' } });
  expect(more.status(), await more.text()).toBe(201);
  await approve(admin, 'deposits', username);
  expect((await (await page.request.get('/api/bonus-pending-check.php')).json()).pending).toBe(false);

  // Rounds of a low-volatility slot at 50 TL (under the bonus's 150 TL max bet), through the game
  // server the game client uses, until the bonus is no longer active: 15 rounds meet 750 TL.
  const launch = await (await page.request.post('/api/games/launch.php', { data: { game_id: await slotId(page), mode: 'real' } })).json();
  const token = new URL(launch.data.launch_url, 'http://x').searchParams.get('token')!;
  let rounds = 0;
  for (; rounds < 40; rounds += 1) {
    const bonuses = await (await page.request.get('/api/player-active-bonuses.php')).json();
    if (bonuses.active_bonuses.length === 0) break;
    const r = await page.request.post('/api/house/play', { data: { token, bet: 5_000 } });
    expect(r.status(), await r.text()).toBe(200);
  }
  expect(rounds).toBe(15);

  await openPage(page, '/account/bonuses?tab=history');
  const history = page.getByRole('tabpanel');
  await expect(history.getByText('%25 Ekstra Yatırım Bonusu')).toBeVisible();
  await expect(history.getByText('Tamamlandı')).toBeVisible();
  await openPage(page, '/account/bonuses');
  await expect(page.getByRole('tabpanel').getByRole('progressbar')).toHaveCount(0);
  // the transaction history's bonus lines: the grant, then the conversion of what was left to cash
  const lines = (await (await page.request.get('/api/transaction-history.php?type=bonus')).json()).transactions as { description: string; amount: number }[];
  expect(lines.map((l) => l.description)).toEqual(
    expect.arrayContaining([expect.stringContaining('Bonus çevrimi tamamlandı'), expect.stringContaining('Bonus eklendi')]),
  );
  expect(lines.find((l) => l.description.includes('Bonus eklendi'))!.amount).toBe(125);
  expect(lines.find((l) => l.description.includes('Bonus çevrimi tamamlandı'))!.amount).toBe(125);
  await admin.dispose();
});

async function slotId(page: Page): Promise<number> {
  const list = await (await page.request.post('/api/games/list.php', { data: { type: 'slot' } })).json();
  const game = (list.data as { slug: string; id: number }[]).find((g) => g.slug === 'lale-bahcesi');
  expect(game, 'lale-bahcesi in the lobby').toBeTruthy();
  return game!.id;
}
