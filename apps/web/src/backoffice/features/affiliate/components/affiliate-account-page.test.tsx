import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { affiliateMessages, type AffiliateStatement } from '@app/shared/api/affiliate.ts';
import type { StaffAffiliateReply } from '@/backoffice/features/affiliate/api/affiliate-api.ts';
import { finance, me, renderBackoffice, support } from '@/backoffice/app/test-kit.tsx';
import type { StaffUser } from '@/backoffice/ui/api.ts';

afterEach(cleanup);

const plan = {
  revenue_share_percent: 25,
  cpa_amount: 300,
  cpa_min_deposit: 200,
  cpa_min_wagering: 1000,
  effective_from: '2026-10',
};
const account = {
  id: 4,
  email: 'ortak@example.com',
  name: 'Deniz Medya',
  btag: 'deniz42',
  site_id: 1,
  plan,
  next_plan: null,
  approved_at: '2026-09-12T10:00:00.000Z',
  unpaid: 2300,
  statements_count: 1,
};
const statement = (over: Partial<AffiliateStatement>): AffiliateStatement => ({
  id: 1,
  affiliate_id: 4,
  month: '2026-10',
  ngr: 8000,
  carried_in: 0,
  revenue_share_percent: 25,
  revenue_share: 2000,
  cpa_count: 1,
  cpa: 300,
  commission: 2300,
  carried_out: 0,
  status: 'locked',
  needs_second_approval: false,
  approvals: 0,
  paid_at: null,
  payment_reference: null,
  created_at: '2026-11-01T00:05:00.000Z',
  ...over,
});
const detail = (statements: AffiliateStatement[]): { body: StaffAffiliateReply } => ({
  body: {
    success: true,
    affiliate: account,
    plans: [{ ...plan, set_at: '2026-09-12T10:05:00.000Z', set_by: 'finans2' }],
    statements,
  },
});
const viewer: StaffUser = { ...support, permissions: [...support.permissions, 'affiliates.view'] };
const bodies = (calls: { url: string; init?: RequestInit }[], url: string) =>
  calls
    .filter((c) => c.url === url)
    .map((c) => ({ method: c.init?.method, body: JSON.parse(String(c.init?.body ?? '{}')) as unknown }));

