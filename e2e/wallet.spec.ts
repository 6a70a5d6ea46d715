import { expect, test } from '@playwright/test';
import { approve, nextDialog, openPage, registerAndLogin, staffApi } from './helpers.ts';

/**
 * The money loop as a player and the back office see it: a deposit, its approval through the staff
 * API, the toast and the header balance; a withdrawal to a new (saved) bank account, its approval;
 * the wallet history and the transactions page showing both.
 */
const IBAN = (() => {
  const bban = '00010' + '0' + '0000001234567890';
  let rem = 0;
  for (const ch of `${bban}292700`) rem = (rem * 10 + Number(ch)) % 97;
  return `TR${String(98 - rem).padStart(2, '0')}${bban}`;
})();

test('deposit, approval, withdrawal to a saved account, and both in the history', async ({ page }) => {
  test.setTimeout(120_000);
  const username = await registerAndLogin(page);
  const admin = await staffApi();
  const header = page.locator('header');
  const balance = header.getByTestId('header-balance');

  await openPage(page, '/account/wallet?tab=deposit');
  const deposit = page.getByRole('form', { name: 'Para Yatır' });
  await deposit.getByLabel('Banka').selectOption('Akbank');
  await deposit.getByLabel('Tutar (₺)').fill('750');
  await deposit.getByRole('button', { name: 'Yatırım Talebi Oluştur' }).click();
  await expect(page.getByText('Para yatırma talebiniz alındı!')).toBeVisible();
  // The request's reference code, to write in the transfer's description, stays on the page.
  const reference = page.getByRole('region', { name: 'Referans Kodunuz' });
  await expect(reference).toContainText(/Havale açıklamasına bu kodu yazın: [A-HJKMNP-Z2-9]{8}/);
  const code = (await reference.locator('.deposit-reference__code').textContent())!;
  await expect(page.getByText('Yatırım talebiniz alındı, onay bekleniyor...')).toBeVisible({ timeout: 12_000 });
  await expect(balance).toHaveText('0,00 ₺');

  await approve(admin, 'deposits', username);
  await expect(page.getByText('Yatırımınız onaylanmıştır! Bakiyeniz güncellendi.')).toBeVisible({ timeout: 12_000 });
  await expect(balance).toHaveText('750,00 ₺', { timeout: 12_000 });
  // the approved deposit's bonus offer: this player declines it
  const offer = page.getByRole('dialog', { name: 'Bonusunuzu Seçin' });
  await expect(offer).toBeVisible({ timeout: 12_000 });
  const confirm = nextDialog(page, 'confirm');
  await offer.getByRole('button', { name: 'Bonus İstemiyorum' }).click();
  expect(await confirm).toBe('Bonus almak istemediğinize emin misiniz?');
  await expect(page.getByText('Bonus reddedildi. Kayıp bonusu hakkınız saklıdır.')).toBeVisible();
  await expect(offer).toBeHidden();

  await page.getByRole('tab', { name: 'Para Çek' }).click();
  const withdraw = page.getByRole('form', { name: 'Para Çek' });
  await withdraw.getByLabel('Tutar (₺)').fill('200.75');
  await withdraw.getByLabel('Tutar (₺)').blur();
  await expect(withdraw.getByLabel('Tutar (₺)')).toHaveValue('200');
  await withdraw.getByLabel('Hesap Sahibi Adı Soyadı').fill('Elif Şahin');
  await withdraw.getByLabel('Banka').selectOption('Ziraat Bankası');
  await withdraw.getByLabel('IBAN').fill(IBAN.toLowerCase());
  await expect(withdraw.getByLabel('IBAN')).toHaveValue(IBAN.replace(/(.{4})/g, '$1 ').trim());
  await withdraw.getByLabel('Bu hesap bilgilerini sonraki çekimler için kaydet').check();
  await withdraw.getByRole('button', { name: 'Çekim Talebi Oluştur' }).click();
  await expect(page.getByText('Çekim talebiniz alındı', { exact: true })).toBeVisible();
  await expect(page.getByText('Çekim talebiniz alındı, işlem yapılıyor...')).toBeVisible({ timeout: 12_000 });
  await expect(balance).toHaveText('550,00 ₺', { timeout: 12_000 });

  await approve(admin, 'withdrawals', username);
  await expect(page.getByText('Çekim talebiniz onaylandı!')).toBeVisible({ timeout: 12_000 });

  // The saved account comes back masked: first 6 characters, stars, last 4.
  await openPage(page, '/account/wallet?tab=withdraw');
  await expect(page.getByText(`${IBAN.slice(0, 6)}${'*'.repeat(16)}${IBAN.slice(-4)}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Geçmiş' }).click();
  const history = page.getByRole('tabpanel');
  await expect(history.getByText('Para Yatırma')).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'Para Yatırma' })).toContainText(`Referans: ${code}`);
  await expect(history.getByText('Para Çekme')).toBeVisible();
  await expect(history.getByText('Onaylandı')).toHaveCount(2);

  await openPage(page, '/account/transactions?tab=deposit');
  await expect(page.getByRole('cell', { name: /750,00/ }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Çekimler' }).click();
  await expect(page.getByRole('cell', { name: /200,00/ }).first()).toBeVisible();
  await admin.dispose();
});
