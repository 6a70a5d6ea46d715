import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { staffMessages } from '@app/shared/api/staff.ts';
import { LocationProbe, stubFetch } from '@/test/render.tsx';
import type { StaffUser } from '@/backoffice/ui/api.ts';
import { BackofficeRoutes } from '@/backoffice/app/app.tsx';
import type { LedgerRow, RoundRow, StaffPlayer } from '@/backoffice/features/players/api/player-api.ts';
import { createBackofficeQueryClient } from '@/backoffice/app/query-client.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staff = (role: StaffUser['role'], permissions: StaffUser['permissions']): StaffUser => ({
  id: 1,
  username: `${role}1`,
  role,
  permissions,
});
const admin = staff('admin', [
  'players.read',
  'players.block',
  'players.adjust',
  'players.message',
  'kyc.read',
]);
const finance = staff('finance', ['players.read', 'players.adjust']);

const player: StaffPlayer = {
  id: 7,
  site_id: 1,
  username: 'elif92',
  email: 'elif@example.com',
  first_name: 'Elif',
  last_name: 'Şahin',
  phone: '05331234567',
  tc: '12345678901',
  status: 'active',
  kyc_status: 'verified',
  created_at: '2026-11-01T10:00:00.000Z',
  birthdate: '1992-04-01',
  city: 'İzmir',
  affiliate_btag: '',
  two_factor_enabled: false,
  kyc_reject_reason: '',
  balances: { cash: 125.5, bonus: 10, withdraw_hold: 0 },
};
const ledgerRow: LedgerRow = {
  id: 91,
  transaction_id: 50,
  created_at: '2026-11-26T10:00:00.000Z',
  kind: 'adjustment',
  description: 'Telafi ödemesi',
  account: 'cash',
  amount: 25.5,
  running_balance: 125.5,
};
const round: RoundRow = {
  id: 3,
  round_id: 'r-abc',
  provider: 'Kendi oyunlarımız',
  game_name: 'Lale Bahçesi',
  total_bet: 1,
  total_win: 0,
  balance_after: 124.5,
  status: 'closed',
  created_at: '2026-11-26T11:00:00.000Z',
  fairness: {
    server_seed_hash: 'a'.repeat(64),
    client_seed: 'istemci-tohumu',
    nonce: 4,
    server_seed: null,
    outcome: {},
  },
};
const grid = (rows: unknown[]) => () => ({ body: { success: true, rows, total: rows.length } });

