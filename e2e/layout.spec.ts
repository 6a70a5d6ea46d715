import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openPage } from './helpers.ts';

const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };
const SCREENS_DIR = 'test-results/screens';

interface OverflowReport {
  viewport: number;
  scrollWidth: number;
  offenders: string[];
}

/**
 * Horizontal overflow of the current page: the document's scroll width, and every visible element
 * whose box ends right of the viewport (elements inside a horizontally clipping or scrolling
 * container are left out; the container itself is checked). Only the outermost offenders are listed.
 */
async function overflowReport(page: Page): Promise<OverflowReport> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const root = document.documentElement;

    const describe = (el: Element): string => {
      const part = (e: Element) => {
        let s = e.tagName.toLowerCase();
        if (e.id) s += `#${e.id}`;
        const classes = Array.from(e.classList).slice(0, 3);
        if (classes.length) s += `.${classes.join('.')}`;
        return s;
      };
      const chain: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && chain.length < 4; e = e.parentElement) {
        chain.unshift(part(e));
      }
      return chain.join(' > ');
    };

    const clippedByAncestor = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body && p !== root; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };

    const offending = new Set<Element>();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right <= vw + 1) continue;
      if (clippedByAncestor(el)) continue;
      offending.add(el);
    }
    const offenders = [...offending]
      .filter((el) => !el.parentElement || !offending.has(el.parentElement))
      .slice(0, 15)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${describe(el)} (left ${Math.round(r.left)}, right ${Math.round(r.right)}, width ${Math.round(r.width)})`;
      });
    return { viewport: vw, scrollWidth: root.scrollWidth, offenders };
  });
}

async function expectNoHorizontalOverflow(page: Page, name: string): Promise<void> {
  const report = await overflowReport(page);
  const message =
    `${name} at ${report.viewport}px: document scrollWidth ${report.scrollWidth}` +
    (report.offenders.length ? `; elements beyond the viewport:\n  ${report.offenders.join('\n  ')}` : '');
  expect(report.offenders, message).toEqual([]);
  expect(report.scrollWidth, message).toBeLessThanOrEqual(report.viewport);
}

/** Scrolls through the page so lazy images load (their size may change the layout), then back up. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

async function screenshot(page: Page, name: string, width: number): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-${width}.png`, fullPage: true });
}

/** Public pages and what shows that each has finished loading. */
const PAGES: { name: string; path: string; heading: string }[] = [
  { name: 'promotions', path: '/promotions', heading: 'Promosyonlar' },
  { name: 'request-call', path: '/request-call', heading: 'ARANMA TALEBİ' },
  { name: 'affiliate-apply', path: '/affiliate-apply', heading: 'ORTAKLIK PROGRAMI KAYIT' },
  { name: 'register', path: '/auth/register', heading: 'ÜYELİK OLUŞTUR' },
  { name: 'login', path: '/auth/login', heading: 'GİRİŞ YAP' },
  { name: 'slots', path: '/slots', heading: 'Slot Oyunları' },
  { name: 'livecasino', path: '/livecasino', heading: 'Canlı Casino' },
  { name: 'sayfa-kurallar', path: '/sayfa/kurallar', heading: 'Genel Kurallar ve Şartlar' },
];

async function waitForContent(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading, level: 1, exact: true })).toBeVisible();
  // Skeletons and spinners of the page are gone.
  await expect(page.locator('main .skeleton, main .spinner')).toHaveCount(0);
}

