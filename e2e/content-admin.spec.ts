import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { shoot, staffPage } from './backoffice-kit.ts';
import { uniqueSuffix } from './helpers.ts';

/**
 * Content in the back office (issue 16), by a content staff member signed in through the form: an
 * uploaded image becomes a home banner, moved first by the keyboard in the order list, and the
 * player's home page (a new browser) shows it at once, its image served; a CMS page written in the
 * editor shows at its address and in the footer. Screenshots of both pages at 1366, 768 and 390.
 */

/** A real PNG (a gradient, w x h), so the browser decodes it: CRC-32 and the chunks by hand. */
function png(w: number, h: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = table[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < h; y += 1) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x += 1) row.set([Math.round((x / w) * 255), 80, Math.round((y / h) * 255)], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a content user uploads an image and publishes a home banner; the player home shows it at once', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser, '/backoffice/banners', 'content');
  const title = `Kış kampanyası ${uniqueSuffix()}`;
  await expect(page.getByRole('heading', { name: 'Bannerlar', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Site')).not.toHaveValue('');

  await page.getByRole('button', { name: 'Yeni banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni banner' });
  await dialog.getByLabel('Başlık (görselin alternatif metni)').fill(title);
  await dialog.getByLabel('Bağlantı').fill('/promotions');
  await dialog.getByLabel('Konum').selectOption('desktop_left');
  // An SVG is refused (here, and by the server by its bytes).
  await dialog.getByLabel('Masaüstü görseli').setInputFiles({ name: 'a.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') });
  await expect(dialog.getByText(/SVG kabul edilmez\)/).first()).toBeVisible();
  await dialog.getByLabel('Masaüstü görseli').setInputFiles({ name: 'kis.png', mimeType: 'image/png', buffer: png(640, 320) });
  const preview = dialog.getByRole('img', { name: 'Masaüstü görseli önizlemesi' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await shoot(page, 'content-banner-form');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(`${title} bannerı kaydedildi.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: title })).toBeVisible();

  // First in its place, by the keyboard: lift with Space, up with the arrows, drop with Space.
  const order = page.getByRole('region', { name: 'Sıralama' });
  await order.getByLabel('Konum').selectOption('desktop_left');
  const handle = order.getByRole('button', { name: `${title} bannerını taşı` });
  await expect(handle).toBeVisible();
  const before = await order.getByRole('listitem').count();
  await handle.focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < before; i += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(order.getByRole('listitem').first()).toContainText(title);
  await order.getByRole('button', { name: 'Sırayı kaydet' }).click();
  await expect(page.getByText('Sıra kaydedildi.')).toBeVisible();
  await shoot(page, 'content-banners');

  const player = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await player.goto('/');
  const shown = player.getByRole('img', { name: title });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  const src = await shown.getAttribute('src');
  expect(src).toMatch(/^\/media\/uploads\/banners\//);

  // Disabled, its image stops being public at once.
  await page.getByRole('button', { name: `${title} bannerını yayından kaldır` }).click();
  await expect(page.getByText(`${title} yayından kaldırıldı.`)).toBeVisible();
  expect((await player.request.get(src!)).status()).toBe(404);
});

test('a page written in the editor shows at its address and in the footer', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await staffPage(browser, '/backoffice/pages', 'content');
  const suffix = uniqueSuffix().toLowerCase().replace(/[^a-z0-9]/g, '');
  const title = `Turnuva kuralları ${suffix}`;
  const slug = `turnuva-${suffix}`;
  await expect(page.getByRole('heading', { name: 'Sayfalar', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Yeni sayfa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni sayfa' });
  await dialog.getByLabel('Başlık', { exact: true }).fill(title);
  await dialog.getByLabel('URL (adres)').fill(slug);
  const editor = dialog.getByRole('textbox', { name: 'İçerik' });
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Katılım şartları');
  await dialog.getByRole('button', { name: 'Başlık 2' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Kalın' }).click();
  await page.keyboard.type('Her oyuncu bir kez katılır.');
  await expect(editor.locator('h2')).toHaveText('Katılım şartları');
  await expect(editor.locator('strong')).toHaveText('Her oyuncu bir kez katılır.');
  await dialog.getByLabel('Yayında').check();
  await expect(dialog.getByLabel('Alt bilgide (footer) göster')).toBeChecked();
  await shoot(page, 'content-page-form');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(`${title} sayfası kaydedildi.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
  await shoot(page, 'content-pages');

  const player = await (await browser.newContext()).newPage();
  await player.goto(`/sayfa/${slug}`);
  await expect(player.getByRole('heading', { name: 'Katılım şartları' })).toBeVisible();
  await expect(player.locator('strong', { hasText: 'Her oyuncu bir kez katılır.' })).toBeVisible();
  await expect(player.getByRole('contentinfo').getByRole('link', { name: title })).toBeVisible();
});
