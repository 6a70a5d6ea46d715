import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_ADMIN, E2E_PORT } from '../playwright.config.ts';

/** A run-unique suffix: usernames, e-mails and TC numbers never collide across runs. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`;
}

function checkDigits(first9: number[]): [number, number] {
  const [d1, d2, d3, d4, d5, d6, d7, d8, d9] = first9 as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const d10 = ((((d1 + d3 + d5 + d7 + d9) * 7 - (d2 + d4 + d6 + d8)) % 10) + 10) % 10;
  const d11 = (first9.reduce((a, b) => a + b, 0) + d10) % 10;
  return [d10, d11];
}

/** A random valid TC Kimlik number (11 digits, first not 0, both check digits right). */
export function validTc(): string {
  const first9 = [
    1 + Math.floor(Math.random() * 9),
    ...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)),
  ];
  return [...first9, ...checkDigits(first9)].join('');
}

/** An 11-digit number that starts with 1-9 but has a wrong 11th check digit. */
export function invalidTc(): string {
  const valid = validTc();
  const last = (Number(valid[10]) + 1) % 10;
  return valid.slice(0, 10) + String(last);
}

/**
 * Opens a route and waits until the application is usable: the 400 ms start-up preloader and the
 * 500 ms route overlay are gone.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIdleShell(page);
}

export async function waitForIdleShell(page: Page): Promise<void> {
  await expect(page.locator('.preloader')).toHaveCount(0);
  await expect(page.getByText('İçerik yükleniyor...')).toHaveCount(0);
}

/** The next window.alert/confirm text, accepted. Register before the action that opens it. */
export function nextDialog(page: Page, type: 'alert' | 'confirm' = 'alert'): Promise<string> {
  return new Promise((resolve, reject) => {
    page.once('dialog', (dialog) => {
      const message = dialog.message();
      const kind = dialog.type();
      dialog
        .accept()
        .then(() => {
          if (kind !== type) reject(new Error(`expected a ${type} dialog, got ${kind}: ${message}`));
          else resolve(message);
        })
        .catch(reject);
    });
  });
}

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;
let staffCookies: Promise<StorageState> | undefined;

/**
 * A staff API context of the e2e admin. The admin logs in once per worker and each test gets a new
 * context with that session's cookie (Playwright closes a test's contexts when it ends). A TOTP code
 * logs in only once (the server refuses a replay), so a second login within the same 30 s would
 * fail; should it happen anyway (another worker), the login waits for the next code.
 */
export async function staffApi(): Promise<APIRequestContext> {
  const baseURL = `http://localhost:${E2E_PORT}`;
  staffCookies ??= (async () => {
    const ctx = await request.newContext({ baseURL });
    try {
      for (let attempt = 1; ; attempt += 1) {
        const r = await ctx.post('/api/admin/login', {
          data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password, totp: await generate({ secret: E2E_ADMIN.totpSecret }) },
        });
        if (r.status() === 200) return await ctx.storageState();
        if (attempt > 1 || r.status() !== 401) throw new Error(`staff login failed: ${r.status()} ${await r.text()}`);
        await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 250));
      }
    } finally {
      await ctx.dispose();
    }
  })();
  return request.newContext({ baseURL, storageState: await staffCookies });
}

/**
 * Clears the player's open AML flags with a note, as the risk role does: an open flag holds the
 * player's payouts (docs/decisions/0021). The context needs `flags.manage` (staffApi() is an admin).
 */
export async function clearAmlFlags(ctx: APIRequestContext, username: string): Promise<void> {
  const list = await (await ctx.get('/api/admin/aml/flags?status=open&limit=100')).json();
  for (const flag of list.flags.filter((f: { username: string }) => f.username === username)) {
    const r = await ctx.post(`/api/admin/aml/flags/${flag.id}/clear`, { data: { note: 'Uçtan uca test: kaynak görüldü' } });
    expect(r.status(), await r.text()).toBe(200);
  }
}

/** Approves the player's pending deposit or withdrawal through the staff API (a withdrawal's AML flags cleared first). */
export async function approve(ctx: APIRequestContext, kind: 'deposits' | 'withdrawals', username: string): Promise<void> {
  if (kind === 'withdrawals') await clearAmlFlags(ctx, username);
  const list = await (await ctx.get(`/api/admin/${kind}?status=pending`)).json();
  const item = list[kind].find((x: { username: string }) => x.username === username);
  expect(item, `${kind} of ${username} pending`).toBeTruthy();
  const r = await ctx.post(`/api/admin/${kind}/${item.id}/approve`);
  expect(r.status(), await r.text()).toBe(200);
}

/** A new player (registered through the API) logged in on the page's browser context. */
export async function registerAndLogin(page: Page): Promise<string> {
  const s = uniqueSuffix();
  const username = `cuzdan${s}`.slice(0, 20);
  const reg = await page.request.post('/api/register.php', {
    data: {
      username,
      password: 'Cuzdan.Sifre1',
      password_confirm: 'Cuzdan.Sifre1',
      email: `${username}@ornek.example`,
      first_name: 'Elif',
      last_name: 'Şahin',
      phone: '05321234567',
      tc: validTc(),
      dob_day: 3,
      dob_month: 4,
      dob_year: 1992,
      gender: 'female',
      country: 'Türkiye',
      city: 'Bursa',
      currency: 'TRY',
      lang: 'tr',
      terms: true,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await page.request.post('/api/login.php', { data: { username, password: 'Cuzdan.Sifre1' } });
  expect(login.status()).toBe(200);
  return username;
}
