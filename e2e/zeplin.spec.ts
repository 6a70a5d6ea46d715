import { expect, test, type Page } from '@playwright/test';
import { approve, openPage, registerAndLogin, staffApi } from './helpers.ts';

/**
 * Zeplin on two browsers: the demo player and a new player (a deposit staff approve) see the same
 * round, both bet, one cashes out by hand and the other by an auto cash-out, each sees the server's
 * figures, and the round is verified on /adil-oyun from its hash and the published salt.
 */
async function declineOffer(page: Page) {
  const offer = await (await page.request.get('/api/bonus-pending-check.php')).json();
  if (offer.pending) {
    const declined = await page.request.post('/api/process-bonus-selection.php', { multipart: { deposit_id: String(offer.deposit_id), action: 'reject' } });
    expect(declined.status(), await declined.text()).toBe(200);
  }
}

async function roundShown(page: Page): Promise<number> {
  const text = await page.locator('.crash-page').getByText(/^Tur #\d+$/).first().textContent();
  return Number(text!.replace('Tur #', ''));
}

async function placeBet(page: Page, amount: string, auto?: string) {
  await page.getByLabel('Bahis tutarı (₺)').fill(amount);
  if (auto) {
    await page.getByLabel('Otomatik çıkış', { exact: true }).check();
    await page.getByLabel('Otomatik çıkış çarpanı (x)').fill(auto);
  }
  await page.getByRole('button', { name: 'Bahis Yap' }).click();
  await expect(page.getByText(new RegExp(`^Açık bahis: ${amount},00 ₺`))).toBeVisible();
}

test('two players see one round, bet, cash out by hand and automatically, and verify the round', async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();

  const login = await a.request.post('/api/login.php', { data: { username: 'demo', password: 'Demo.12345' } });
  expect(login.status()).toBe(200);
  await declineOffer(a);
  const username = await registerAndLogin(b);
  const deposit = await b.request.post('/api/deposit.php', { data: { amount: 500, sender_name: 'Akbank' } });
  expect(deposit.status(), await deposit.text()).toBe(201);
  await approve(await staffApi(), 'deposits', username);
  await declineOffer(b);

  await openPage(a, '/zeplin');
  await openPage(b, '/zeplin');

  // A round whose flight lasts long enough for a hand's click: up to five tries (1.98 % crash at 1.00x).
  let paid: { round: number; text: string } | null = null;
  for (let attempt = 0; attempt < 5 && !paid; attempt += 1) {
    // Both browsers in the same betting phase of the same round, from its start (4 s or more to
    // take-off: the two bets go together, a loaded machine's clicks fit in it).
    await expect(a.getByText(/^Kalkışa [4-9],\d sn$/)).toBeVisible({ timeout: 60_000 });
    await expect(b.getByText(/^Kalkışa \d+(,\d)? sn$/)).toBeVisible({ timeout: 10_000 });
    const round = await roundShown(a);
    expect(await roundShown(b)).toBe(round);
    await Promise.all([placeBet(a, '10'), placeBet(b, '20', '1,01')]);
    // B sees A's bet in the round's list (masked), A sees B's.
    await expect(b.locator('.crash-bets').getByText('de***')).toBeVisible();
    await expect(a.locator('.crash-bets').getByText(`${username.slice(0, 2)}***`)).toBeVisible();

    await expect(a.getByText('Zeplin uçuyor', { exact: true })).toBeVisible({ timeout: 15_000 });
    const cashOut = a.getByRole('button', { name: 'Çıkış Yap: bahsi şimdiki çarpanla al' });
    try {
      await cashOut.click({ timeout: 2_000 });
    } catch {
      // crashed before the click could land: next round
    }
    // The bet's line shows the server's answer: its multiplier and win, or the loss at the crash.
    const myBet = a.getByTestId('crash-my-bet');
    await expect(myBet).toHaveText(/^\d+,\d{2}x ile çıkış: [\d.]+,\d{2} ₺$|^Kaybetti$/, { timeout: 60_000 });
    const text = (await myBet.textContent())!;
    if (text !== 'Kaybetti') paid = { round, text };
    await expect(a.getByText(/x'te düştü$/).first()).toBeVisible({ timeout: 60_000 });
  }
  expect(paid, 'a hand cash-out paid in five rounds').not.toBeNull();

  // The server's figures: A's multiplier is at most the round's revealed crash point.
  const state = await (await a.request.get('/api/crash/state')).json();
  const history = state.history as { id: number; crash_point: number; hash: string }[];
  const played = history.find((h) => h.id === paid!.round);
  expect(played, 'the paid round is in the last 20').toBeTruthy();
  const [, multiplier] = /^(\d+,\d{2})x/.exec(paid!.text)!;
  expect(Number(multiplier!.replace(',', '.'))).toBeLessThanOrEqual(played!.crash_point);

  // B's auto cash-out at 1,01x: paid by the leader at its target, unless the round crashed at 1,00x.
  const bRow = b.getByRole('region', { name: 'Bu oturumdaki bahisleriniz' }).getByRole('row').filter({ hasText: `#${paid!.round}` });
  await expect(bRow).toContainText(played!.crash_point >= 1.01 ? '1,01x ile çıkış: 20,20 ₺' : 'Kaybetti', { timeout: 10_000 });

  // Verified on /adil-oyun from the round's number: the crash point recomputed in the browser.
  await openPage(b, '/adil-oyun');
  const fair = b.getByRole('region', { name: 'Zeplin: yayımlanan hash zinciriyle adil oyun' });
  await fair.getByLabel('Tur numarası', { exact: true }).fill(String(paid!.round));
  await fair.getByRole('button', { name: 'Turu getir' }).click();
  await expect(fair.getByLabel('Turun hash’i')).toHaveValue(played!.hash);
  await fair.getByRole('button', { name: 'Düşüş noktasını hesapla' }).click();
  await expect(fair.getByText('Eşleşiyor: sunucunun düşüş noktası yayımlanan formülle aynı.')).toBeVisible();
  await fair.getByRole('button', { name: 'Zinciri doğrula' }).click();
  await expect(fair.getByText('Turun zincirdeki sırasıyla eşleşiyor.')).toBeVisible({ timeout: 30_000 });
});
