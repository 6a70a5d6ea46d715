import { useMemo } from 'react';
import {
  type AffiliateItem,
  type AffiliatesReply,
  decideAffiliate,
} from '@/backoffice/features/contact/api/contact-api.ts';
import { useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { GridPageSection, listFetcher } from '@/backoffice/ui/grid-page.tsx';
import { when } from '@/backoffice/ui/format.ts';
import { decisionColumn, useQueueDecision } from '@/backoffice/ui/queue-decision.tsx';
import { SearchAndStatus, StatusTag, useCan } from '@/backoffice/ui/queue-filters.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { contactTexts } from '@/backoffice/features/contact/texts.ts';

const t = contactTexts.affiliates;
const c = boTexts.common;
const fetchAffiliates = listFetcher<AffiliatesReply, 'affiliate_applications'>(
  'admin/affiliate-applications',
  'affiliate_applications',
);

/** Affiliate applications: pending ones first by default; approval answers the affiliate's new btag, shown to staff. */
export function AffiliatesPage() {
  const state = useGridState(['q', 'status'], { status: 'pending' });
  const mayDecide = useCan('affiliates.decide');
  const decide = useQueueDecision(
    'affiliates',
    ({ row, decision }: { row: AffiliateItem; decision: 'approve' | 'reject' }) =>
      decideAffiliate(row.id, decision),
    (r, { row, decision }) =>
      decision === 'approve'
        ? t.approved(row.name, r.btag ?? r.affiliate_application.btag ?? '')
        : t.rejected(row.name),
  );

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
      decisionColumn<AffiliateItem>({
        may: mayDecide,
        pending: decide.isPending,
        accept: {
          label: c.approve,
          ariaLabel: (r) => t.approveLabel(r.name),
          decide: (row) => decide.mutate({ row, decision: 'approve' }),
        },
        reject: {
          label: c.reject,
          ariaLabel: (r) => t.rejectLabel(r.name),
          decide: (row) => decide.mutate({ row, decision: 'reject' }),
        },
      }),
    ],
    [mayDecide, decide],
  );

  return (
    <GridPageSection
      titleId="bo-affiliates-title"
      texts={t}
      id="affiliates"
      columns={columns}
      state={state}
      csvPath="affiliate-applications.csv"
      fetchPage={fetchAffiliates}
      toolbar={<SearchAndStatus idPrefix="bo-affiliates" state={state} texts={t} />}
    />
  );
}
