import { useMemo } from 'react';
import {
  type CallRequestItem,
  type CallRequestsReply,
  decideCallRequest,
} from '@/backoffice/features/contact/api/contact-api.ts';
import { useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { GridPageSection, listFetcher } from '@/backoffice/ui/grid-page.tsx';
import { when } from '@/backoffice/ui/format.ts';
import { decisionColumn, useQueueDecision } from '@/backoffice/ui/queue-decision.tsx';
import { SearchAndStatus, StatusTag, useCan } from '@/backoffice/ui/queue-filters.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { contactTexts } from '@/backoffice/features/contact/texts.ts';

const t = contactTexts.callRequests;
const c = boTexts.common;
const fetchCallRequests = listFetcher<CallRequestsReply, 'call_requests'>(
  'admin/call-requests',
  'call_requests',
);

/**
 * Call-back requests (a player's or a visitor's): pending ones first by default; staff mark one
 * called (`done`) or rejected, and the requester's 'Son Talepleriniz' list shows it.
 */
export function CallRequestsPage() {
  const state = useGridState(['q', 'status'], { status: 'pending' });
  const mayDecide = useCan('call_requests.decide');
  const decide = useQueueDecision(
    'call-requests',
    ({ row, status }: { row: CallRequestItem; status: 'done' | 'rejected' }) =>
      decideCallRequest(row.id, status),
    (_r, { row, status }) => (status === 'done' ? t.done(row.name) : t.rejected(row.name)),
  );

  const columns = useMemo<GridColumn<CallRequestItem>[]>(
    () => [
      { id: 'id', header: 'ID', accessorKey: 'id', sortable: true, numeric: true },
      { id: 'name', header: t.name, accessorKey: 'name', sortable: true },
      { id: 'username', header: t.username, accessorFn: (r) => r.username ?? t.visitor },
      {
        id: 'phone',
        header: t.phone,
        cell: ({ row }) => (
          <a className="bo-nowrap" href={`tel:${row.original.phone}`}>
            {row.original.phone}
          </a>
        ),
      },
      { id: 'message', header: t.message, accessorKey: 'message' },
      {
        id: 'status',
        header: t.status,
        sortable: true,
        cell: ({ row }) => <StatusTag status={row.original.status} names={t.statusNames} />,
      },
      { id: 'created_at', header: t.created, sortable: true, accessorFn: (r) => when(r.created_at) },
      { id: 'updated_at', header: t.updated, sortable: true, accessorFn: (r) => when(r.updated_at) },
      decisionColumn<CallRequestItem>({
        may: mayDecide,
        pending: decide.isPending,
        accept: {
          label: t.markDone,
          ariaLabel: (r) => t.markDoneLabel(r.name),
          decide: (row) => decide.mutate({ row, status: 'done' }),
        },
        reject: {
          label: c.reject,
          ariaLabel: (r) => t.rejectLabel(r.name),
          decide: (row) => decide.mutate({ row, status: 'rejected' }),
        },
      }),
    ],
    [mayDecide, decide],
  );

  return (
    <GridPageSection
      titleId="bo-calls-title"
      texts={t}
      id="call-requests"
      columns={columns}
      state={state}
      csvPath="call-requests.csv"
      fetchPage={fetchCallRequests}
      toolbar={<SearchAndStatus idPrefix="bo-calls" state={state} texts={t} />}
    />
  );
}
