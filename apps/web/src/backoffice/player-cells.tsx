import type { DepositItem, WithdrawalItem } from './api.ts';
import { money, when } from './format.ts';
import { boTexts } from './texts.ts';

type QueueRow = DepositItem | WithdrawalItem;

/** The row's header cell: the player's username, real name, KYC status and bonus state. */
export function PlayerCell({ row }: { row: QueueRow }) {
  return (
    <th scope="row">
      <div>{row.username}</div>
      <div className="bo-small bo-muted bo-plain">{row.real_name}</div>
      <div className="bo-tags">
        <span className={`bo-tag bo-tag--${row.kyc_status}`}>
          {boTexts.kycLabel(boTexts.kycStatus[row.kyc_status] ?? row.kyc_status)}
        </span>
        {row.bonus_active ? (
          <span className="bo-tag bo-tag--pending">{boTexts.bonusActive}</span>
        ) : (
          <span className="bo-tag">{boTexts.bonusNone}</span>
        )}
      </div>
    </th>
  );
}

/** The amount, and when the request was made. */
export function AmountCell({ row }: { row: QueueRow }) {
  return (
    <td className="bo-num">
      <div className="bo-amount">{money(row.amount)}</div>
      <div className="bo-small bo-muted">{when(row.created_at)}</div>
    </td>
  );
}

/** The player's balances, one per line. */
export function BalancesCell({ row }: { row: QueueRow }) {
  const l = boTexts.balanceLines;
  return (
    <td className="bo-small">
      <dl className="bo-balances">
        <dt>{l.cash}</dt>
        <dd>{money(row.balances.cash)}</dd>
        <dt>{l.bonus}</dt>
        <dd>{money(row.balances.bonus)}</dd>
        <dt>{l.hold}</dt>
        <dd>{money(row.balances.withdraw_hold)}</dd>
      </dl>
    </td>
  );
}
