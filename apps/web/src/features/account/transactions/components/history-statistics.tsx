import { formatBalance } from '@app/shared/money.ts';
import { transactionTexts } from '../texts.ts';
import type { HistoryStatistics, HistoryType } from '../api/get-transaction-history.ts';

/** The totals that belong to each tab. */
export const STATISTICS_BY_TYPE: Record<HistoryType, readonly (keyof HistoryStatistics)[]> = {
  deposit: ['total_deposit', 'pending_deposit'],
  withdraw: ['total_withdraw', 'pending_withdraw'],
  slot_bet: ['total_slot_bet', 'total_slot_win'],
  live_casino: ['total_casino_bet', 'total_casino_win'],
  sports_bet: ['total_sports_bet', 'total_sports_win'],
};

export function HistoryStatisticsBlock({
  type,
  statistics,
}: {
  type: HistoryType;
  statistics: HistoryStatistics | undefined;
}) {
  const t = transactionTexts;
  return (
    <section className="history-stats" aria-label={t.statistics}>
      <dl className="history-stats__list">
        {STATISTICS_BY_TYPE[type].map((key) => (
          <div key={key} className="history-stats__item">
            <dt>{t.stats[key]}</dt>
            <dd>{statistics ? formatBalance(statistics[key]) : '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
