import { useState } from 'react';
import { History } from 'lucide-react';
import { bonusEndReasonLabels, bonusStatusLabels, type BonusStatus } from '@app/shared/api/bonus.ts';
import { formatBalance } from '@app/shared/money.ts';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { bonusTexts } from '../texts.ts';
import { BonusEmpty, bonusQueryState } from './bonus-query-state.tsx';
import { historyPage, useBonusHistory, type BonusHistoryItem } from '../api/get-bonus-history.ts';
import { DataTableHead, DateTimeCell } from '@/components/ui/data-table.tsx';

const t = bonusTexts;

const STATUS_TONES: Record<BonusStatus, BadgeTone> = {
  completed: 'success',
  cancelled: 'neutral',
  expired: 'danger',
  active: 'accent',
  pending: 'warning',
};

/** What became of the bonus: the cash it converted to, the bonus money returned, or the engine's reason. */
function result(b: BonusHistoryItem): string {
  const parts: string[] = [];
  if (b.converted > 0) parts.push(t.converted(formatBalance(b.converted)));
  if (b.forfeited > 0) parts.push(t.forfeited(formatBalance(b.forfeited)));
  if (parts.length === 0 && b.end_reason) parts.push(bonusEndReasonLabels[b.end_reason] ?? b.end_reason);
  return parts.join(' · ') || '—';
}

/** Every bonus of the player (player-all-bonuses.php), 10 a page, with the five status labels. */
export function BonusHistory() {
  const { data, isPending, error, refetch, isFetching } = useBonusHistory();
  const [page, setPage] = useState(1);

  const pending = bonusQueryState({ isPending, data, error, refetch, isFetching });
  if (pending || !data) return pending;
  if (data.length === 0) {
    return <BonusEmpty icon={<History />} title={t.historyEmpty} hint={t.historyEmptyHint} />;
  }
  const { items, totalPages } = historyPage(data, page);
  const current = Math.min(page, totalPages);
  return (
    <>
      <table className="data-table bonus-history">
        <caption className="data-table__caption">
          {t.historyTitle} <span className="muted">({t.count(data.length)})</span>
        </caption>
        <DataTableHead
          columns={[{ label: t.date }, { label: t.bonus }, { label: t.type }, { label: t.amount, num: true }, { label: t.status }, { label: t.result }]}
        />
        <tbody>
          {items.map((b) => (
            <tr key={b.id}>
              <DateTimeCell label={t.date} value={b.created_at} />
              <td data-label={t.bonus} className="data-table__strong">
                {b.title || b.bonus_name}
              </td>
              <td data-label={t.type}>{b.type_label}</td>
              <td data-label={t.amount} className="data-table__num">
                {formatBalance(b.amount)}
              </td>
              <td data-label={t.status}>
                <Badge tone={STATUS_TONES[b.status] ?? 'neutral'}>
                  {bonusStatusLabels[b.status] ?? b.status_label}
                </Badge>
              </td>
              <td data-label={t.result} className="bonus-history__result">
                {result(b)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={current} totalPages={totalPages} onChange={setPage} />
    </>
  );
}
