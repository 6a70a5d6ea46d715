import { expect, test, type Page } from '@playwright/test';
import { invalidTc, nextDialog, openPage, uniqueSuffix, validTc, waitForIdleShell } from './helpers.ts';

interface NewPlayer {
  username: string;
  password: string;
  email: string;
  tc: string;
}

function newPlayer(): NewPlayer {
  const suffix = uniqueSuffix();
  return {
    username: `e2e_${suffix}`,
    password: 'Gizli.Sifre1',
    email: `e2e.${suffix}@example.com`,
    tc: validTc(),
  };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Hesabımı Oluştur' });

/** Fills every field of the registration form except the TC number and the passwords. */
async function fillRegistration(page: Page, p: NewPlayer): Promise<void> {
  await field(page, 'Ad').fill('Ayşe');
  await field(page, 'Soyad').fill('Yılmaz');
  await field(page, 'Telefon').fill('0532 123 45 67');
  await page.getByRole('combobox', { name: 'Gün', exact: true }).selectOption('15');
  await page.getByRole('combobox', { name: 'Ay', exact: true }).selectOption({ label: 'Haziran' });
  await page.getByRole('combobox', { name: 'Yıl', exact: true }).selectOption('1990');
  await page.getByRole('radio', { name: 'Kadın' }).check();
  const country = field(page, 'Ülke');
  await expect(country).toHaveValue('Türkiye');
  await expect(country).toBeDisabled();
  const city = page.getByRole('combobox', { name: 'Şehir' });
  await expect(city).toHaveValue('İstanbul');
  await city.selectOption('İzmir');
  await field(page, 'Kullanıcı Adı').fill(p.username);
  await field(page, 'E-posta').fill(p.email);
  await page.getByRole('checkbox', { name: /Üyelik sözleşmesini/ }).check();
  await page.getByRole('checkbox', { name: /Kampanya ve yeniliklerden/ }).check();
}

/** The toast the login page shows after a registration (the form's page is left at once). */
const successToast = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Kayıt başarılı! Giriş yapabilirsiniz.' });

/** Fills a complete, valid registration and submits it; returns the payload the browser sent. */
async function registerThroughForm(page: Page, p: NewPlayer): Promise<Record<string, unknown>> {
  await fillRegistration(page, p);
  await field(page, 'TC Kimlik No').fill(p.tc);
  await field(page, 'Şifre').fill(p.password);
  await field(page, 'Şifre Tekrar').fill(p.password);
  await expect(submitButton(page)).toBeEnabled();
  const requestPromise = page.waitForRequest(
    (r) => r.url().endsWith('/api/register.php') && r.method() === 'POST',
  );
  const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/register.php'));
  await submitButton(page).click();
  const [request, response] = await Promise.all([requestPromise, responsePromise]);
  expect(response.status(), `register.php answered ${await response.text()}`).toBe(201);
  await expect(successToast(page)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'GİRİŞ YAP' })).toBeVisible();
  return request.postDataJSON() as Record<string, unknown>;
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Kullanıcı Adı' }).fill(username);
  await field(page, 'Şifre').fill(password);
  await page.locator('form').getByRole('button', { name: 'Giriş Yap' }).click();
}

async function expectLoggedInHeader(page: Page, username: string, balance: string): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await waitForIdleShell(page);
  const header = page.locator('header');
  await expect(
    header.getByRole('button', { name: new RegExp(`${username}.*Kullanıcı menüsü`) }),
  ).toBeVisible();
  await expect(header.getByTestId('header-balance')).toHaveText(balance);
  await expect(header.getByRole('link', { name: 'Giriş Yap' })).toHaveCount(0);
  const session = await (await page.request.get('/api/user_session.php')).json();
  expect(session).toMatchObject({ logged_in: true, user: { username } });
}

