/**
 * THE allow-list of CMS page HTML (staff write it, every player reads it): the server's sanitiser
 * (apps/server/src/lib/html.ts, sanitize-html, on save and on display) and the browser's
 * (apps/web/src/lib/sanitize-html.ts, DOMPurify, on display) both keep only these tags and
 * attributes; links only relative, http(s), mailto or tel. The back office's editor (TipTap) writes
 * within it.
 */
export const CMS_ALLOWED_TAGS = ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'a', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'] as const;
export const CMS_ALLOWED_ATTRIBUTES = { a: ['href', 'target', 'rel'], th: ['scope'] } as const;
export const CMS_ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
