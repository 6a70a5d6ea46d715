import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_ADMIN } from '../playwright.config.ts';

/** The back office's browser tests share these: screenshots at two widths and the admin's sign in. */

/** Screenshots at 1366 and 390 px wide, kept with the test's output; nothing may be wider than the window. */
export async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing is wider than the window: a wide table scrolls inside its own region.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width}`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Signs in through the form; a code is accepted once, so a refused one is tried again in the next 30 s window. */
export async function signIn(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.getByLabel('Kullanıcı adı').fill(E2E_ADMIN.username);
    await page.getByLabel('Şifre').fill(E2E_ADMIN.password);
    await page.getByLabel('Doğrulama kodu').fill(await generate({ secret: E2E_ADMIN.totpSecret }));
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    const outcome = await Promise.race([
      page
        .getByRole('navigation', { name: 'Yönetim menüsü' })
        .waitFor()
        .then(() => 'in' as const),
      page
        .getByRole('alert')
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    expect(attempt, (await page.getByRole('alert').textContent()) ?? '').toBe(1);
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 250);
  }
}
