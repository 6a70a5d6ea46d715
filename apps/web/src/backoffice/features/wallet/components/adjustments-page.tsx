import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adjustmentStatusLabels } from '@app/shared/api/adjustments.ts';
import {
  type AdjustmentItem,
  approveAdjustment,
  getAdjustments,
  rejectAdjustment,
} from '@/backoffice/features/wallet/api/wallet-api.ts';
import { useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { ConfirmAction } from '@/backoffice/ui/row-mutations.tsx';
import { GridPageSection } from '@/backoffice/ui/grid-page.tsx';
import { failure, money, when } from '@/backoffice/ui/format.ts';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import { ReasonForm, RowActions } from '@/backoffice/ui/parts.tsx';
import { MoneyFilters } from './money-filters.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { walletTexts } from '@/backoffice/features/wallet/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = walletTexts.adjustments;
const c = boTexts.common;
const FILTERS = ['status', 'q'] as const;
const DEFAULTS = { status: 'pending' };

/**
 * Bakiye eklemeleri (players.adjust): the balance credits above the site's cap, waiting for a second
 * approver by default; approve (confirmed first: the money moves then) or reject with a reason. The
 * server refuses the requester and the staff the four-eyes rules pair out (decision 0023), in Turkish.
 */
export function AdjustmentsPage() {
  const client = useQueryClient();
  const notify = useNotice();
  const state = useGridState(FILTERS, DEFAULTS);
  const [approving, setApproving] = useState<AdjustmentItem | null>(null);
  const [rejecting, setRejecting] = useState<AdjustmentItem | null>(null);
  const settle = () => {
    void client.invalidateQueries({ queryKey: backofficeKeys.grid('adjustments') });
    void client.invalidateQueries({ queryKey: backofficeKeys.counts });
  };
  const approve = useMutation({
    mutationFn: (a: AdjustmentItem) => approveAdjustment(a.id),
    onSuccess: (_r, a) => {
      setApproving(null);
      notify({ type: 'success', text: t.approved(a.username, money(a.amount)) });
    },
    onSettled: settle,
  });
  const reject = useMutation({
    mutationFn: ({ a, reason }: { a: AdjustmentItem; reason: string }) => rejectAdjustment(a.id, reason),
    onSuccess: (_r, { a }) => {
      setRejecting(null);
      notify({ type: 'success', text: t.rejected(a.username) });
    },
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: settle,
  });
  const busy = approve.isPending || reject.isPending;

  const columns = useMemo<GridColumn<AdjustmentItem>[]>(
    () => [
      { id: 'username', header: walletTexts.player, cell: ({ row }) => row.original.username },
      {
        id: 'amount',
        header: walletTexts.amountAndDate,
        cell: ({ row }) => (
          <>
            <div className="bo-amount">{money(row.original.amount)}</div>
            <div className="bo-small bo-muted">{when(row.original.created_at)}</div>
          </>
        ),
      },
      { id: 'reason', header: t.reason, cell: ({ row }) => row.original.reason },
      { id: 'requested_by', header: t.requestedBy, cell: ({ row }) => row.original.requested_by_username },
      {
        id: 'status',
        header: walletTexts.money.status,
        cell: ({ row }) => (
          <>
            <div>{adjustmentStatusLabels[row.original.status]}</div>
            {row.original.decided_by_username && (
              <div className="bo-small bo-muted">
                {t.decidedBy}: {row.original.decided_by_username}
              </div>
            )}
            {row.original.reject_reason && <div className="bo-small bo-muted">{row.original.reject_reason}</div>}
          </>
        ),
      },
      {
        id: 'actions',
        header: c.actions,
        cell: ({ row }) => {
          const a = row.original;
          if (a.status !== 'pending') return null;
          return (
            <RowActions
              disabled={busy}
              actions={[
                { label: c.approve, ariaLabel: `${c.approve}: ${a.username}, ${money(a.amount)}`, tone: 'primary', onClick: () => setApproving(a) },
                { label: c.reject, ariaLabel: `${c.reject}: ${a.username}, ${money(a.amount)}`, tone: 'danger', onClick: () => setRejecting(a) },
              ]}
            />
          );
        },
      },
    ],
    [busy],
  );

  return (
    <GridPageSection
      titleId="bo-adjustments-title"
      texts={{
        title: t.title,
        caption: state.query.status === 'pending' ? t.caption : t.captionAll,
        empty: state.query.status === 'pending' ? t.empty : t.emptyFiltered,
      }}
      before={
        <>
          <p className="bo-muted">{t.intro}</p>
          {rejecting && (
            <ReasonForm
              title={t.rejectTitle(rejecting.username, money(rejecting.amount))}
              submitLabel={c.reject}
              pending={reject.isPending}
              onSubmit={(reason) => reject.mutate({ a: rejecting, reason })}
              onCancel={() => setRejecting(null)}
            />
          )}
          <ConfirmAction
            target={approving}
            clear={() => setApproving(null)}
            mutation={approve}
            texts={(a) => ({ title: t.confirmTitle(a.username, money(a.amount)), body: t.confirmBody(a.username, money(a.amount)), confirmLabel: t.confirm })}
          />
        </>
      }
      id="adjustments"
      columns={columns}
      state={state}
      fetchPage={getAdjustments}
      toolbar={<MoneyFilters idPrefix="bo-adjustments" state={state} statuses={adjustmentStatusLabels} />}
    />
  );
}
