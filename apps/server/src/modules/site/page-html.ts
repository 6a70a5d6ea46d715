import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { bannerImage, DESKTOP_MEDIA, topBanners } from '@app/shared/page-banners.ts';
import type { Db } from '../../db/client.ts';
import { listBanners } from './site.service.ts';

/** A preload of an image the page shows first, for the layout `media` selects. */
export interface ImageHint {
  href: string;
  media: string;
}

const PHONE_MEDIA = `not all and ${DESKTOP_MEDIA}`;

/**
 * The first image of each carousel at the top of a page (its largest paint), desktop and phone: what
 * the player site will render there once its code and the banners call have come (the same queries,
 * `topBanners`, and the same choice of image, `bannerImage`).
 */
export async function pageImageHints(db: Db, siteId: number, pathname: string): Promise<ImageHint[]> {
  const hints: ImageHint[] = [];
  for (const [device, media] of [['desktop', DESKTOP_MEDIA], ['mobile', PHONE_MEDIA]] as const) {
    for (const query of topBanners(pathname, device === 'desktop')) {
      const [first] = await listBanners(db, siteId, query);
      const href = first && bannerImage(first, device);
      if (href) hints.push({ href, media });
    }
  }
  return hints;
}

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

let template: { file: string; mtimeMs: number; html: string } | undefined;

/** The built index.html, read again only when the file changed (a rebuilt web app needs no restart). */
async function indexHtml(webDistDir: string): Promise<string> {
  const file = path.join(webDistDir, 'index.html');
  const { mtimeMs } = await stat(file);
  if (template?.file !== file || template.mtimeMs !== mtimeMs) template = { file, mtimeMs, html: await readFile(file, 'utf8') };
  return template.html;
}

/**
 * The player site's page for a path: the built index.html with a `<link rel="preload">` for each
 * image the page paints first, so a phone fetches it with the page rather than after the page's
 * code, its banners call and its first render (Lighthouse's largest paint; decision 0026).
 */
export async function playerPageHtml(db: Db, siteId: number, webDistDir: string, pathname: string): Promise<string> {
  const html = await indexHtml(webDistDir);
  // The hints only speed the page up: when the banners cannot be read, the page goes without them
  // (the app shows its own state of the banners call).
  const hints = await pageImageHints(db, siteId, pathname).catch(() => []);
  if (hints.length === 0) return html;
  const links = hints
    .map((h) => `<link rel="preload" as="image" href="${escapeAttribute(h.href)}" media="${h.media}" fetchpriority="high" />`)
    .join('\n    ');
  return html.replace('</head>', `    ${links}\n  </head>`);
}
