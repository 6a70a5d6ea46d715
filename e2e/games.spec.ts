import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { openPage } from './helpers.ts';

/** The slots lobby: filters, Turkish search, favourites; then demo and real play in the game frame. */
async function loginAsDemo(page: Page) {
  const r = await page.request.post('/api/login.php', { data: { username: 'demo', password: 'Demo.12345' } });
  expect(r.status()).toBe(200);
  // The demo player's seeded deposit is approved with its bonus offer waiting: these tests are about
  // the lobby, so the player declines it first (the bonus choice has its own test).
  const offer = await (await page.request.get('/api/bonus-pending-check.php')).json();
  if (offer.pending) {
    const declined = await page.request.post('/api/process-bonus-selection.php', { multipart: { deposit_id: String(offer.deposit_id), action: 'reject' } });
    expect(declined.status(), await declined.text()).toBe(200);
  }
  // The slots page decides "logged in" from the stored player id, as the spec's client does.
  const user = (await r.json()).user;
  await page.addInitScript((u) => {
    localStorage.setItem('user', JSON.stringify(u));
    localStorage.setItem('player_id', String(u.id));
  }, user);
}

const tiles = (page: Page) => page.locator('.slot-tile__name');

test('lobby: category filter, Turkish search, clear filters', async ({ page }) => {
  await openPage(page, '/slots');
  await expect(page.getByText(/^\d+ oyun bulundu$/)).toHaveText(/^(8|9|10|11|12) oyun bulundu$/);
  const all = await tiles(page).count();
  expect(all).toBeGreaterThanOrEqual(8);

  await page.getByRole('button', { name: 'Öne Çıkanlar', exact: true }).click();
  const featured = await tiles(page).count();
  expect(featured).toBeGreaterThan(0);
  expect(featured).toBeLessThan(all);
  await page.getByRole('button', { name: 'Filtreleri Temizle' }).first().click();
  await expect(tiles(page)).toHaveCount(all);

  const search = page.getByLabel('Oyun ara');
  // Dotted capital İ folds to i: 'KİLİM' finds 'Anadolu Kilimi'.
  await search.fill('KİLİM');
  await expect(page.getByText('1 oyun bulundu')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anadolu Kilimi' })).toBeVisible();
  // Dotless I folds to ı: 'KIZ' finds 'Kız Kulesi'.
  await search.fill('KIZ');
  await expect(page.getByText('1 oyun bulundu')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kız Kulesi' })).toBeVisible();
  // One character does not filter yet.
  await search.fill('K');
  await expect(tiles(page)).toHaveCount(all);
  await search.fill('yok böyle oyun');
  await expect(page.getByText('Oyun bulunamadı')).toBeVisible();
});

test('lobby: a player favourites a game and finds it under Favoriler', async ({ page }) => {
  await loginAsDemo(page);
  await openPage(page, '/slots');
  const heart = page.getByRole('button', { name: 'Kız Kulesi oyununu favorilere ekle' });
  await heart.click();
  await expect(page.getByRole('button', { name: 'Kız Kulesi oyununu favorilerden çıkar' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Favoriler', exact: true }).click();
  await expect(page.getByText('1 oyun bulundu')).toBeVisible();
  // The server keeps it: a reload still shows it.
  await page.reload();
  await page.getByRole('button', { name: 'Favoriler', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kız Kulesi' })).toBeVisible();
  await page.getByRole('button', { name: 'Kız Kulesi oyununu favorilerden çıkar' }).click();
  await expect(page.getByText('Oyun bulunamadı')).toBeVisible();
});

const tl = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/**
 * One spin, waited for by what the round changes rather than by the button's state alone: the
 * button can still read as enabled in the instant after the click, before the round has begun.
 * The seed pair's nonce moves when the server's reply arrives; the button is enabled again only
 * when the round has settled (skipping the animation when offered).
 */
async function spinOnce(frame: FrameLocator) {
  const balance = frame.getByTestId('balance');
  await expect(balance).not.toHaveText('');
  const nonce = frame.getByTestId('nonce');
  const nonceBefore = Number(await nonce.textContent());
  const before = tl(await balance.innerText());
  const bet = Number(await frame.getByLabel('Bahis').inputValue()) / 100;
  const spinButton = frame.getByRole('button', { name: 'Çevir', exact: true });
  await spinButton.click();
  await expect(nonce).toHaveText(String(nonceBefore + 1), { timeout: 20_000 });
  const skip = frame.getByRole('button', { name: 'Sonuca Geç' });
  await expect(async () => {
    // The skip button can go between the look and the click (the round finishing by itself):
    // a short click timeout lets toPass look again instead of waiting on a button that is gone.
    if (await skip.isVisible()) await skip.click({ timeout: 1_000 });
    await expect(spinButton).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(frame.getByText('Son 10 Tur')).toBeVisible();
  const win = tl(await frame.getByTestId('last-win').innerText());
  const after = tl(await balance.innerText());
  expect(Math.round((before - bet + win) * 100)).toBe(Math.round(after * 100));
  return { before, bet, win, after };
}

test('demo play in the game frame, with play money only', async ({ page }) => {
  await openPage(page, '/slots');
  const tile = page.locator('li', { has: page.getByRole('heading', { name: 'Lale Bahçesi' }) });
  await tile.getByRole('button', { name: 'Demo' }).click();
  const frame = page.frameLocator('iframe[title="Lale Bahçesi"]');
  await expect(frame.getByText('Demo — sanal bakiye')).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByTestId('balance')).toHaveText('1.000,00 ₺');
  await spinOnce(frame);
  // The player's focus is in the game; Escape there still closes the game's modal.
  await frame.getByRole('button', { name: 'Çevir', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Lale Bahçesi' })).toBeHidden();
});

test("home 'Oyna' under 'Popüler Oyunlar' opens that game on the slots page; closing drops ?game", async ({ page }) => {
  await openPage(page, '/');
  const card = page.locator('.game-card').first();
  const name = (await card.locator('.game-card__name').innerText()).trim();
  await card.getByRole('button', { name: `${name} – Oyna` }).click();
  await expect(page).toHaveURL(/\/slots\?game=[\w-]+$/);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // A visitor gets the demo, as the tile's Demo button gives.
  await expect(page.frameLocator(`iframe[title="${name}"]`).getByText('Demo — sanal bakiye')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/slots$/);
});

test('real play moves the header balance; the round shows in the transactions page and its detail', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsDemo(page);
  await openPage(page, '/slots');
  const header = page.locator('header').getByTestId('header-balance');
  await expect(header).not.toHaveText('');
  const tile = page.locator('li', { has: page.getByRole('heading', { name: 'Nazar Boncuğu' }) });
  await tile.getByRole('button', { name: 'Oyna' }).click();
  const frame = page.frameLocator('iframe[title="Nazar Boncuğu"]');
  await expect(frame.getByTestId('balance')).toBeVisible({ timeout: 20_000 });
  const { after } = await spinOnce(frame);
  // The header polls every 5 s; it catches up with the wallet.
  await expect.poll(async () => tl(await header.innerText()), { timeout: 15_000 }).toBe(after);

  await page.keyboard.press('Escape');
  await openPage(page, '/account/transactions?tab=slot_bet');
  const ref = page.getByRole('button', { name: /^[0-9a-f-]{36}$/ }).first();
  await expect(ref).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Nazar Boncuğu' }).first()).toBeVisible();
  await ref.click();
  const detail = page.getByRole('dialog', { name: 'Oyun Detayı' });
  await expect(detail.getByText('Nazar Boncuğu')).toBeVisible();
  await expect(detail.getByText('Lale Games')).toBeVisible();
});
