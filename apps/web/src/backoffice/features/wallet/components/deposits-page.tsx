import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveDeposit,
  type DepositItem,
  getDeposits,
  rejectDeposit,
} from '@/backoffice/features/wallet/api/wallet-api.ts';
import { useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { GridPageSection } from '@/backoffice/ui/grid-page.tsx';
import { failure, money } from '@/backoffice/ui/format.ts';
import { playerAndAmountColumns, statusAndBalancesColumns } from './player-cells.tsx';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import { ReasonForm, RowActions } from '@/backoffice/ui/parts.tsx';
import { MoneyFilters } from './money-filters.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { walletTexts } from '@/backoffice/features/wallet/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = walletTexts.deposits;
const c = boTexts.common;
const FILTERS = ['status', 'q'] as const;
const DEFAULTS = { status: 'pending' };

/**
 * Deposits: the pending ones by default (the queue), or any status, with the player's name, KYC,
 * balances and bonus state; approve, or reject with a reason; CSV of what is filtered.
 */
export function DepositsPage() {
  const client = useQueryClient();
  const notify = useNotice();
  const state = useGridState(FILTERS, DEFAULTS);
  const [rejecting, setRejecting] = useState<DepositItem | null>(null);
  const settle = () => {
    void client.invalidateQueries({ queryKey: backofficeKeys.grid('deposits') });
    void client.invalidateQueries({ queryKey: backofficeKeys.counts });
  };
  const approve = useMutation({
    mutationFn: (d: DepositItem) => approveDeposit(d.id),
    onSuccess: (_r, d) => notify({ type: 'success', text: t.approved(d.username, money(d.amount)) }),
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: settle,
  });
  const reject = useMutation({
    mutationFn: ({ d, reason }: { d: DepositItem; reason: string }) => rejectDeposit(d.id, reason),
    onSuccess: (_r, { d }) => {
      setRejecting(null);
      notify({ type: 'success', text: t.rejected(d.username) });
    },
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: settle,
  });
  const busy = approve.isPending || reject.isPending;

  const columns = useMemo<GridColumn<DepositItem>[]>(
    () => [
      ...playerAndAmountColumns<DepositItem>(),
      {
        id: 'reference',
        header: t.reference,
        cell: ({ row }) => (
          <>
            <code className="bo-code">{row.original.reference_code}</code>
            <div className="bo-small bo-muted">{row.original.sender_name}</div>
          </>
        ),
      },
      ...statusAndBalancesColumns<DepositItem>(t.status, t.statuses, t.balances),
      {
        id: 'actions',
        header: c.actions,
        cell: ({ row }) => {
          const d = row.original;
          if (d.status !== 'pending') return null;
          return (
            <RowActions
              disabled={busy}
              actions={[
                {
                  label: c.approve,
                  ariaLabel: `${c.approve}: ${d.username}, ${money(d.amount)}`,
                  tone: 'primary',
                  onClick: () => approve.mutate(d),
                },
                {
                  label: c.reject,
                  ariaLabel: `${c.reject}: ${d.username}, ${money(d.amount)}`,
                  tone: 'danger',
                  onClick: () => setRejecting(d),
                },
              ]}
            />
          );
        },
      },
    ],
    [approve, busy],
  );

  return (
    <GridPageSection
      titleId="bo-deposits-title"
      texts={{
        title: t.title,
        caption: state.query.status === 'pending' ? t.caption : t.captionAll,
        empty: state.query.status === 'pending' ? t.empty : t.emptyFiltered,
      }}
      before={
        <>
          {rejecting && (
            <ReasonForm
              title={t.rejectTitle(rejecting.username, money(rejecting.amount))}
              submitLabel={c.reject}
              pending={reject.isPending}
              onSubmit={(reason) => reject.mutate({ d: rejecting, reason })}
              onCancel={() => setRejecting(null)}
            />
          )}
        </>
      }
      id="deposits"
      columns={columns}
      state={state}
      csvPath="deposits.csv"
      fetchPage={getDeposits}
      toolbar={<MoneyFilters idPrefix="bo-deposits" state={state} statuses={t.statuses} />}
    />
  );
}
