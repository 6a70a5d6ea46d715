import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvePromotion, listDrafts, type StaffPromotionDraft } from '@/backoffice/features/bonus/api/promotions-api.ts';
import { DataGrid, useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { ConfirmAction } from '@/backoffice/ui/row-mutations.tsx';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import { RowActions } from '@/backoffice/ui/parts.tsx';
import { bonusTexts } from '@/backoffice/features/bonus/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = bonusTexts.approvals;
const types = bonusTexts.promotions.types;

/**
 * Promosyon onayı (promotions.approve: finance, risk, admin; docs/decisions/0024): every site's drafts
 * with their money terms and who wrote them; the approval, confirmed, names the terms' version shown.
 * The server refuses the promotion's author and the last editor of its money terms.
 */
export function PromotionApprovalsPage() {
  const client = useQueryClient();
  const notify = useNotice();
  const state = useGridState([], { sort: 'updated_at', dir: 'asc' });
  const [asking, setAsking] = useState<StaffPromotionDraft | null>(null);
  const approve = useMutation({
    mutationFn: (p: StaffPromotionDraft) => approvePromotion(p),
    onSuccess: (_r, p) => {
      setAsking(null);
      notify({ type: 'success', text: t.approved(p.name) });
      void client.invalidateQueries({ queryKey: backofficeKeys.grid('promotion-drafts') });
      void client.invalidateQueries({ queryKey: backofficeKeys.grid('promotions') });
    },
  });

  const columns: GridColumn<StaffPromotionDraft>[] = [
    { id: 'site', header: t.site, accessorKey: 'site_name' },
    { id: 'name', header: t.name, accessorKey: 'name' },
    { id: 'bonus_type', header: t.type, accessorFn: (p) => types[p.bonus_type] ?? p.bonus_type },
    { id: 'terms', header: t.terms, accessorFn: (p) => t.termsOf(p) },
    { id: 'author', header: t.author, accessorFn: (p) => p.terms_by_name ?? t.system },
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) => (
        <RowActions
          className="bo-row-actions"
          actions={[{ label: t.approve, ariaLabel: `${t.approve}: ${row.original.name}`, onClick: () => setAsking(row.original) }]}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="bo-approvals-title">
      <h1 id="bo-approvals-title">{t.title}</h1>
      <p className="bo-muted">{t.intro}</p>
      <DataGrid
        id="promotion-drafts"
        caption={t.caption}
        columns={columns}
        state={state}
        rowKey={(p) => p.id}
        empty={t.empty}
        fetchPage={async (search, signal) => {
          const r = await listDrafts(search, signal);
          return { rows: r.rows, total: r.total };
        }}
      />
      <ConfirmAction
        target={asking}
        clear={() => setAsking(null)}
        mutation={approve}
        texts={(a) => ({ title: t.approveTitle(a.name), body: `${t.termsOf(a)}. ${t.approveBody}`, confirmLabel: t.approve })}
      />
    </section>
  );
}
