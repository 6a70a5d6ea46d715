import sanitize from 'sanitize-html';
import { CMS_ALLOWED_ATTRIBUTES, CMS_ALLOWED_SCHEMES, CMS_ALLOWED_TAGS } from '@app/shared/cms-html.ts';

/**
 * CMS pages are written by staff but shown to every player: only an allowlist of text markup
 * survives (THE allow-list, packages/shared/src/cms-html.ts, which the browser's sanitiser uses too),
 * links may only be relative, http(s) or mailto/tel, and external links open safely.
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...CMS_ALLOWED_TAGS],
    allowedAttributes: { a: [...CMS_ALLOWED_ATTRIBUTES.a], th: [...CMS_ALLOWED_ATTRIBUTES.th] },
    allowedSchemes: [...CMS_ALLOWED_SCHEMES],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:/i.test(attribs.href ?? '');
        return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs };
      },
    },
  });
}
