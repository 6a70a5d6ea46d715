import DOMPurify from 'dompurify';
import { CMS_ALLOWED_ATTRIBUTES, CMS_ALLOWED_TAGS } from '@app/shared/cms-html.ts';

/**
 * Defence in depth for staff-written CMS HTML: the server already sanitises it (sanitize-html, on
 * save and on display); the browser runs DOMPurify again before the HTML reaches the page, with the
 * same allow-list (packages/shared/src/cms-html.ts). DOMPurify's own URI check refuses script URLs
 * (javascript:, vbscript:, data: ...) in links, also encoded or with whitespace inside.
 */
const ATTRIBUTES = [...new Set(Object.values(CMS_ALLOWED_ATTRIBUTES).flat())];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...CMS_ALLOWED_TAGS], ALLOWED_ATTR: ATTRIBUTES, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
