import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { Footer } from './footer.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const siteInfo = (licence: { licence_text: string; licence_number: string }) => () => ({
  body: {
    success: true,
    id: 1,
    name: 'Lale Casino',
    title: 'Lale Casino',
    logo: '/media/sites/1/logo.svg',
    logos: { main: '/media/sites/1/logo.svg', mobile: '/media/sites/1/logo-mobile.svg' },
    whatsapp: '',
    telegram: '',
    email: '',
    support_phone: '',
    colors: { primary: '#7e22ce', secondary: '#0b0b12', accent: '#c4b5fd', headerGradient: 'none', buttonHover: '#9333ea' },
    domain: 'localhost',
    ...licence,
  },
});
const noPages = () => ({ body: { success: true, pages: [] } });

describe('the footer', () => {
  it("shows the site's licence text and number from site_info.php", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'site_info.php': siteInfo({ licence_text: 'Lisans metni burada.', licence_number: 'DEMO-7' }), 'cms-pages.php': noPages }).fetchStub);
    renderAt(<Footer />);
    const licence = await screen.findByRole('region', { name: 'Lisans' });
    expect(licence.textContent).toBe('Lisans metni burada.Lisans no: DEMO-7');
  });

  it('shows no licence block for a site without one', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'site_info.php': siteInfo({ licence_text: '', licence_number: '' }), 'cms-pages.php': noPages }).fetchStub);
    renderAt(<Footer />);
    expect(await screen.findByText(/Lale Casino/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lisans' })).toBeNull();
  });
});
