import { expect, test } from '@playwright/test';
import { shoot, staffPage } from './backoffice-kit.ts';

/**
 * Siteler and Site kuralları in the browser: a content editor opens the demo site, the header
 * preview follows the colour picked, a custom CSS that tries to leave its style element is refused
 * with the server's Turkish message; risk sees the rules page. Screenshots at 1366, 768 and 390 px.
 */
test('content edits a site with a live header preview; the CSS break-out is refused', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser, '/backoffice/sites', 'content');
  await expect(page.getByRole('heading', { name: 'Siteler', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /sitesini düzenle$/ }).first().click();
  // A new site and the domains are site rules: content neither creates a site nor edits the domains.
  await expect(page.getByRole('button', { name: 'Yeni site' })).toHaveCount(0);
  await expect(page.getByLabel('Alan adları')).not.toBeEditable();
  const preview = page.getByTestId('site-preview');
  await page.getByLabel('Ana renk').fill('#0e7490');
  await expect.poll(() => preview.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--color-primary'))).toBe('#0e7490');
  await expect(preview.locator('.bo-site-preview__primary')).toHaveCSS('background-color', 'rgb(14, 116, 144)');
  await shoot(page, 'sites');

  await page.getByLabel('Özel CSS').fill('a{color:red}</style><script>alert(1)</script>');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('alert')).toHaveText("Özel CSS '<' karakteri içeremez (ör. </style>)");
  await page.context().close();
});

test('risk sees and can edit the site rules', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser, '/backoffice/site-rules', 'risk');
  await expect(page.getByRole('heading', { name: 'Site kuralları', level: 1 })).toBeVisible();
  const form = page.getByRole('form').first();
  await expect(form.getByLabel('Hizmet verilen ülkeler')).toHaveValue('TR');
  // The cashback percent and the promotions' caps are site rules too (docs/decisions/0024).
  await expect(form.getByLabel('Kayıp bonusu yüzdesi (%, 0-25)')).toBeVisible();
  await expect(form.getByLabel('Promosyon tutar tavanı (TL)')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Siteler' })).toHaveCount(0);
  await shoot(page, 'site-rules');
  // A change is saved (and put back: other tests register players of 18).
  for (const age of ['19', '18']) {
    await form.getByLabel('En düşük yaş').fill(age);
    await form.getByRole('button', { name: 'Kuralları kaydet' }).click();
    await expect(page.getByTestId('notice')).toContainText('Kurallar kaydedildi.');
    await expect(form.getByLabel('En düşük yaş')).toHaveValue(age);
  }
  await page.context().close();
});
