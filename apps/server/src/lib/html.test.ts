import { describe, expect, it } from 'vitest';
import { isScriptUrl, unsafeMarkup, XSS_PAYLOADS } from '@app/shared/testing/xss-payloads.ts';
import { sanitizeCmsHtml } from './html.ts';

/**
 * The server's HTML sanitiser (CMS pages, on save and on display) against known XSS payloads: no
 * element that runs or loads something, no event handler, no script URL, no inline style survives,
 * and sanitising its own output changes nothing (no mutation left for a second parse).
 */
describe('sanitizeCmsHtml against known XSS payloads', () => {
  it('has a list worth the name', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it('the checker itself sees each payload as unsafe before sanitising', () => {
    const missed = XSS_PAYLOADS.filter((p) => unsafeMarkup(p).length === 0);
    expect(missed).toEqual([]);
    expect(unsafeMarkup('<a href="jav&#x09;ascript:alert(1)">a</a>')).not.toEqual([]);
    expect(isScriptUrl(' &#14; javascript:alert(1)')).toBe(true);
    expect(isScriptUrl('https://ornek.example')).toBe(false);
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))('%s', (payload) => {
    // (Text after a payload may go with it: an unclosed <style> or <noscript> swallows the rest.)
    const html = `<p>önce</p>${payload}<p>sonra</p>`;
    const out = sanitizeCmsHtml(html);
    expect(unsafeMarkup(out), out).toEqual([]);
    expect(out).toContain('<p>önce</p>');
    expect(sanitizeCmsHtml(out)).toBe(out);
  });

  it('keeps the editor\'s markup: headings, lists, emphasis and safe links', () => {
    const html = '<h2>Başlık</h2><h3>Alt</h3><p><strong>kalın</strong> <em>eğik</em> <a href="/sayfa/kurallar">iç</a> <a href="mailto:destek@ornek.example">posta</a></p><ul><li>bir</li></ul><ol><li>iki</li></ol>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });
});
