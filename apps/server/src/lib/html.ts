import sanitize from 'sanitize-html';

/**
 * CMS pages are written by staff but shown to every player: only an allowlist of text markup
 * survives, links may only be relative, http(s) or mailto/tel, and external links open safely.
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    allowedAttributes: { a: ['href', 'target', 'rel'], th: ['scope'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:/i.test(attribs.href ?? '');
        return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs };
      },
    },
  });
}
