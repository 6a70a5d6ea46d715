import { expect, test, type Page } from '@playwright/test';
import { openPage } from './helpers.ts';

/** The slots lobby: filters, Turkish search, favourites; then demo and real play in the game frame. */
async function loginAsDemo(page: Page) {
  const r = await page.request.post('/api/login.php', { data: { username: 'demo', password: 'Demo.12345' } });
  expect(r.status()).toBe(200);
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