test.describe('registration and login', () => {
  test('register a new player, log in, log out and log in again', async ({ page }) => {
    const p = newPlayer();
    await openPage(page, '/auth/register');
    await expect(page.getByRole('heading', { name: 'ÜYELİK OLUŞTUR' })).toBeVisible();
    await fillRegistration(page, p);

    // The submit button waits for a complete and valid TC number.
    const tc = field(page, 'TC Kimlik No');
    await expect(submitButton(page)).toBeDisabled();
    await tc.fill(p.tc.slice(0, 10));
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.getByText('Geçersiz TC Kimlik No')).toHaveCount(0);
    await tc.fill(invalidTc());
    await expect(page.getByText('Geçersiz TC Kimlik No', { exact: true })).toBeVisible();
    await expect(tc).toHaveAttribute('aria-invalid', 'true');
    await expect(submitButton(page)).toBeDisabled();
    await tc.fill(p.tc);
    await expect(page.getByText('Geçersiz TC Kimlik No')).toHaveCount(0);
    await expect(submitButton(page)).toBeEnabled();

    // ...and for matching passwords.
    await field(page, 'Şifre').fill(p.password);
    await expect(submitButton(page)).toBeDisabled();
    await field(page, 'Şifre Tekrar').fill(`${p.password}x`);
    await expect(submitButton(page)).toBeDisabled();
    await field(page, 'Şifre Tekrar').fill(p.password);
    await expect(submitButton(page)).toBeEnabled();

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/register.php'));
    await submitButton(page).click();
    await expect(successToast(page)).toBeVisible();
    expect((await sent).postDataJSON()).toMatchObject({
      username: p.username,
      email: p.email,
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      tc: p.tc,
      gender: 'female',
      city: 'İzmir',
      country: 'Türkiye',
      currency: 'TRY',
      lang: 'tr',
    });
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'GİRİŞ YAP' })).toBeVisible();

    // Log in with the new account: home, with the user menu and the (empty) balance in the header.
    await waitForIdleShell(page);
    await logIn(page, p.username, p.password);
    await expectLoggedInHeader(page, p.username, '0,00 ₺');

    // Log out through the user menu; the confirmation is accepted.
    const header = page.locator('header');
    await header.getByRole('button', { name: /Kullanıcı menüsü/ }).click();
    const confirm = nextDialog(page, 'confirm');
    await header.getByRole('button', { name: 'Çıkış Yap' }).click();
    expect(await confirm).toBe('Çıkış yapmak istediğinize emin misiniz?');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await waitForIdleShell(page);
    await expect(header.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Kayıt Ol' })).toBeVisible();
    await expect(header.getByTestId('header-balance')).toHaveCount(0);
    expect(await (await page.request.get('/api/user_session.php')).json()).toMatchObject({
      logged_in: false,
    });

    // And in again.
    await logIn(page, p.username, p.password);
    await expectLoggedInHeader(page, p.username, '0,00 ₺');
  });

  test('a wrong password shows the server message; the demo player then logs in with 5.000 ₺', async ({
    page,
  }) => {
    await openPage(page, '/auth/login');
    await logIn(page, 'demo', 'Yanlis.Sifre9');
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      /^Kullanıcı adı veya şifre hatalı\. Kalan deneme hakkı: \d+$/,
    );
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.locator('header').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    expect(await (await page.request.get('/api/user_session.php')).json()).toMatchObject({
      logged_in: false,
    });

    await logIn(page, 'demo', 'Demo.12345');
    await expectLoggedInHeader(page, 'demo', '5.000,00 ₺');
  });

  test('a btag in the register URL is kept as a cookie and sent with the registration', async ({
    page,
    context,
  }) => {
    await openPage(page, '/auth/register?btag=ortak77');
    const cookie = (await context.cookies()).find((c) => c.name === 'affiliate_btag');
    expect(cookie, 'affiliate_btag cookie').toBeDefined();
    expect(cookie).toMatchObject({ value: 'ortak77', path: '/' });
    // 30 days (2592000 s), give or take the time the test took.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(2592000 - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(2592000 + 5);
    expect(await page.evaluate(() => localStorage.getItem('affiliate_btag'))).toBe('ortak77');

    const sent = await registerThroughForm(page, newPlayer());
    expect(sent.affiliate_btag).toBe('ortak77');
    // The cookie outlives the registration.
    expect((await context.cookies()).find((c) => c.name === 'affiliate_btag')?.value).toBe('ortak77');
  });

  test('a btag caught on an earlier page is sent from the cookie', async ({ page }) => {
    await openPage(page, '/promotions?btag=ortak88');
    await openPage(page, '/auth/register');
    const sent = await registerThroughForm(page, newPlayer());
    expect(sent.affiliate_btag).toBe('ortak88');
  });
});
