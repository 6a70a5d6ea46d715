import type { ReactNode } from 'react';
import type { DepositItem, WithdrawalItem } from '@/backoffice/features/wallet/api/wallet-api.ts';
import type { GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { money, when } from '@/backoffice/ui/format.ts';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { walletTexts } from '@/backoffice/features/wallet/texts.ts';

type QueueRow = DepositItem | WithdrawalItem;

/** The player of a money request: username, real name, KYC status and bonus state. */
export function PlayerSummary({ row }: { row: QueueRow }) {
  return (
    <>
      <div>{row.username}</div>
      <div className="bo-small bo-muted bo-plain">{row.real_name}</div>
      <div className="bo-tags">
        <span className={`bo-tag bo-tag--${row.kyc_status}`}>
          {walletTexts.kycLabel(boTexts.kycStatus[row.kyc_status] ?? row.kyc_status)}
        </span>
        {row.bonus_active ? (
          <span className="bo-tag bo-tag--pending">{walletTexts.bonusActive}</span>
        ) : (
          <span className="bo-tag">{walletTexts.bonusNone}</span>
        )}
      </div>
    </>
  );
}

/** The amount, and when the request was made. */
export function AmountSummary({ row }: { row: QueueRow }) {
  return (
    <>
      <div className="bo-amount">{money(row.amount)}</div>
      <div className="bo-small bo-muted">{when(row.created_at)}</div>
    </>
  );
}

/** The player's balances, one per line. */
export function BalancesSummary({ row }: { row: QueueRow }) {
  const l = walletTexts.balanceLines;
  return (
    <dl className="bo-balances bo-small">
      <dt>{l.cash}</dt>
      <dd>{money(row.balances.cash)}</dd>
      <dt>{l.bonus}</dt>
      <dd>{money(row.balances.bonus)}</dd>
      <dt>{l.hold}</dt>
      <dd>{money(row.balances.withdraw_hold)}</dd>
    </dl>
  );
}

/** The money queues' first columns: the player, and the amount with its date. */
export function playerAndAmountColumns<T extends QueueRow>(): GridColumn<T>[] {
  return [
    {
      id: 'username',
      header: walletTexts.player,
      sortable: true,
      rowHeader: true,
      cell: ({ row }) => <PlayerSummary row={row.original} />,
    },
    {
      id: 'amount',
      header: walletTexts.amountAndDate,
      sortable: true,
      numeric: true,
      cell: ({ row }) => <AmountSummary row={row.original} />,
    },
  ];
}

/** A money request's status (the rejection reason as its title) and the player's balances, as two grid columns. */
export function statusAndBalancesColumns<T extends QueueRow>(
  statusHeader: string,
  statuses: Record<string, string>,
  balancesHeader: string,
  /** What follows the status tag (the withdrawals' open AML flags). */
  afterStatus?: (row: T) => ReactNode,
): GridColumn<T>[] {
  return [
    {
      id: 'status',
      header: statusHeader,
      cell: ({ row }) => (
        <>
          <span
            className={`bo-tag bo-tag--${row.original.status}`}
            title={row.original.reject_reason || undefined}
          >
            {statuses[row.original.status] ?? row.original.status}
          </span>
          {afterStatus?.(row.original)}
        </>
      ),
    },
    { id: 'balances', header: balancesHeader, cell: ({ row }) => <BalancesSummary row={row.original} /> },
  ];
}
