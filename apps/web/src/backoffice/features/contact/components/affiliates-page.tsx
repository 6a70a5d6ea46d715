import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { type AffiliateItem, type AffiliatesReply, decideAffiliate } from '@/backoffice/features/contact/api/contact-api.ts';
import { DataGrid, useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { failure, when } from '@/backoffice/ui/format.ts';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import { RowActions } from '@/backoffice/ui/parts.tsx';
import { SearchAndStatus, StatusTag, useCan } from '@/backoffice/ui/queue-filters.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { contactTexts } from '@/backoffice/features/contact/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = contactTexts.affiliates;
const c = boTexts.common;

/** Affiliate applications: pending ones first by default; approval answers the affiliate's new btag, shown to staff. */
export function AffiliatesPage() {
  const state = useGridState(['q', 'status'], { status: 'pending' });
  const client = useQueryClient();
  const notify = useNotice();
  const mayDecide = useCan('affiliates.decide');
  const decide = useMutation({
    mutationFn: ({ row, decision }: { row: AffiliateItem; decision: 'approve' | 'reject' }) =>
      decideAffiliate(row.id, decision),
    onSuccess: (r, { row, decision }) =>
      notify({
        type: 'success',
        text:
          decision === 'approve'
            ? t.approved(row.name, r.btag ?? r.affiliate_application.btag ?? '')
            : t.rejected(row.name),
      }),
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: backofficeKeys.grid('affiliates') });
      void client.invalidateQueries({ queryKey: backofficeKeys.counts });
    },
  });

  const columns = useMemo<GridColumn<AffiliateItem>[]>(
    () => [
      { id: 'id', header: 'ID', accessorKey: 'id', sortable: true, numeric: true },
      { id: 'name', header: t.name, accessorKey: 'name', sortable: true },
      { id: 'email', header: t.email, accessorKey: 'email', sortable: true },
      { id: 'username', header: t.username, accessorKey: 'username' },
      { id: 'phone', header: t.phone, accessorKey: 'phone' },
      { id: 'website', header: t.website, accessorKey: 'website' },
      { id: 'message', header: t.message, accessorKey: 'message' },
      {
        id: 'status',
        header: t.status,
        sortable: true,
        cell: ({ row }) => <StatusTag status={row.original.status} names={t.statusNames} />,
      },
      {
        id: 'btag',
        header: t.btag,
        cell: ({ row }) => (row.original.btag ? <code className="bo-code">{row.original.btag}</code> : null),
      },
      { id: 'created_at', header: t.created, sortable: true, accessorFn: (r) => when(r.created_at) },
      { id: 'decided_at', header: t.decided, sortable: true, accessorFn: (r) => when(r.decided_at) },
      {
        id: 'actions',
        header: c.actions,
        cell: ({ row }) =>
          mayDecide && row.original.status === 'pending' ? (
            <RowActions
              disabled={decide.isPending}
              actions={[
                {
                  label: c.approve,
                  ariaLabel: t.approveLabel(row.original.name),
                  tone: 'primary',
                  onClick: () => decide.mutate({ row: row.original, decision: 'approve' }),
                },
                {
                  label: c.reject,
                  ariaLabel: t.rejectLabel(row.original.name),
                  tone: 'danger',
                  onClick: () => decide.mutate({ row: row.original, decision: 'reject' }),
                },
              ]}
            />
          ) : null,
      },
    ],
    [mayDecide, decide],
  );

  return (
    <section aria-labelledby="bo-affiliates-title">
      <h1 id="bo-affiliates-title">{t.title}</h1>
      <DataGrid
        id="affiliates"
        caption={t.caption}
        columns={columns}
        state={state}
        rowKey={(r) => r.id}
        empty={t.empty}
        csvPath="affiliate-applications.csv"
        fetchPage={async (search, signal) => {
          const r = await apiGet<AffiliatesReply>(`admin/affiliate-applications?${search}`, signal);
          return { rows: r.affiliate_applications, total: r.total };
        }}
        toolbar={<SearchAndStatus idPrefix="bo-affiliates" state={state} texts={t} />}
      />
    </section>
  );
}