for (const viewport of [DESKTOP, MOBILE]) {
  const mobile = viewport.width < 1024;

  test.describe(`layout at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('home page: banners, promotions, categories, no horizontal overflow', async ({ page }) => {
      await openPage(page, '/');
      const main = page.locator('main');

      // Desktop: left and right banner carousels; mobile: one.
      const carousels = main.getByRole('region', { name: 'Kampanyalar' });
      await expect(carousels).toHaveCount(mobile ? 1 : 2);
      for (const carousel of await carousels.all()) {
        await expect(carousel).toBeVisible();
        await expect(carousel.getByRole('img').first()).toBeVisible();
        await expect(carousel.getByRole('button', { name: '1. kampanyayı göster' })).toBeVisible();
      }

      const promotions = main.getByRole('region', { name: 'Promosyonlar' });
      await expect(promotions.getByRole('button', { name: /Detayları gör/ }).first()).toBeVisible();

      const categories = main.getByRole('region', { name: 'Oyun Kategorileri' });
      await expect(categories).toBeVisible();
      const categoryLinks = categories.getByRole('link');
      expect(await categoryLinks.count()).toBeGreaterThanOrEqual(4);
      await expect(categories.getByRole('link', { name: /Slot Oyunları/ })).toHaveAttribute('href', '/slots');

      await expect(main.locator('.skeleton')).toHaveCount(0);
      await scrollThrough(page);
      await screenshot(page, 'home', viewport.width);
      await expectNoHorizontalOverflow(page, 'home');

      const bottomNav = page.getByRole('navigation', { name: 'Alt menü' });
      const sidebar = page.locator('aside#sidebar'); // complementary on desktop, a modal dialog when it slides in
      if (!mobile) {
        await expect(bottomNav).toHaveCount(0);
        await expect(sidebar).toBeVisible();
        await expect(sidebar).toBeInViewport();
        return;
      }

      // Mobile: bottom navigation, and the sidebar as a slide-in that locks page scroll.
      await expect(bottomNav).toBeVisible();
      await expect(bottomNav).toBeInViewport();
      for (const label of ['Giriş Yap', 'Slot', 'Casino', 'Canlı Destek']) {
        await expect(bottomNav.getByRole('link', { name: label })).toBeVisible();
      }
      await expect(bottomNav.getByRole('button', { name: 'Menü' })).toBeVisible();

      const burger = page.locator('header').getByRole('button', { name: 'Menüyü aç' });
      const bodyOverflow = () => page.evaluate(() => document.body.style.overflow);
      await expect(sidebar).toBeHidden();
      expect(await bodyOverflow()).not.toBe('hidden');

      await burger.click();
      await expect(sidebar).toBeVisible();
      await expect(sidebar).toBeInViewport({ ratio: 1 });
      await expect(page.locator('header .header__burger')).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(bodyOverflow).toBe('hidden');
      await expect(sidebar.getByRole('link', { name: 'Promosyonlar' })).toBeVisible();
      await screenshot(page, 'home-sidebar-open', viewport.width);

      // The open menu is modal: it takes the focus, and Tab never leaves it for the page behind.
      await expect(page.getByRole('dialog', { name: 'Ana menü' })).toBeVisible();
      await expect(sidebar.getByRole('button', { name: 'Menüyü kapat' })).toBeFocused();
      for (let i = 0; i < 30; i += 1) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return 'body';
          return el.closest('#sidebar, .sidebar-backdrop') ? 'menu' : el.outerHTML.slice(0, 80);
        });
        expect(['menu', 'body']).toContain(where);
      }

      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect.poll(bodyOverflow).not.toBe('hidden');
      await expect(burger).toBeFocused();

      await burger.click();
      await expect(sidebar).toBeInViewport({ ratio: 1 });
      await expect.poll(bodyOverflow).toBe('hidden');
      await sidebar.getByRole('button', { name: 'Menüyü kapat' }).click();
      await expect(sidebar).toBeHidden();
      await expect.poll(bodyOverflow).not.toBe('hidden');
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
    });

    for (const p of PAGES) {
      test(`${p.path} has no horizontal overflow`, async ({ page }) => {
        await openPage(page, p.path);
        await waitForContent(page, p.heading);
        await scrollThrough(page);
        await screenshot(page, p.name, viewport.width);
        await expectNoHorizontalOverflow(page, p.path);
      });
    }
  });
}
