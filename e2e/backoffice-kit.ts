import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_ADMIN } from '../playwright.config.ts';
import { staffApi, uniqueSuffix } from './helpers.ts';

/** The back office's browser tests share these: screenshots at two widths and the admin's sign in. */

/** Screenshots at 1366, 768 (the back office is desktop first but usable there) and 390 px wide, kept with the test's output; nothing may be wider than the window. */
export async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1366, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing is wider than the window: a wide table scrolls inside its own region. Charts follow
    // the window's width a frame after it changes, so the width is polled until it settles.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width}` })
      .toBeLessThanOrEqual(width);
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

const ROLE_NAMES = { finance: 'Finans', support: 'Destek', content: 'İçerik', risk: 'Risk', admin: 'Yönetici' } as const;

/**
 * Enrols through the sign-in form's enrolment step (already on the page after a login with the first
 * password): reads the secret shown as text, types a code of it and the owner's own password twice.
 */
export async function enrolThroughForm(page: Page, newPassword: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'İki adımlı doğrulamayı kurun' })).toBeVisible();
  const secret = ((await page.getByTestId('enrol-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Uygulamadaki 6 haneli kod').fill(await generate({ secret }));
  await page.getByLabel('Yeni şifreniz', { exact: true }).fill(newPassword);
  await page.getByLabel('Yeni şifreniz (tekrar)', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Doğrula ve giriş yap' }).click();
}

/**
 * Opens `path` in the back office in a new browser context as a new staff member of `role`, created
 * by the admin through the Staff API (the reply carries no secret) and enrolled by its owner through
 * the form: a login with the first password, then the enrolment step with a code of the secret it
 * shows and a new password (decision 0022).
 */
export async function staffPage(browser: Browser, path: string, role: keyof typeof ROLE_NAMES): Promise<Page> {
  const admin = await staffApi();
  const username = `${role}_${uniqueSuffix()}`.slice(0, 30);
  const password = 'Personel.Sifre.2026';
  const r = await admin.post('/api/admin/staff', { data: { username, password, role } });
  expect(r.status(), await r.text()).toBe(201);
  await admin.dispose();
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await enrolThroughForm(page, 'Kendi.Personel.Sifrem1');
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeVisible();
  await expect(page.getByText(`${username} (${ROLE_NAMES[role]})`)).toBeVisible();
  return page;
}
