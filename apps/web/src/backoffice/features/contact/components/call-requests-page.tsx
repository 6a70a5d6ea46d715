import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';
import { type CallRequestItem, type CallRequestsReply, decideCallRequest } from '@/backoffice/features/contact/api/contact-api.ts';
import { DataGrid, useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { failure, when } from '@/backoffice/ui/format.ts';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import { RowActions } from '@/backoffice/ui/parts.tsx';
import { SearchAndStatus, StatusTag, useCan } from '@/backoffice/ui/queue-filters.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { contactTexts } from '@/backoffice/features/contact/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = contactTexts.callRequests;
const c = boTexts.common;

/**
 * Call-back requests (a player's or a visitor's): pending ones first by default; staff mark one
 * called (`done`) or rejected, and the requester's 'Son Talepleriniz' list shows it.
 */
export function CallRequestsPage() {
  const state = useGridState(['q', 'status'], { status: 'pending' });
  const client = useQueryClient();
  const notify = useNotice();
  const mayDecide = useCan('call_requests.decide');
  const decide = useMutation({
    mutationFn: ({ row, status }: { row: CallRequestItem; status: 'done' | 'rejected' }) =>
      decideCallRequest(row.id, status),
    onSuccess: (_r, { row, status }) =>
      notify({ type: 'success', text: status === 'done' ? t.done(row.name) : t.rejected(row.name) }),
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: backofficeKeys.grid('call-requests') });
      void client.invalidateQueries({ queryKey: backofficeKeys.counts });
    },
  });

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
      {
        id: 'actions',
        header: c.actions,
        cell: ({ row }) =>
          mayDecide && row.original.status === 'pending' ? (
            <RowActions
              disabled={decide.isPending}
              actions={[
                {
                  label: t.markDone,
                  ariaLabel: t.markDoneLabel(row.original.name),
                  tone: 'primary',
                  onClick: () => decide.mutate({ row: row.original, status: 'done' }),
                },
                {
                  label: c.reject,
                  ariaLabel: t.rejectLabel(row.original.name),
                  tone: 'danger',
                  onClick: () => decide.mutate({ row: row.original, status: 'rejected' }),
                },
              ]}
            />
          ) : null,
      },
    ],
    [mayDecide, decide],
  );

  return (
    <section aria-labelledby="bo-calls-title">
      <h1 id="bo-calls-title">{t.title}</h1>
      <DataGrid
        id="call-requests"
        caption={t.caption}
        columns={columns}
        state={state}
        rowKey={(r) => r.id}
        empty={t.empty}
        csvPath="call-requests.csv"
        fetchPage={async (search, signal) => {
          const r = await apiGet<CallRequestsReply>(`admin/call-requests?${search}`, signal);
          return { rows: r.call_requests, total: r.total };
        }}
        toolbar={<SearchAndStatus idPrefix="bo-calls" state={state} texts={t} />}
      />
    </section>
  );
}
