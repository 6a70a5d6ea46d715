import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffBanner, StaffPage } from '@/backoffice/features/content/api/content-api.ts';
import type { StaffUser } from '@/backoffice/ui/api.ts';
import { me, renderBackoffice } from '@/backoffice/app/test-kit.tsx';

/**
 * The content pages against a stubbed Staff API: the banners grid of the chosen site, the banner form
 * (labelled fields, its own checks, the image upload with its preview and type/size refusal, the
 * server's refusal), the order list's keyboard handles, and the CMS page form with its editor.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const content: StaffUser = { id: 4, username: 'icerik1', role: 'content', permissions: ['banners.manage', 'pages.manage', 'promotions.manage', 'games.manage', 'sites.manage'] };
const sites = () => ({ body: { success: true, sites: [{ id: 1, name: 'Ana site', domains: ['localhost'], withdrawal_requires_kyc: false, withdrawal_requires_kyc_setting: null, four_eyes_threshold: null, cashback_percent: 10 }] } });
const banner: StaffBanner = {
  id: 9,
  site_id: 1,
  title: 'Hoş geldin bonusu',
  link: '/promotions',
  page: 'home',
  device: 'desktop',
  position: 'main',
  image_desktop: '/media/banners/home-left-1.svg',
  image_mobile: '/media/banners/home-left-1.svg',
  sort: 0,
  is_active: true,
  status: 'live',
  starts_at: null,
  ends_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
};
const bodyOf = (calls: { url: string; init?: RequestInit }[], prefix: string) =>
  JSON.parse(String(calls.find((c) => c.url.startsWith(prefix) && c.init?.method === 'POST')!.init?.body)) as Record<string, unknown>;

function bannerRoutes(extra: Parameters<typeof renderBackoffice>[1] = {}) {
  return {
    'admin/me': me(content),
    'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
    'admin/sites': sites,
    ...extra,
    'admin/banners': (init?: RequestInit) =>
      init?.method === 'POST'
        ? { body: { success: true, banner: { ...banner, id: 10, ...(JSON.parse(String(init.body)) as object) } } }
        : { body: { success: true, banners: [banner], total: 1 } },
  };
}

const LINK_REFUSED = 'Bağlantı / ile başlayan bir site içi adres ya da https:// adresi olmalı';

describe('Bannerlar', () => {
  it('shows the content nav, lists the chosen site\'s banners, and the order list\'s handles', async () => {
    const { calls } = renderBackoffice('/banners', bannerRoutes());
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: /Bannerlar/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /Sayfalar/ })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Hoş geldin bonusu' })).toBeTruthy();
    expect(screen.getByLabelText('Site')).toHaveProperty('value', '1');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/admin/banners?') && c.url.includes('site_id=1'))).toBe(true));
    expect(await screen.findByRole('button', { name: 'Hoş geldin bonusu bannerını taşı' })).toBeTruthy();
    expect(screen.getByRole('list', { name: /Ana sayfa · Masaüstü · Ana alan sırası/ })).toBeTruthy();
  });

  it('checks the form before sending, refuses an SVG, uploads an image with a preview and sends the banner', async () => {
    const { calls } = renderBackoffice(
      '/banners',
      bannerRoutes({ 'admin/banners/images': () => ({ status: 201, body: { success: true, image: { url: '/media/uploads/banners/AAAAAAAAAAAAAAAAAAAAAA.png', size: 300, type: 'image/png' } } }) }),
    );
    await screen.findByRole('rowheader', { name: 'Hoş geldin bonusu' });
    fireEvent.click(screen.getByRole('button', { name: 'Yeni banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni banner' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Başlık gerekli')).toBeTruthy();
    expect(within(dialog).getByText('Görsel seçilmedi', { selector: 'p' })).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);

    const desktop = within(dialog).getByLabelText('Masaüstü görseli');
    fireEvent.change(desktop, { target: { files: [new File(['<svg onload="alert(1)"/>'], 'a.svg', { type: 'image/svg+xml' })] } });
    expect(await within(dialog).findByText(/SVG kabul edilmez\)/)).toBeTruthy();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'b.png', { type: 'image/png' });
    fireEvent.change(desktop, { target: { files: [big] } });
    expect(await within(dialog).findByText('Görsel en fazla 2 MB olabilir')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('banners/images'))).toBe(false);

    fireEvent.change(desktop, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' })] } });
    const preview = await within(dialog).findByRole('img', { name: 'Masaüstü görseli önizlemesi' });
    expect(preview.getAttribute('src')).toBe('/api/admin/banners/images/AAAAAAAAAAAAAAAAAAAAAA.png?site_id=1');
    expect(within(dialog).getByRole('img', { name: 'Mobil görseli önizlemesi' })).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Başlık (görselin alternatif metni)'), { target: { value: 'Kış kampanyası' } });
    fireEvent.change(within(dialog).getByLabelText('Başlangıç'), { target: { value: '2026-12-02T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Bitiş'), { target: { value: '2026-12-01T10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bitiş tarihi başlangıçtan sonra olmalı')).toBeTruthy();
    expect(within(dialog).getByLabelText('Bitiş').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(dialog).getByLabelText('Bitiş'), { target: { value: '2026-12-31T10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/admin/banners?site_id=1') && c.init?.method === 'POST')).toBe(true));
    const sent = bodyOf(calls, '/api/admin/banners?site_id=1');
    expect(sent).toMatchObject({ title: 'Kış kampanyası', page: 'home', image_desktop: '/media/uploads/banners/AAAAAAAAAAAAAAAAAAAAAA.png', image_mobile: '/media/uploads/banners/AAAAAAAAAAAAAAAAAAAAAA.png' });
    expect(new Date(String(sent.ends_at)).getTime()).toBeGreaterThan(new Date(String(sent.starts_at)).getTime());
    expect(await screen.findByText('Kış kampanyası bannerı kaydedildi.')).toBeTruthy();
  });

  it('shows the server\'s refusal in the form', async () => {
    const { calls } = renderBackoffice(
      '/banners',
      bannerRoutes({
        'admin/banners/9': () => ({ status: 400, body: { success: false, message: LINK_REFUSED, error: LINK_REFUSED } }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Hoş geldin bonusu bannerını düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banner: Hoş geldin bonusu' });
    expect(within(dialog).getByLabelText('Başlık (görselin alternatif metni)')).toHaveProperty('value', 'Hoş geldin bonusu');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', LINK_REFUSED);
    expect(calls.find((c) => c.url.startsWith('/api/admin/banners/9'))?.init?.method).toBe('PUT');
  });
});

const page: StaffPage = {
  id: 3,
  site_id: 1,
  slug: 'kurallar',
  title: 'Kurallar',
  content: '<h2>Genel</h2><p>Metin</p>',
  meta_title: '',
  meta_description: '',
  show_in_footer: true,
  is_published: true,
  sort: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('Sayfalar', () => {
  it('edits a page with the labelled editor; a bad slug is refused before sending', async () => {
    const { calls } = renderBackoffice('/pages', {
      'admin/me': me(content),
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/sites': sites,
      'admin/pages': (init?: RequestInit) =>
        init?.method === 'POST' ? { body: { success: true, page: { ...page, id: 4, ...(JSON.parse(String(init.body)) as object) } } } : { body: { success: true, pages: [page], total: 1 } },
    });
    expect(await screen.findByRole('rowheader', { name: 'Kurallar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yeni sayfa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni sayfa' });
    const toolbar = within(dialog).getByRole('toolbar', { name: 'Metin biçimi' });
    for (const name of ['Kalın', 'Eğik', 'Başlık 2', 'Başlık 3', 'Madde listesi', 'Numaralı liste', 'Bağlantı']) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(dialog).getByRole('textbox', { name: 'İçerik' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Başlık'), { target: { value: 'Bonus kuralları' } });
    fireEvent.change(within(dialog).getByLabelText('URL (adres)'), { target: { value: 'Bonus Kuralları' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(/yalnızca küçük harf, rakam ve tire/)).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('URL (adres)'), { target: { value: 'bonus-kurallari' } });
    fireEvent.click(within(dialog).getByLabelText('Alt bilgide (footer) göster'));
    fireEvent.change(within(dialog).getByLabelText('Sıra (alt bilgideki sırası, küçük önce)'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/admin/pages?site_id=1') && c.init?.method === 'POST')).toBe(true));
    expect(bodyOf(calls, '/api/admin/pages?site_id=1')).toMatchObject({ slug: 'bonus-kurallari', title: 'Bonus kuralları', show_in_footer: false, sort: 3 });
  });
});
