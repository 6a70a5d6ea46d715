import DOMPurify from 'dompurify';

/**
 * Defence in depth for staff-written CMS HTML: the server already sanitises it (sanitize-html,
 * allowlist); the browser runs DOMPurify again before the HTML reaches the page.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
