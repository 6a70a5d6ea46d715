import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STAFF_PERMISSIONS } from '@app/shared/api/staff.ts';
import type { StaffUser } from '@/backoffice/ui/api.ts';
import { me, renderBackoffice } from './test-kit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const content: StaffUser = { id: 4, username: 'icerik1', role: 'content', permissions: ['banners.manage', 'pages.manage', 'promotions.manage', 'games.manage', 'sites.manage'] };
const admin: StaffUser = { id: 1, username: 'yonetici', role: 'admin', permissions: [...STAFF_PERMISSIONS] };
const counts = () => ({ body: { success: true, counts: {} } });
const sites = () => ({ body: { success: true, sites: [{ id: 1, name: 'Lale Casino', domains: ['localhost'], withdrawal_requires_kyc: false, withdrawal_requires_kyc_setting: null, four_eyes_threshold: null, cashback_percent: 10 }] } });
const game = { id: 3, slug: 'lale', name: 'Lale Bahçesi', provider_id: 'house', provider_name: 'Lale Games', type: 'slot', is_featured: false, is_new: true, is_hot: false, is_active: true, sort: 2, launch_count: 17 };
const provider = { id: 'acme', name: 'Acme', is_enabled: true, signature_scheme: 'v2', games: 0, created_at: '2026-11-27T01:00:00.000Z' };

describe('the game catalogue page', () => {
  it('shows launch counts and flags; a flag toggles with one call; content staff have no providers page', async () => {
    const { calls } = renderBackoffice('/games', {
      'admin/me': me(content),
      'admin/queues/counts': counts,
      'admin/sites/1/categories': () => ({ body: { success: true, categories: [] } }),
      'admin/sites': sites,
      'admin/providers': () => ({ status: 403, body: { success: false, message: 'Bu işlem için yetkiniz yok' } }),
      'admin/games/3': (init) => ({ body: { success: true, game: { ...game, ...JSON.parse(String(init?.body)) } } }),
      'admin/games': () => ({ body: { success: true, rows: [game], total: 1 } }),
    });
    const row = (await screen.findByRole('cell', { name: 'Lale Bahçesi' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '17' })).toBeTruthy();
    expect((within(row).getByRole('checkbox', { name: 'Lale Bahçesi: Yeni' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Lale Bahçesi: Öne çıkan' }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.url).toContain('/api/admin/games/3');
    expect(JSON.parse(String(put.init!.body))).toEqual({ is_featured: true });
    expect(screen.queryByRole('link', { name: 'Sağlayıcılar' })).toBeNull();
    expect(await screen.findByText('Bu sitenin kategorisi yok; ana sayfa varsayılan dört kategoriyi gösterir.')).toBeTruthy();
  });
});

describe('the providers page', () => {
  it('creates a provider and shows its secret once; a rotation asks first, then shows the new one', async () => {
    let secret = 'ilk-gizli-anahtar';
    const { calls } = renderBackoffice('/providers', {
      'admin/me': me(admin),
      'admin/queues/counts': counts,
      'admin/providers/acme/rotate-secret': () => {
        secret = 'yeni-gizli-anahtar';
        return { body: { success: true, provider, secret } };
      },
      'admin/providers': (init) => (init?.method === 'POST' ? { status: 201, body: { success: true, provider, secret } } : { body: { success: true, providers: [provider] } }),
    });
    await screen.findByRole('heading', { name: 'Oyun sağlayıcıları' });
    fireEvent.click(screen.getByRole('button', { name: 'Sağlayıcı ekle' }));
    expect(await screen.findByText('Sağlayıcı kodu 2-40 karakter olmalı: küçük harf, rakam, _ veya -')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kod'), { target: { value: 'acme' } });
    fireEvent.change(screen.getByLabelText('Ad'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sağlayıcı ekle' }));
    const shown = await screen.findByRole('dialog', { name: 'acme anahtarı' });
    expect((within(shown).getByLabelText('Gizli anahtar') as HTMLInputElement).value).toBe('ilk-gizli-anahtar');
    fireEvent.click(within(shown).getByRole('button', { name: 'Kapat' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Anahtarı yenile: acme' }));
    const ask = await screen.findByRole('dialog', { name: 'acme anahtarı yenilensin mi?' });
    expect(calls.some((c) => c.url.includes('rotate-secret'))).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Anahtarı yenile' }));
    const again = await screen.findByRole('dialog', { name: 'acme anahtarı' });
    await waitFor(() => expect((within(again).getByLabelText('Gizli anahtar') as HTMLInputElement).value).toBe('yeni-gizli-anahtar'));
  });
});
