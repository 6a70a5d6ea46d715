import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffSite } from '@/backoffice/ui/lookups.ts';
import type { StaffUser } from '@/backoffice/ui/api.ts';
import { me, renderBackoffice } from '@/backoffice/app/test-kit.tsx';

/**
 * Siteler and Site kuralları against a mocked Staff API: the editor's labelled fields, the live header
 * preview in the form's colours and logo, the server's CSS refusal shown, the request the form sends;
 * the rules form (risk); each role sees only its own page.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const content: StaffUser = { id: 4, username: 'icerik1', role: 'content', permissions: ['banners.manage', 'pages.manage', 'promotions.manage', 'games.manage', 'sites.manage'] };
const risk: StaffUser = { id: 5, username: 'risk1', role: 'risk', permissions: ['players.read', 'players.block', 'limits.manage', 'flags.manage', 'reports.read', 'site_rules.manage', 'promotions.approve'] };
const admin: StaffUser = { id: 1, username: 'yonetici', role: 'admin', permissions: ['sites.manage', 'site_rules.manage'] };

const rules = {
  id: 1,
  name: 'Lale Casino',
  domain: 'lale.example',
  withdrawal_requires_kyc: false,
  withdrawal_requires_kyc_setting: null,
  kyc_before_play: false,
  four_eyes_threshold: 50000,
  adjustment_cap: 1000,
  min_age: 18,
  allowed_countries: ['TR'],
  cashback_percent: 10,
  promo_max_amount: 5000,
  promo_max_percent: 100,
  promo_max_bonus: 5000,
};
const site: StaffSite = {
  id: 1,
  name: 'Lale Casino',
  title: 'Lale Casino',
  is_default: true,
  domains: ['lale.example', 'www.lale.example'],
  email: 'destek@lale.example',
  whatsapp: '',
  telegram: '',
  support_phone: '',
  logo_url: null,
  logo: '/media/sites/1/logo.svg',
  colors: { primary: '#7e22ce', secondary: '#0b0b12', accent: '#c4b5fd', buttonHover: '#9333ea', headerFrom: '#3b0764', headerTo: '#0b0b12' },
  custom_css: '',
  cashback_percent: 10,
  licence_text: 'Lisans metni',
  licence_number: 'DEMO-1',
  rules,
};
const counts = () => ({ body: { success: true, counts: {} } });
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('Siteler (content)', () => {
  it('lists the sites and edits one with a live header preview in the chosen colours and logo', async () => {
    const { calls } = renderBackoffice('/sites', {
      'admin/me': me(content),
      'admin/queues/counts': counts,
      'admin/sites': (init) =>
        init?.method === 'PUT' ? { body: { success: true, site: { ...site, ...bodyOf(init), domains: site.domains } } } : { body: { success: true, sites: [site] } },
    });
    const nav = await screen.findByRole('navigation', { name: /.+/ });
    expect(within(nav).getByRole('link', { name: 'Siteler' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Site kuralları' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Lale Casino sitesini düzenle' }));

    const preview = screen.getByTestId('site-preview');
    expect(preview.style.getPropertyValue('--color-primary')).toBe('#7e22ce');
    expect(within(preview).getByRole('img', { name: 'Lale Casino' }).getAttribute('src')).toBe('/media/sites/1/logo.svg');
    fireEvent.input(screen.getByLabelText('Ana renk'), { target: { value: '#0e7490' } });
    fireEvent.input(screen.getByLabelText('Başlık degrade başlangıcı'), { target: { value: '#164e63' } });
    fireEvent.input(screen.getByLabelText('Logo adresi'), { target: { value: 'https://cdn.example/logo.png' } });
    await waitFor(() => expect(preview.style.getPropertyValue('--color-primary')).toBe('#0e7490'));
    expect(preview.style.getPropertyValue('--header-gradient')).toBe('linear-gradient(90deg, #164e63 0%, #0b0b12 100%)');
    expect(within(preview).getByRole('img').getAttribute('src')).toBe('https://cdn.example/logo.png');

    // The rules are shown read only.
    expect(screen.getByText('Site kuralları (risk ekibi değiştirir)')).toBeTruthy();
    expect(screen.queryByLabelText('En düşük yaş')).toBeNull();

    // The domains and the cashback percent are site rules (decision 0024): read only here, never sent; no new site.
    expect((screen.getByLabelText('Alan adları') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByLabelText('Kayıp bonusu yüzdesi')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yeni site' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const sent = bodyOf(calls.find((c) => c.init?.method === 'PUT')!.init);
    expect(calls.find((c) => c.init?.method === 'PUT')!.url).toBe('/api/admin/sites/1');
    expect(sent).toMatchObject({ logo_url: 'https://cdn.example/logo.png', colors: expect.objectContaining({ primary: '#0e7490' }) });
    expect(sent).not.toHaveProperty('domains');
    expect(sent).not.toHaveProperty('cashback_percent');
  });

  it('lets a role with the site rules (admin) change the domains, by their own call', async () => {
    const { calls } = renderBackoffice('/sites', {
      'admin/me': me(admin),
      'admin/queues/counts': counts,
      'admin/sites/1/domains': (init) => ({ body: { success: true, site: { ...site, domains: bodyOf(init).domains } } }),
      'admin/sites': (init) => (init?.method === 'PUT' ? { body: { success: true, site } } : { body: { success: true, sites: [site] } }),
    });
    expect(await screen.findByRole('button', { name: 'Yeni site' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Lale Casino sitesini düzenle' }));
    fireEvent.input(screen.getByLabelText('Alan adları'), { target: { value: 'lale.example\nm.lale.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/sites/1/domains')).toBe(true));
    expect(bodyOf(calls.find((c) => c.url === '/api/admin/sites/1/domains')!.init)).toEqual({ domains: ['lale.example', 'm.lale.example'] });
  });

  it("shows the server's refusal of the custom CSS, and the form's own for a bad domain", async () => {
    const refusal = "Özel CSS '<' karakteri içeremez (ör. </style>)";
    renderBackoffice('/sites', {
      'admin/me': me(admin),
      'admin/queues/counts': counts,
      'admin/sites': (init) => (init?.method === 'PUT' ? { status: 400, body: { success: false, message: refusal, error: refusal } } : { body: { success: true, sites: [site] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Lale Casino sitesini düzenle' }));
    fireEvent.input(screen.getByLabelText('Özel CSS'), { target: { value: 'a{}</style><script>alert(1)</script>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);

    fireEvent.input(screen.getByLabelText('Alan adları'), { target: { value: 'http://x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const domains = screen.getByLabelText('Alan adları');
    await waitFor(() => expect(domains.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(domains.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toMatch(/^Geçersiz alan adı/);
  });
});

describe('Site kuralları (risk)', () => {
  it('edits a site\'s rules and sends them as the server reads them', async () => {
    const { calls } = renderBackoffice('/site-rules', {
      'admin/me': me(risk),
      'admin/queues/counts': counts,
      'admin/site-rules': () => ({ body: { success: true, sites: [rules] } }),
      'admin/sites/1/rules': (init) => ({ body: { success: true, rules: { ...rules, ...bodyOf(init) } } }),
    });
    const nav = await screen.findByRole('navigation', { name: /.+/ });
    expect(within(nav).queryByRole('link', { name: 'Siteler' })).toBeNull();
    const form = await screen.findByRole('form', { name: /Lale Casino kuralları/ });
    expect((within(form).getByLabelText('Hizmet verilen ülkeler') as HTMLInputElement).value).toBe('TR');
    fireEvent.change(within(form).getByLabelText('En düşük yaş'), { target: { value: '21' } });
    fireEvent.change(within(form).getByLabelText('Hizmet verilen ülkeler'), { target: { value: 'TR, cy' } });
    fireEvent.change(within(form).getByLabelText('Para çekmeden önce kimlik doğrulama'), { target: { value: 'yes' } });
    fireEvent.click(within(form).getByLabelText('Gerçek parayla oynamadan önce kimlik doğrulama'));
    fireEvent.change(within(form).getByLabelText('Dört göz eşiği (TL)'), { target: { value: '' } });
    expect((within(form).getByLabelText('Bakiye ekleme sınırı (TL)') as HTMLInputElement).value).toBe('1000');
    fireEvent.change(within(form).getByLabelText('Bakiye ekleme sınırı (TL)'), { target: { value: '2500,50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kuralları kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((c) => c.init?.method === 'PUT')!.init)).toEqual({
      withdrawal_requires_kyc: true,
      kyc_before_play: true,
      four_eyes_threshold: null,
      adjustment_cap: '2500,50',
      min_age: '21',
      allowed_countries: ['TR', 'cy'],
      cashback_percent: '10',
      promo_max_amount: '5000',
      promo_max_percent: '100',
      promo_max_bonus: '5000',
    });
  });
});
