import { expect, test } from '@playwright/test';
import { shoot, signIn } from './backoffice-kit.ts';
import { openPage, registerAndLogin } from './helpers.ts';

/**
 * The staff's player page in the browser: an admin finds a player by username in the players grid,
 * opens the page, adjusts the balance with a reason (confirmed first) and sees the ledger row with
 * the running balance; then blocks the player, whose next page load is logged out. Screenshots of
 * the player page at 1366 and 390 px wide are kept with the test's output.
 */
test('staff find a player, adjust the balance through the ledger and block the player', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  const username = await registerAndLogin(player);

  await page.goto('/backoffice/players');
  await signIn(page);
  await page.getByLabel('Oyuncu ara').fill(username);
  await page.getByRole('button', { name: 'Ara' }).click();
  const players = page.getByRole('table', { name: /^Oyuncular/ });
  await players.getByRole('link', { name: username }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Elif Şahin' })).toBeVisible();
  await expect(page.getByTestId('balance-cash')).toHaveText('0,00 ₺');

  // A balance adjustment: checked, confirmed, posted once; the new balances are shown.
  await page.getByRole('button', { name: 'Bakiye düzelt' }).click();
  await page.getByLabel('Tutar (₺)').fill('250,75');
  await page.getByLabel('Açıklama').fill('Kampanya telafisi');
  await page.getByRole('button', { name: 'Devam et' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${username} kullanıcısının nakit bakiyesine 250,75 ₺ eklenecek.`);
  await confirm.getByRole('button', { name: 'Onayla ve uygula' }).click();
  await expect(page.getByText(/Bakiye düzeltildi\. Yeni bakiyeler: Nakit 250,75 ₺/)).toBeVisible();
  await expect(page.getByTestId('balance-cash')).toHaveText('250,75 ₺');

  // The ledger shows the posting with the cash account's balance after it.
  await page.getByRole('tab', { name: 'Hesap hareketleri' }).click();
  await expect(page).toHaveURL(/[?&]tab=ledger/);
  const ledger = page.getByRole('table', { name: /Hesap hareketleri/ });
  const row = ledger.getByRole('row').filter({ hasText: 'Kampanya telafisi' });
  await expect(row).toContainText('Bakiye düzeltmesi');
  await expect(row).toContainText('Nakit');
  await expect(row).toContainText('+250,75 ₺');
  await expect(row.getByRole('cell').last()).toHaveText('250,75 ₺');
  await shoot(page, 'player-ledger');

  // A staff note.
  await page.getByRole('tab', { name: 'Notlar' }).click();
  await page.getByLabel('Yeni not').fill('Telefonla arandı, kampanya telafisi yapıldı.');
  await page.getByRole('button', { name: 'Not ekle' }).click();
  await expect(page.getByRole('table', { name: /Personel notları/ })).toContainText('Telefonla arandı');

  // Block: the player's next page load is logged out.
  await openPage(player, '/');
  await expect(player.locator('header').getByTestId('header-balance')).toHaveText('250,75 ₺');
  await page.getByRole('tab', { name: 'Özet' }).click();
  await page.getByRole('button', { name: 'Oyuncuyu engelle' }).click();
  await page.getByLabel('Açıklama').fill('Şüpheli hesap');
  await page
    .getByRole('form', { name: `Engelle: ${username}` })
    .getByRole('button', { name: 'Oyuncuyu engelle' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `${username} engellendi.` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Engeli kaldır' })).toBeVisible();
  await expect(page.locator('.bo-player__facts')).toContainText('Engelli');
  await shoot(page, 'player-summary');

  await openPage(player, '/');
  await expect(player.locator('header').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  await expect(player.locator('header').getByTestId('header-balance')).toHaveCount(0);
  await playerContext.close();
});