describe('the affiliate room', () => {
  it('lists the accounts in a grid that opens an affiliate’s page', async () => {
    const { calls } = renderBackoffice('/affiliate-accounts', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/affiliates/4': () => detail([]),
      'admin/affiliates': () => ({
        body: {
          success: true,
          affiliates: [
            account,
            { ...account, id: 5, name: 'Yeni Ortak', btag: 'yeni1', plan: null, unpaid: 0 },
          ],
          total: 2,
        },
      }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(nav).getByRole('link', { name: 'Ortaklar' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Ortak hesapları' });
    const row = await within(table).findByRole('row', { name: /Deniz Medya/ });
    expect(row.textContent).toContain('%25 gelir payı · 300,00 ₺ CPA');
    expect(within(table).getByRole('row', { name: /Yeni Ortak/ }).textContent).toContain('Plan yok');
    expect(calls.find((c) => c.url.startsWith('/api/admin/affiliates?'))!.url).toBe(
      '/api/admin/affiliates?limit=50&offset=0',
    );
    fireEvent.click(within(row).getByRole('link', { name: 'Deniz Medya' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ortak: Deniz Medya' })).toBeTruthy();
  });

  it('says the very first plan applies from this month', async () => {
    renderBackoffice('/affiliate-accounts/4', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/affiliates/4': () => ({
        body: { ...detail([]).body, affiliate: { ...account, plan: null, next_plan: null }, plans: [] },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Komisyon planı' });
    expect(within(form).getByRole('button', { name: 'Planı kaydet (bu aydan)' })).toBeTruthy();
  });

  it('saves a plan from the next month, refusing bad figures in Turkish before sending', async () => {
    const { calls } = renderBackoffice('/affiliate-accounts/4', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/affiliates/4/plan': () => ({
        body: {
          success: true,
          plan: {
            revenue_share_percent: 30,
            cpa_amount: 250,
            cpa_min_deposit: 100,
            cpa_min_wagering: 500,
            effective_from: '2026-12',
          },
          message: 'Komisyon planı Aralık 2026 ayından itibaren geçerli olacak.',
        },
      }),
      'admin/affiliates/4': () => detail([]),
    });
    const form = await screen.findByRole('form', { name: 'Komisyon planı' });
    expect(form.textContent).toContain('Yeni plan bir sonraki aydan itibaren geçerli olur');
    expect((within(form).getByLabelText('Gelir payı (%)') as HTMLInputElement).value).toBe('25');
    const set = (label: string, value: string) =>
      fireEvent.input(within(form).getByLabelText(label), { target: { value } });

    set('Gelir payı (%)', '150');
    set('CPA tutarı (₺)', '-5');
    set('CPA için en az yatırım (₺)', '');
    fireEvent.click(within(form).getByRole('button', { name: 'Planı kaydet (sonraki aydan)' }));
    expect(await within(form).findByText('Gelir payı 0 ile 100 arasında olmalı')).toBeTruthy();
    expect(within(form).getByText('CPA tutarı negatif olamaz')).toBeTruthy();
    expect(within(form).getByText('CPA için en az yatırım girin')).toBeTruthy();
    expect(within(form).getByLabelText('Gelir payı (%)').getAttribute('aria-invalid')).toBe('true');
    expect(bodies(calls, '/api/admin/affiliates/4/plan')).toHaveLength(0);

    set('Gelir payı (%)', '30');
    set('CPA tutarı (₺)', '250');
    set('CPA için en az yatırım (₺)', '100');
    set('CPA için en az çevrim (₺)', '500');
    fireEvent.click(within(form).getByRole('button', { name: 'Planı kaydet (sonraki aydan)' }));
    expect((await screen.findByTestId('notice')).textContent).toContain(
      'Komisyon planı Aralık 2026 ayından itibaren geçerli olacak.',
    );
    expect(bodies(calls, '/api/admin/affiliates/4/plan')).toEqual([
      {
        method: 'PUT',
        body: { revenue_share_percent: 30, cpa_amount: 250, cpa_min_deposit: 100, cpa_min_wagering: 500 },
      },
    ]);
    const history = screen.getByRole('table', { name: 'Plan geçmişi' });
    expect(within(history).getByRole('row', { name: /Ekim 2026/ }).textContent).toContain('finans2');
  });

  it('approves a statement twice above the threshold (the server refusing the same approver) and records the payment', async () => {
    let current = statement({ needs_second_approval: true, commission: 60000 });
    let refuseSecond = true;
    const { calls } = renderBackoffice('/affiliate-accounts/4', {
      'admin/me': me(finance),
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/affiliate-statements/1/approve': () => {
        if (current.approvals === 1 && refuseSecond) {
          refuseSecond = false;
          return { status: 409, body: { success: false, message: affiliateMessages.secondApproverSame } };
        }
        current =
          current.approvals === 0
            ? { ...current, approvals: 1 }
            : { ...current, approvals: 2, status: 'approved' };
        return { body: { success: true, statement: current } };
      },
      'admin/affiliate-statements/1/paid': (init) => {
        const { reference } = JSON.parse(String(init?.body)) as { reference: string };
        current = {
          ...current,
          status: 'paid',
          paid_at: '2026-11-06T10:00:00.000Z',
          payment_reference: reference,
        };
        return { body: { success: true, statement: current } };
      },
      'admin/affiliates/4': () => detail([current]),
    });
    const table = await screen.findByRole('table', { name: 'Aylık hesap özetleri ve ödemeler' });
    let row = within(table).getByRole('row', { name: /Ekim 2026/ });
    expect(within(row).getByText('Onay bekliyor')).toBeTruthy();
    expect(within(row).getByText('Dört göz: ikinci onay gerekli')).toBeTruthy();
    expect(row.textContent).toContain('0 / 2');

    const approve = () =>
      fireEvent.click(
        within(screen.getByRole('table', { name: 'Aylık hesap özetleri ve ödemeler' })).getByRole('button', {
          name: 'Onayla: Ekim 2026, 60.000,00 ₺',
        }),
      );
    approve();
    let dialog = await screen.findByRole('dialog', { name: 'Onayla: Ekim 2026, 60.000,00 ₺' });
    expect(dialog.textContent).toContain('Ekim 2026 hesap özeti (60.000,00 ₺) onaylanacak.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect((await screen.findByTestId('notice')).textContent).toContain('Ekim 2026 hesap özeti onaylandı.');

    row = await within(table).findByRole('row', { name: /Ekim 2026/ });
    expect(await within(row).findByText('1 / 2')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Onayla: Ekim 2026, 60.000,00 ₺' }).textContent).toBe(
      'İkinci onay',
    );
    approve();
    dialog = await screen.findByRole('dialog', { name: 'Onayla: Ekim 2026, 60.000,00 ₺' });
    expect(dialog.textContent).toContain('ikinci onay verilecek');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(await within(dialog).findByText(affiliateMessages.secondApproverSame)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    const paidButton = await within(table).findByRole('button', {
      name: 'Ödendi olarak işaretle: Ekim 2026, 60.000,00 ₺',
    });
    expect(bodies(calls, '/api/admin/affiliate-statements/1/approve')).toHaveLength(3);

    fireEvent.click(paidButton);
    const paid = await screen.findByRole('dialog', {
      name: 'Ödendi olarak işaretle: Ekim 2026, 60.000,00 ₺',
    });
    fireEvent.click(within(paid).getByRole('button', { name: 'Ödemeyi kaydet' }));
    expect(await within(paid).findByText(affiliateMessages.referenceRequired)).toBeTruthy();
    expect(bodies(calls, '/api/admin/affiliate-statements/1/paid')).toHaveLength(0);
    fireEvent.input(within(paid).getByLabelText('Ödeme referansı'), { target: { value: 'EFT-2026-1106' } });
    fireEvent.click(within(paid).getByRole('button', { name: 'Ödemeyi kaydet' }));
    await waitFor(() =>
      expect(screen.getByTestId('notice').textContent).toContain(
        'Ekim 2026 hesap özeti ödendi olarak kaydedildi.',
      ),
    );
    row = await within(table).findByRole('row', { name: /Ekim 2026/ });
    expect(await within(row).findByText('Ödendi')).toBeTruthy();
    expect(row.textContent).toContain('EFT-2026-1106');
    expect(bodies(calls, '/api/admin/affiliate-statements/1/paid')).toEqual([
      { method: 'POST', body: { reference: 'EFT-2026-1106' } },
    ]);
  });

  it('shows a viewer without finance’s permission the plan and statements but no form and no action', async () => {
    renderBackoffice('/affiliate-accounts/4', {
      'admin/me': me(viewer),
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
      'admin/affiliates/4': () => detail([statement({})]),
    });
    expect(await screen.findByRole('table', { name: 'Aylık hesap özetleri ve ödemeler' })).toBeTruthy();
    expect(
      screen.getByText('%25 gelir payı · 300,00 ₺ CPA (en az 200,00 ₺ yatırım, 1.000,00 ₺ çevrim)', {
        selector: 'dd',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Komisyon planı' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Onayla/ })).toBeNull();
  });

  it('has no affiliate room for a role without affiliates.view', async () => {
    renderBackoffice('/affiliate-accounts/4', {
      'admin/me': me(support),
      'admin/queues/counts': () => ({ body: { success: true, counts: {} } }),
    });
    expect(await screen.findByText('Bu sayfa bulunamadı ya da yetkiniz yok.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(nav).queryByRole('link', { name: 'Ortaklar' })).toBeNull();
  });
});
