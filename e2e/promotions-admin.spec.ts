import { expect, test } from '@playwright/test';
import { shoot, staffPage } from './backoffice-kit.ts';
import { approve, openPage, registerAndLogin, staffApi, uniqueSuffix } from './helpers.ts';

/**
 * The promotions editor end to end: content staff create a deposit promotion in the back office
 * (watching the player's card in the preview); it is a draft until finance approves it on Promosyon
 * onayı (docs/decisions/0024); then the player sees it on /promotions, deposits, staff approve the
 * deposit, the player chooses the new promotion in the offer and the bonus is active.
 */
test('a promotion made in the back office is taken by a player', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const name = `Yönetim Bonusu ${uniqueSuffix()}`;
  const staff = await staffPage(browser, '/backoffice/promotions', 'content');
  await expect(staff.getByRole('heading', { name: 'Promosyonlar', level: 1 })).toBeVisible();
  await staff.getByRole('button', { name: 'Yeni promosyon' }).click();
  const editor = staff.getByRole('dialog', { name: 'Yeni promosyon' });
  await editor.getByLabel('Promosyon adı').fill(name);
  await editor.getByLabel('Açıklama').fill('Yatırımınıza %40 ek bakiye.');
  await editor.getByLabel('Bonus yüzdesi (%)').fill('40');
  await editor.getByLabel('En yüksek bonus (TL; yüzdeli bonusta gerekli, site tavanına kadar)').fill('200');
  await editor.getByLabel('En az yatırım (TL)').fill('100');
  await editor.getByLabel('Çevrim (kat)').fill('3');
  await editor.getByLabel('En yüksek bahis (TL; yatırım ve deneme bonusunda gerekli)').fill('100');
  const preview = editor.getByRole('complementary', { name: 'Oyuncunun göreceği' });
  await expect(preview.getByRole('heading', { name }).first()).toBeVisible();
  await expect(preview.getByText(/Minimum yatırım: 100/).first()).toBeVisible();
  await shoot(staff, 'promotions-editor');
  // a refusal of the shared schema, in Turkish, before anything is sent
  await editor.getByLabel('Bonus yüzdesi (%)').fill('0');
  await editor.getByRole('button', { name: 'Kaydet' }).click();
  await expect(editor.getByText('Yatırım bonusu için yüzde ya da sabit tutardan birini girin')).toBeVisible();
  await editor.getByLabel('Bonus yüzdesi (%)').fill('40');
  await editor.getByRole('button', { name: 'Kaydet' }).click();
  await expect(staff.getByText(`${name} kaydedildi.`)).toBeVisible();
  await expect(staff.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(staff.getByRole('row', { name: new RegExp(name) }).getByRole('cell', { name: 'Onay bekliyor' }).first()).toBeVisible();
  await shoot(staff, 'promotions-page');

  // a draft: the player does not see it until a money role other than its author approves it
  const username = await registerAndLogin(page);
  await openPage(page, '/promotions');
  await expect(page.getByRole('heading', { name: 'Promosyonlar', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 2 })).toHaveCount(0);
  const finance = await staffPage(browser, '/backoffice/promotion-approvals', 'finance');
  await expect(finance.getByRole('heading', { name: 'Promosyon onayı', level: 1 })).toBeVisible();
  await finance.getByRole('button', { name: `Onayla: ${name}` }).click();
  await finance.getByRole('dialog', { name: `${name} onaylansın mı?` }).getByRole('button', { name: 'Onayla' }).click();
  await expect(finance.getByText(`${name} onaylandı.`)).toBeVisible();
  await shoot(finance, 'promotion-approvals');
  await finance.context().close();

  // approved: the player sees it
  await openPage(page, '/promotions');
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

  await openPage(page, '/account/wallet?tab=deposit');
  const deposit = page.getByRole('form', { name: 'Para Yatır' });
  await deposit.getByLabel('Banka').selectOption('Akbank');
  await deposit.getByLabel('Tutar (₺)').fill('500');
  await deposit.getByRole('button', { name: 'Yatırım Talebi Oluştur' }).click();
  await expect(page.getByText('Para yatırma talebiniz alındı!')).toBeVisible();
  const admin = await staffApi();
  await approve(admin, 'deposits', username);
  await admin.dispose();

  const modal = page.getByRole('dialog', { name: 'Bonusunuzu Seçin' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal.getByText(name)).toBeVisible();
  await modal.getByRole('button', { name: `Bu Bonusu Seç: ${name}` }).click();
  // 40 % of 500 TL, capped at 200 TL
  await expect(page.getByText('Bonus başarıyla eklendi! 200,00 ₺')).toBeVisible();
  await page.waitForLoadState('load');

  const active = (await (await page.request.get('/api/player-active-bonuses.php')).json()).active_bonuses as { name: string; wagering: { required: number } }[];
  expect(active).toHaveLength(1);
  expect(active[0]).toMatchObject({ name, wagering: { required: 600 } });
  await openPage(page, '/account/bonuses');
  await expect(page.getByRole('tabpanel').getByText(name)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('3x')).toBeVisible();
});

test('the game catalogue and the providers pages', async ({ browser }) => {
  const staff = await staffPage(browser, '/backoffice/games', 'content');
  await expect(staff.getByRole('heading', { name: 'Oyun kataloğu' })).toBeVisible();
  await expect(staff.getByRole('cell', { name: 'Lale Bahçesi' }).first()).toBeVisible();
  await shoot(staff, 'games-page');
  // content staff have no providers page
  await expect(staff.getByRole('link', { name: 'Sağlayıcılar' })).toHaveCount(0);

  const admin = await staffPage(browser, '/backoffice/providers', 'admin');
  await expect(admin.getByRole('heading', { name: 'Oyun sağlayıcıları' })).toBeVisible();
  const id = `e2e-${uniqueSuffix()}`;
  await admin.getByLabel('Kod').fill(id);
  await admin.getByLabel('Ad', { exact: true }).fill('E2E Oyun');
  await admin.getByRole('button', { name: 'Sağlayıcı ekle' }).click();
  const secret = admin.getByRole('dialog', { name: `${id} anahtarı` });
  await expect(secret.getByLabel('Gizli anahtar')).not.toHaveValue('');
  await shoot(admin, 'providers-secret');
  await secret.getByRole('button', { name: 'Kapat' }).click();
  await admin.getByRole('button', { name: `Anahtarı yenile: ${id}` }).click();
  const confirm = admin.getByRole('dialog', { name: `${id} anahtarı yenilensin mi?` });
  await confirm.getByRole('button', { name: 'Anahtarı yenile' }).click();
  await expect(admin.getByRole('dialog', { name: `${id} anahtarı` }).getByLabel('Gizli anahtar')).not.toHaveValue('');
  await admin.getByRole('dialog', { name: `${id} anahtarı` }).getByRole('button', { name: 'Kapat' }).click();
  await shoot(admin, 'providers-page');
});
