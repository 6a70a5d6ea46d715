import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { promotionMessages } from '@app/shared/api/bonus.ts';
import { stubFetch } from '@/test/render.tsx';
import { PromotionEditor } from './promotion-editor.tsx';
import { createBackofficeQueryClient } from '@/backoffice/app/query-client.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slots = { success: true, total: 1, rows: [{ id: 7, slug: 'lale', name: 'Lale Slot', provider_id: 'house', provider_name: 'Lale Games', type: 'slot', is_featured: false, is_new: false, is_hot: false, is_active: true, sort: 0, launch_count: 0 }] };

function renderEditor() {
  const saved = vi.fn();
  const { fetchStub, calls } = stubFetch({
    'admin/games': () => ({ body: slots }),
    'admin/sites/1/promotions': (init) => ({ status: 201, body: { success: true, promotion: { ...JSON.parse(String(init?.body)), id: 5, site_id: 1, archived_at: null, bonuses: 0, created_at: '', updated_at: '' } } }),
  });
  vi.stubGlobal('fetch', fetchStub);
  render(
    <QueryClientProvider client={createBackofficeQueryClient()}>
      <PromotionEditor siteId={1} promotion={null} onSaved={saved} onCancel={() => undefined} />
    </QueryClientProvider>,
  );
  return { calls, saved };
}

describe('the promotions editor', () => {
  it('shows the fields of the chosen bonus type only', async () => {
    renderEditor();
    expect(screen.getByLabelText('Bonus yüzdesi (%)')).toBeTruthy();
    expect(screen.getByLabelText('Yalnızca ilk yatırımda')).toBeTruthy();
    expect(screen.queryByLabelText('Bedava dönüş sayısı')).toBeNull();
    fireEvent.change(screen.getByLabelText('Bonus türü'), { target: { value: 'free_spins' } });
    expect(await screen.findByLabelText('Bedava dönüş sayısı')).toBeTruthy();
    expect(screen.getByLabelText('Dönüş başına bahis (TL)')).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Lale Slot' })).toBeTruthy();
    expect(screen.queryByLabelText('Bonus yüzdesi (%)')).toBeNull();
    expect(screen.queryByLabelText('Yalnızca ilk yatırımda')).toBeNull();
    fireEvent.change(screen.getByLabelText('Bonus türü'), { target: { value: 'free' } });
    expect(await screen.findByLabelText('Sabit tutar (TL)')).toBeTruthy();
    expect(screen.queryByLabelText('Bedava dönüş sayısı')).toBeNull();
  });

  it('refuses with the shared schema’s Turkish messages and sends nothing', async () => {
    const { calls } = renderEditor();
    fireEvent.change(screen.getByLabelText('Bonus yüzdesi (%)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(promotionMessages.name)).toBeTruthy();
    expect(screen.getByText(promotionMessages.depositAmount)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('En yüksek bonus (TL; yüzdeli bonusta gerekli, site tavanına kadar)'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(promotionMessages.money)).toBeTruthy();
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(0);
  });

  it('previews the card and the detail window as the player sees them, as the form changes', async () => {
    renderEditor();
    const preview = screen.getByRole('complementary', { name: 'Oyuncunun göreceği' });
    fireEvent.change(screen.getByLabelText('Promosyon adı'), { target: { value: 'Hafta Sonu' } });
    fireEvent.change(screen.getByLabelText('Bonus yüzdesi (%)'), { target: { value: '75' } });
    fireEvent.change(screen.getByLabelText('En az yatırım (TL)'), { target: { value: '250' } });
    await waitFor(() => expect(within(preview).getAllByText('Hafta Sonu').length).toBe(2));
    expect(within(preview).getAllByText('%75')).toHaveLength(2);
    expect(within(preview).getByText(/Minimum yatırım: 250/)).toBeTruthy();
    const modal = within(preview).getByRole('group', { name: 'Detay penceresi' });
    expect(within(modal).getByText('%75')).toBeTruthy();
    expect(within(modal).getByText('1x')).toBeTruthy();
  });

  it('saves lira amounts as typed, to the site’s promotions', async () => {
    const { calls, saved } = renderEditor();
    fireEvent.change(screen.getByLabelText('Promosyon adı'), { target: { value: 'Yeni' } });
    fireEvent.change(screen.getByLabelText('En yüksek bonus (TL; yüzdeli bonusta gerekli, site tavanına kadar)'), { target: { value: '500.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toContain('/api/admin/sites/1/promotions');
    expect(JSON.parse(String(post.init!.body))).toMatchObject({ name: 'Yeni', bonus_type: 'deposit', percent: 100, max_bonus: 500.5 });
  });
});
