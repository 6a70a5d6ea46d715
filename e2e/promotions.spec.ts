import { expect, test } from '@playwright/test';
import { openPage, waitForIdleShell } from './helpers.ts';

test.describe('promotions', () => {
  test('/promotions lists the cards; an anonymous visitor is sent to the login page', async ({ page }) => {
    await openPage(page, '/promotions');
    await expect(page.getByRole('heading', { name: 'Promosyonlar', level: 1 })).toBeVisible();
    const api = await (await page.request.get('/api/promotions.php')).json();
    expect(api.promotions.length).toBeGreaterThanOrEqual(6);

    const cards = page.locator('main article.promo-card');
    await expect(cards).toHaveCount(api.promotions.length);
    const buttons = page.getByRole('button', { name: 'Bonusu Aktifleştir' });
    await expect(buttons).toHaveCount(api.promotions.length);
    for (const [i, promo] of (api.promotions as { name: string }[]).entries()) {
      await expect(cards.nth(i).getByRole('heading', { name: promo.name })).toBeVisible();
      await expect(cards.nth(i).getByRole('button', { name: 'Bonusu Aktifleştir' })).toBeVisible();
    }

    await buttons.nth(1).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'GİRİŞ YAP' })).toBeVisible();
  });

  test('a card of the home strip opens the promotion dialog, Escape closes it', async ({ page }) => {
    await openPage(page, '/');
    const strip = page.getByRole('region', { name: 'Promosyonlar' });
    await expect(strip.getByRole('link', { name: 'Tümünü Gör' })).toHaveAttribute('href', '/promotions');
    const cards = strip.getByRole('button', { name: /Detayları gör/ });
    await expect(cards.first()).toBeVisible();
    const api = await (await page.request.get('/api/promotions.php')).json();
    // The list is doubled for the loop; the copy is hidden from assistive tech.
    await expect(cards).toHaveCount(api.promotions.length);
    await expect(strip.locator('.promo-strip__card')).toHaveCount(api.promotions.length * 2);

    const first = cards.first();
    const name = (await first.locator('.promo-strip__name').innerText()).trim();
    expect(name).toBe(api.promotions[0].name);
    await first.click();

    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(dialog).toContainText(api.promotions[0].description || 'Bu bonus ile kazancınızı katlayın!');
    // A deposit bonus is offered after the deposit and lapses (decision 0021); the others are credited at once.
    await expect(dialog).toContainText(
      api.promotions[0].bonus_type === 'deposit'
        ? 'Yatırım bonusu otomatik olarak tanımlanmaz: yatırımınız onaylandığında size sunulur.'
        : 'Bonus, yatırımınızın ardından hesabınıza otomatik olarak tanımlanır ve bonus bakiyeniz yatırım sonrasında güncellenir.',
    );
    await expect(dialog).toContainText(`${api.promotions[0].rollover}x`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await waitForIdleShell(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a card scrolled in from the loop\'s second copy opens its dialog too', async ({ page }) => {
    await openPage(page, '/');
    const strip = page.locator('.promo-strip');
    const api = await (await page.request.get('/api/promotions.php')).json();
    await expect(strip.locator('.promo-strip__card')).toHaveCount(api.promotions.length * 2);
    // Where the loop shows the copy: its first card at the strip's left edge.
    await strip.hover();
    await strip.evaluate((el) => (el.scrollLeft = el.scrollWidth / 2));
    const copy = strip.locator('.promo-strip__track').nth(1).locator('.promo-strip__card').first();
    await expect(copy).toBeInViewport();
    await copy.click();
    const name = api.promotions[0].name as string;
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The copy stays out of the tab order.
    await expect(copy).toHaveAttribute('tabindex', '-1');
  });
});
