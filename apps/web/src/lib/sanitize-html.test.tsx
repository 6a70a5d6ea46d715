import { describe, expect, it } from 'vitest';
import { isScriptUrl, unsafeMarkup, XSS_PAYLOADS } from '@app/shared/testing/xss-payloads.ts';
import { sanitizeHtml } from './sanitize-html';

/**
 * The browser's sanitiser (CMS pages on display: DOMPurify) against the same known XSS payloads as
 * the server's: the output, parsed by the DOM as the page would, holds no element that runs or
 * loads script, no event handler, no script URL and no inline style; a second pass changes nothing.
 */
const RUNS = new Set(['SCRIPT', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'APPLET', 'BASE', 'META', 'LINK', 'STYLE', 'FORM', 'svg', 'math', 'TEMPLATE', 'NOSCRIPT']);

function unsafeInDom(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const el of host.querySelectorAll('*')) {
    if (RUNS.has(el.tagName) || RUNS.has(el.tagName.toUpperCase())) found.push(`<${el.tagName}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${el.tagName}[${name}]`);
      if (name === 'style' || name === 'srcdoc') found.push(`${el.tagName}[${name}]`);
      if (/^(href|src|action|formaction|background|data|xlink:href|poster)$/.test(name) && isScriptUrl(attr.value)) found.push(`${el.tagName}[${name}=${attr.value}]`);
    }
  }
  return found;
}

describe('sanitizeHtml (display) against known XSS payloads', () => {
  it('has a list worth the name, and the DOM check sees them as unsafe before sanitising', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
    expect(unsafeInDom('<img src=x onerror=alert(1)>')).toEqual(['IMG[onerror]']);
    expect(unsafeInDom('<a href="jav&#x09;ascript:alert(1)">a</a>')).not.toEqual([]);
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))('%s', (payload) => {
    const out = sanitizeHtml(`<p>önce</p>${payload}<p>sonra</p>`);
    expect(unsafeInDom(out), out).toEqual([]);
    expect(unsafeMarkup(out), out).toEqual([]);
    expect(out).toContain('<p>önce</p>');
    expect(sanitizeHtml(out)).toBe(out);
  });
});
