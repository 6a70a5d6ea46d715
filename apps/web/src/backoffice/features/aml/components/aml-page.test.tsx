import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { amlMessages } from '@app/shared/api/aml.ts';
import type { StaffUser } from '@/backoffice/ui/api.ts';
import type { AmlFlagItem } from '@/backoffice/features/aml/api/aml-api.ts';
import { me, renderBackoffice, support } from '@/backoffice/app/test-kit.tsx';

/**
 * The risk role's AML queue against a mocked Staff API: the nav's count, the grid with its filters,
 * clearing a flag (the note required, the server's refusal kept in the dialog), the report and the
 * thresholds; support has no such page.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const risk: StaffUser = {
  id: 4,
  username: 'risk1',
  role: 'risk',
  permissions: ['players.read', 'players.block', 'limits.manage', 'flags.manage', 'reports.read'],
};

const flag: AmlFlagItem = {
  id: 31,
  site_id: 1,
  player_id: 7,
  username: 'elif92',
  kind: 'name_mismatch',
  reference: 'withdrawal:12',
  details: { amount: 300, account_name: 'Mehmet Demir' },
  status: 'open',
  cleared_by: null,
  cleared_at: null,
  note: null,
  created_at: '2026-11-26T10:00:00.000Z',
};
const turnover: AmlFlagItem = {
  ...flag,
  id: 32,
  kind: 'low_turnover',
  reference: 'withdrawal:13',
  details: { amount: 100, deposits: 500, turnover: 200, since: null },
};

function routes(clear: (init?: RequestInit) => { status?: number; body: unknown }) {
  return {
    'admin/queues/counts': () => ({ body: { success: true, counts: { aml_flags: 2 } } }),
    'admin/aml/flags/31/clear': clear,
    'admin/aml/flags?': () => ({ body: { success: true, flags: [flag, turnover], total: 2 } }),
    'admin/aml/report?': () => ({
      body: { success: true, report: { from: '2026-10-28', to: '2026-11-26', period: 'week', rows: [{ period: '2026-11-23', kind: 'name_mismatch', open: 2, cleared: 1, total: 3 }] } },
    }),
    'admin/aml/settings': () => ({ body: { success: true, sites: [{ site_id: 1, site_name: 'Kumarhane', threshold: 50000, shared_accounts: 3 }] } }),
    'admin/me': me(risk),
  };
}

describe('AML uyarıları', () => {
  it('shows the open flags with the nav count, and clears one only with a note', async () => {
    let cleared = false;
    const { calls } = renderBackoffice(
      '/aml',
      routes((init) => {
        const note = (JSON.parse(String(init?.body)) as { note: string }).note;
        if (!cleared) {
          cleared = true;
          return { status: 409, body: { success: false, message: amlMessages.alreadyCleared } };
        }
        return { body: { success: true, flag: { ...flag, status: 'cleared', note, cleared_by: 'risk1', cleared_at: '2026-11-26T11:00:00.000Z' } } };
      }),
    );
    const nav = await screen.findByRole('navigation', { name: 'Yönetim menüsü' });
    const link = within(nav).getByRole('link', { name: /AML uyarıları/ });
    await waitFor(() => expect(link.textContent).toContain('2'));
    expect(await screen.findByText('Hesap sahibi: Mehmet Demir')).toBeTruthy();
    expect(screen.getByText('Yatırım 500 TL, çevrim 200 TL')).toBeTruthy();
    // the queue asks for the open ones first
    expect(calls.some((c) => c.url.startsWith('/api/admin/aml/flags?') && c.url.includes('status=open'))).toBe(true);

    // filters: the kind at once
    fireEvent.change(screen.getByRole('combobox', { name: 'Tür' }), { target: { value: 'low_turnover' } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('kind=low_turnover'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Uyarıyı kapat: #31 elif92' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uyarı #31 kapatılıyor' });
    const note = within(dialog).getByLabelText('Kapatma notu');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uyarıyı kapat' }));
    expect(await within(dialog).findByText(amlMessages.noteRequired)).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url.includes('/clear'))).toBe(false);

    fireEvent.change(note, { target: { value: 'Eşine ait hesap, belge görüldü' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uyarıyı kapat' }));
    expect(await within(dialog).findByText(amlMessages.alreadyCleared)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uyarıyı kapat' }));
    expect(await screen.findByText('Uyarı #31 kapatıldı.')).toBeTruthy();
    const sent = calls.filter((c) => c.url === '/api/admin/aml/flags/31/clear').map((c) => JSON.parse(String(c.init?.body)) as unknown);
    expect(sent).toEqual([{ note: 'Eşine ait hesap, belge görüldü' }, { note: 'Eşine ait hesap, belge görüldü' }]);
  });

  it('shows the report per period and saves a site’s thresholds', async () => {
    const { calls } = renderBackoffice('/aml', {
      ...routes(() => ({ body: {} })),
      'admin/aml/settings/1': () => ({ body: { success: true, site: { site_id: 1, site_name: 'Kumarhane', threshold: 75000, shared_accounts: 4 } } }),
    });
    const table = await screen.findByRole('table', { name: /arası uyarılar/ });
    const row = within(table).getByRole('row', { name: /2026-11-23/ });
    expect(row.textContent).toContain('Farklı isme ödeme');
    expect(row.textContent).toContain('3');
    const csv = screen.getAllByRole('link', { name: 'CSV indir' }).map((a) => a.getAttribute('href'));
    expect(csv.some((h) => /^\/api\/admin\/aml\/report\.csv\?from=.*period=week/.test(h ?? ''))).toBe(true);
    expect(csv.some((h) => h?.startsWith('/api/admin/aml/flags.csv'))).toBe(true);

    const threshold = await screen.findByLabelText('Kumarhane: eşik (TL)');
    fireEvent.change(threshold, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(amlMessages.thresholdInvalid)).toBeTruthy();
    fireEvent.change(threshold, { target: { value: '75000' } });
    fireEvent.change(screen.getByLabelText('Kumarhane: aynı IP’deki başka hesap sayısı'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kumarhane eşikleri kaydedildi.')).toBeTruthy();
    const put = calls.find((c) => c.url === '/api/admin/aml/settings/1' && c.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ threshold: 75000, shared_accounts: 4 });
  });

  it('is not in support’s navigation', async () => {
    renderBackoffice('/aml', { 'admin/queues/counts': () => ({ body: { success: true, counts: {} } }), 'admin/me': me(support) });
    const nav = await screen.findByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(nav).queryByRole('link', { name: /AML/ })).toBeNull();
    expect(await screen.findByText(/bulunamadı/i)).toBeTruthy();
  });
});