function renderPage(
  path: string,
  who: StaffUser,
  extra: Parameters<typeof stubFetch>[0] = {},
  shown: StaffPlayer = player,
) {
  const { fetchStub, calls } = stubFetch({
    ...extra,
    'admin/players/7/ledger': grid([ledgerRow]),
    'admin/players/7/rounds': grid([round]),
    'admin/players/7/notes': grid([]),
    'admin/players/7': () => ({ body: { success: true, player: shown } }),
    'admin/me': () => ({ body: { success: true, staff: who } }),
    'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
  });
  vi.stubGlobal('fetch', fetchStub);
  render(
    <QueryClientProvider client={createBackofficeQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <BackofficeRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls };
}

describe('the player page', () => {
  it('shows the header with name, username, id, status, KYC and balances', async () => {
    renderPage('/players/7', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Elif Şahin' })).toBeTruthy();
    expect(screen.getByText('elif92')).toBeTruthy();
    expect(screen.getByTestId('balance-cash').textContent).toMatch(/125,50/);
    expect(screen.getByRole('tab', { name: 'Özet' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('elif@example.com')).toBeTruthy();
  });

  it("shows the player's own limits and the self-exclusion in force; no restriction when there is none", async () => {
    renderPage('/players/7', admin);
    expect((await screen.findByTestId('player-rg')).textContent).toBe('Kısıtlama yok');
    cleanup();
    renderPage(
      '/players/7',
      admin,
      {},
      {
        ...player,
        responsible: {
          limits: [
            {
              kind: 'deposit',
              period: 'week',
              amount: 1000,
              pending_amount: 5000,
              pending_from: '2026-11-28T09:00:00.000Z',
            },
            { kind: 'session', period: 'day', amount: 90, pending_amount: null, pending_from: null },
          ],
          exclusion: {
            type: 'self_exclusion',
            until: '2027-05-27T09:00:00.000Z',
            end_requestable: false,
            end_requested: false,
          },
          closed_at: null,
        },
      },
    );
    const rg = await screen.findByTestId('player-rg');
    expect(rg.textContent).toMatch(/^Kendini uzaklaştırma: 27\.05\.2027/);
    const limits = screen.getByText('Oyuncu limitleri').nextElementSibling!;
    expect(limits.textContent).toContain('Yatırım limiti (7 gün): 1.000,00 ₺ (5.000,00 ₺, 28.11.2026');
    expect(limits.textContent).toContain('Oturum süresi limiti (her oturum): 90 dakika');
    // nothing on the page lifts it
    expect(screen.queryByRole('button', { name: /uzaklaştırma|mola/i })).toBeNull();
  });

  it('shows the open AML flags that hold the player’s payouts; none when there is none', async () => {
    renderPage('/players/7', admin);
    expect((await screen.findByTestId('player-aml')).textContent).toBe('Açık işaret yok');
    cleanup();
    renderPage(
      '/players/7',
      admin,
      {},
      {
        ...player,
        aml_flags: [
          {
            id: 5,
            kind: 'name_mismatch',
            reference: 'withdrawal:90',
            created_at: '2026-11-26T11:00:00.000Z',
          },
          { id: 6, kind: 'shared_ip', reference: 'ip:192.0.2.1', created_at: '2026-11-26T12:00:00.000Z' },
        ],
      },
    );
    const aml = await screen.findByTestId('player-aml');
    expect(aml.textContent).toBe('AML işareti: Farklı isme ödeme, Ortak IP adresi');
    expect(aml.querySelector('[title]')?.getAttribute('title')).toContain('çekimler onaylanamaz');
  });

  it('renders each tab from its own call, keeps the tab in the address and moves between tabs with the arrow keys', async () => {
    const { calls } = renderPage('/players/7?tab=ledger', admin);
    const table = await screen.findByRole('table', { name: /Hesap hareketleri/ });
    expect(await within(table).findByText('Telafi ödemesi')).toBeTruthy();
    expect(within(table).getByText('Bakiye düzeltmesi')).toBeTruthy();
    expect(within(table).getAllByText(/125,50/).length).toBeGreaterThan(0);
    expect(
      calls.some((c) => c.url.startsWith('/api/admin/players/7/ledger?') && c.url.includes('limit=50')),
    ).toBe(true);
    expect(screen.getByRole('link', { name: /CSV/ }).getAttribute('href')).toMatch(
      /^\/api\/admin\/players\/7\/ledger\.csv\?/,
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Oyun turları' }));
    expect(screen.getByTestId('location').textContent).toBe('/players/7?tab=rounds');
    const rounds = await screen.findByRole('table', { name: /Oyun turları/ });
    expect(await within(rounds).findByText('istemci-tohumu')).toBeTruthy();
    expect(within(rounds).getByText('a'.repeat(64))).toBeTruthy();
    expect(within(rounds).getByText('Henüz açıklanmadı')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/api/admin/players/7/rounds?'))).toBe(true);

    const selected = screen.getByRole('tab', { name: 'Oyun turları' });
    fireEvent.keyDown(selected, { key: 'ArrowRight' });
    const logins = screen.getByRole('tab', { name: 'Girişler' });
    expect(logins.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(logins);
    fireEvent.keyDown(logins, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Notlar' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/admin/players/7/notes?'))).toBe(true),
    );
  });

  it('checks the adjustment with the shared schema, confirms, posts with an Idempotency-Key and shows the new balances', async () => {
    const posts: { body: unknown; key: string | null }[] = [];
    renderPage('/players/7', finance, {
      'admin/players/7/adjust': (init) => {
        posts.push({
          body: JSON.parse(String(init?.body)),
          key: new Headers(init?.headers).get('Idempotency-Key'),
        });
        return {
          status: 201,
          body: {
            success: true,
            adjustment: {
              id: 1,
              request_id: null,
              player_id: 7,
              username: 'elif92',
              amount: -12.5,
              reason: 'Hatalı ödeme',
              status: 'done',
              created_at: '2026-11-26T12:00:00.000Z',
            },
            balances: { cash: 113, bonus: 10, withdraw_hold: 0 },
          },
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bakiye düzelt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(await screen.findByText(staffMessages.amountRequired)).toBeTruthy();
    expect(screen.getByText(staffMessages.reasonRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tutar (₺)'), { target: { value: '1,234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(await screen.findByText(staffMessages.amountDecimals)).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Tutar (₺)'), { target: { value: '-12,50' } });
    fireEvent.change(screen.getByLabelText('Açıklama'), { target: { value: 'Hatalı ödeme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toMatch(/elif92 kullanıcısının nakit bakiyesinden 12,50.*düşülecek/);
    expect(posts).toHaveLength(0);
    // Escape goes back to the form with what was typed; the confirmation comes again.
    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Açıklama') as HTMLTextAreaElement).value).toBe('Hatalı ödeme');
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Onayla ve uygula' }),
    );
    expect(await screen.findByText(/Bakiye düzeltildi/)).toBeTruthy();
    expect(screen.getByText(/Nakit 113,00/)).toBeTruthy();
    expect(posts).toEqual([
      {
        body: { amount: '-12.50', reason: 'Hatalı ödeme' },
        key: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
      },
    ]);
  });

  it('says a credit above the site’s cap waits for a second approver, and not that the balance changed', async () => {
    renderPage('/players/7', finance, {
      'admin/players/7/adjust': () => ({
        status: 202,
        body: {
          success: true,
          adjustment: { id: null, request_id: 5, player_id: 7, username: 'elif92', amount: 1500, reason: 'Telafi', status: 'pending', created_at: '2026-11-26T12:00:00.000Z' },
          balances: { cash: 125.5, bonus: 10, withdraw_hold: 0 },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bakiye düzelt' }));
    fireEvent.change(screen.getByLabelText('Tutar (₺)'), { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText('Açıklama'), { target: { value: 'Telafi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Onayla ve uygula' }));
    expect(await screen.findByText(/1\.500,00 ₺ tutarındaki ekleme sitenin bakiye ekleme sınırını aşıyor/)).toBeTruthy();
    expect(screen.queryByText(/Bakiye düzeltildi/)).toBeNull();
  });

  it('shows block and message only to roles that hold them', async () => {
    renderPage('/players/7', finance);
    await screen.findByRole('heading', { level: 1, name: 'Elif Şahin' });
    expect(screen.queryByRole('button', { name: 'Oyuncuyu engelle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mesaj gönder' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bakiye düzelt' })).toBeTruthy();
    cleanup();

    const posts: unknown[] = [];
    renderPage('/players/7', admin, {
      'admin/players/7/block': (init) => {
        posts.push(JSON.parse(String(init?.body)));
        return { body: { success: true, player: { ...player, status: 'blocked' } } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Oyuncuyu engelle' }));
    fireEvent.change(screen.getByLabelText('Açıklama'), { target: { value: 'Şüpheli hesap' } });
    const form = screen.getByRole('form', { name: 'Engelle: elif92' });
    fireEvent.click(within(form).getByRole('button', { name: 'Oyuncuyu engelle' }));
    expect(await screen.findByText('elif92 engellendi.')).toBeTruthy();
    expect(posts).toEqual([{ reason: 'Şüpheli hesap' }]);
  });
});
