import { expect, test } from '@playwright/test';
import { openPage, waitForIdleShell } from './helpers.ts';

const MONTHS = 'Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık';

function turkishDate(iso: string): string {
  return new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

test.describe('content pages (/sayfa/{slug})', () => {
  test('a footer link opens the page with title, last update and content', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.locator('footer');
    const corporate = footer.getByRole('region', { name: 'Kurumsal' });
    // Every demo footer page is linked.
    for (const slug of [
      'kurallar',
      'gizlilik-politikasi',
      'sorumlu-oyun',
      'hakkimizda',
      'iletisim',
      'sss',
      'bonus-kurallari',
      'kvkk',
      'cerez-politikasi',
    ]) {
      await expect(corporate.locator(`a[href="/sayfa/${slug}"]`)).toHaveCount(1);
    }

    await corporate.getByRole('link', { name: 'Sorumlu Oyun', exact: true }).click();
    await expect(page).toHaveURL(/\/sayfa\/sorumlu-oyun$/);
    await waitForIdleShell(page);

    const api = await (await page.request.get('/api/cms-pages.php?action=page&slug=sorumlu-oyun')).json();
    expect(api.success).toBe(true);

    const article = page.locator('article.cms-page');
    await expect(article.getByRole('heading', { name: 'Sorumlu Oyun', level: 1 })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Sayfa konumu' });
    await expect(breadcrumb.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/');
    await expect(breadcrumb).toContainText('Sorumlu Oyun');

    const updated = article.getByText(/^Son güncelleme:/);
    await expect(updated).toBeVisible();
    await expect(updated).toHaveText(new RegExp(`^Son güncelleme: \\d{1,2} (${MONTHS}) \\d{4}$`));
    await expect(updated).toHaveText(`Son güncelleme: ${turkishDate(api.page.updated_at)}`);

    // The HTML content is rendered (headings and paragraphs of the demo page).
    await expect(article.getByRole('heading', { name: 'Oyun Bir Eğlencedir', level: 2 })).toBeVisible();
    await expect(article.getByText(/18 yaşından küçüklerin siteye üye olması/)).toBeVisible();
    await expect(page).toHaveTitle(api.page.meta_title);

    // Another footer link reloads the page for the new slug.
    await corporate.getByRole('link', { name: 'Gizlilik Politikası', exact: true }).click();
    await expect(page).toHaveURL(/\/sayfa\/gizlilik-politikasi$/);
    await expect(article.getByRole('heading', { name: 'Gizlilik Politikası', level: 1 })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Oyun Bir Eğlencedir' })).toHaveCount(0);
  });

  test('an unknown slug shows "Sayfa Bulunamadı" with a link back home', async ({ page }) => {
    await openPage(page, '/sayfa/boyle-bir-sayfa-yok');
    await expect(page.getByRole('heading', { name: 'Sayfa Bulunamadı', level: 1 })).toBeVisible();
    await expect(page.getByText('Sayfa bulunamadı', { exact: true })).toBeVisible();
    const home = page.locator('main').getByRole('link', { name: 'Ana Sayfaya Dön' });
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Promosyonlar', level: 2 })).toBeVisible();
  });
});
