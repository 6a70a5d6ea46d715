import { formatDateTimeTr } from '@app/shared/dates.ts';
import { formatBalance } from '@app/shared/money.ts';
import { Badge, statusTone } from '@/components/ui/badge.tsx';
import { transactionTexts } from '../texts.ts';
import type { HistoryTransaction } from '../api/get-transaction-history.ts';
import type { GameDetailTarget } from '../api/get-game-detail.ts';

const money = (v: number | null) => (typeof v === 'number' ? formatBalance(v) : '—');

interface TransactionTableProps {
  rows: readonly HistoryTransaction[];
  caption: string;
  /** Game tabs show the reference number column. */
  showReference: boolean;
  onOpenReference: (target: GameDetailTarget) => void;
}

/** A table on wide screens; below 720 px each row becomes a card with its labels. */
export function TransactionTable({ rows, caption, showReference, onOpenReference }: TransactionTableProps) {
  const t = transactionTexts;
  return (
    <table className="data-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.date}</th>
          <th scope="col">{t.description}</th>
          <th scope="col" className="data-table__num">
            {t.amount}
          </th>
          <th scope="col">{t.status}</th>
          <th scope="col" className="data-table__num">
            {t.balanceBefore}
          </th>
          <th scope="col" className="data-table__num">
            {t.balanceAfter}
          </th>
          {showReference && <th scope="col">{t.reference}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((tx) => (
          <tr key={`${tx.type}-${tx.id}`}>
            <td data-label={t.date}>
              <time dateTime={tx.date}>{formatDateTimeTr(tx.date)}</time>
            </td>
            <td data-label={t.description}>
              <div>
                <span className="data-table__strong">{tx.description}</span>
                {(tx.game_name || tx.payment_method) && (
                  <span className="data-table__sub">
                    {tx.game_name
                      ? [tx.game_name, tx.provider].filter(Boolean).join(' · ')
                      : tx.payment_method}
                  </span>
                )}
              </div>
            </td>
            <td data-label={t.amount} className="data-table__num data-table__strong">
              {formatBalance(tx.amount)}
            </td>
            <td data-label={t.status}>
              <Badge tone={statusTone(tx.status)}>{tx.status_label}</Badge>
            </td>
            <td data-label={t.balanceBefore} className="data-table__num">
              {money(tx.balance_before)}
            </td>
            <td data-label={t.balanceAfter} className="data-table__num">
              {money(tx.balance_after)}
            </td>
            {showReference && (
              <td data-label={t.reference}>
                {tx.reference_id ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => onOpenReference({ ref: tx.reference_id!, provider: tx.provider ?? '' })}
                  >
                    {tx.reference_id}
                  </button>
                ) : (
                  '—'
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
