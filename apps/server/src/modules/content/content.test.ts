import { describe, expect, it } from 'vitest';
import { call, useTestContext } from '../../test/harness.ts';

const t = useTestContext();

describe('cms-pages.php', () => {
  it('lists the footer pages with slug and title', async () => {
    const r = await call(t.app, 'GET', '/api/cms-pages.php?action=footer');
    expect(r.status).toBe(200);
    const slugs = r.json().footer_pages.map((p: { slug: string }) => p.slug);
    for (const slug of ['kurallar', 'gizlilik-politikasi', 'sorumlu-oyun', 'hakkimizda', 'iletisim']) {
      expect(slugs).toContain(slug);
    }
    expect(Object.keys(r.json().footer_pages[0]).sort()).toEqual(['slug', 'title']);
  });

  it('gives a page by slug with its HTML and update date', async () => {
    const r = await call(t.app, 'GET', '/api/cms-pages.php?action=page&slug=sorumlu-oyun');
    expect(r.status).toBe(200);
    const { page } = r.json();
    expect(page.title).toMatch(/Sorumlu Oyun/);
    expect(page.content).toContain('<p>');
    expect(new Date(page.updated_at).getTime()).not.toBeNaN();
    expect(page.meta_title).not.toBe('');
  });

  it('strips active content from page HTML', async () => {
    await t.db.query(
      `update cms_pages set content = '<p onclick="x()">Metin</p><script>alert(1)</script><a href="javascript:alert(1)">a</a><a href="https://ornek.example">b</a>' where slug = 'kurallar'`,
    );
    const { page } = (await call(t.app, 'GET', '/api/cms-pages.php?action=page&slug=kurallar')).json();
    expect(page.content).toBe('<p>Metin</p><a>a</a><a href="https://ornek.example" target="_blank" rel="noopener noreferrer">b</a>');
  });

  it('hides unpublished pages', async () => {
    await t.db.query(`update cms_pages set is_published = false where slug = 'hakkimizda'`);
    const r = await call(t.app, 'GET', '/api/cms-pages.php?action=page&slug=hakkimizda');
    expect(r.status).toBe(404);
    const footer = (await call(t.app, 'GET', '/api/cms-pages.php?action=footer')).json().footer_pages;
    expect(footer.map((p: { slug: string }) => p.slug)).not.toContain('hakkimizda');
  });

  it('answers an unknown slug with 404 and the catalogue text', async () => {
    const r = await call(t.app, 'GET', '/api/cms-pages.php?action=page&slug=yok-boyle-sayfa');
    expect(r.status).toBe(404);
    expect(r.json()).toMatchObject({ success: false, error: 'Sayfa bulunamadı' });
  });

  it('refuses a missing or malformed slug', async () => {
    for (const url of ['/api/cms-pages.php?action=page', '/api/cms-pages.php?action=page&slug=../etc']) {
      const r = await call(t.app, 'GET', url);
      expect(r.status).toBe(400);
      expect(r.json().error).toBe("Geçersiz sayfa URL'si");
    }
  });

  it('refuses an unknown action', async () => {
    const r = await call(t.app, 'GET', '/api/cms-pages.php?action=sil');
    expect(r.status).toBe(400);
    expect(r.json().message).toBe('Geçersiz işlem');
  });
});
