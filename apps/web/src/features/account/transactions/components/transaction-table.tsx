import { formatBalance } from '@app/shared/money.ts';
import { Badge, statusTone } from '@/components/ui/badge.tsx';
import { transactionTexts } from '../texts.ts';
import type { HistoryTransaction } from '../api/get-transaction-history.ts';
import type { GameDetailTarget } from '../api/get-game-detail.ts';
import { DataTableHead, DateTimeCell } from '@/components/ui/data-table.tsx';

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
      <DataTableHead
        columns={[
          { label: t.date },
          { label: t.description },
          { label: t.amount, num: true },
          { label: t.status },
          { label: t.balanceBefore, num: true },
          { label: t.balanceAfter, num: true },
          showReference && { label: t.reference },
        ]}
      />
      <tbody>
        {rows.map((tx) => (
          <tr key={`${tx.type}-${tx.id}`}>
            <DateTimeCell label={t.date} value={tx.date} />
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
