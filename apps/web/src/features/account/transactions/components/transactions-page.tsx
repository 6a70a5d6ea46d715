import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { HISTORY_TYPES } from '@app/shared/api/wallet.ts';
import { Pager } from '@/components/ui/pager.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TabList, TabPanel, type TabItem } from '@/components/ui/tabs.tsx';
import { useTabParam } from '@/hooks/use-tab-param.ts';
import { transactionTexts } from '../texts.ts';
import type { GameDetailTarget } from '../api/get-game-detail.ts';
import { isNotLoggedIn, useTransactionHistory, type HistoryType } from '../api/get-transaction-history.ts';
import { todayRange, type DateRange } from '../utils/date-range.ts';
import { DateFilter } from './date-filter.tsx';
import { GameDetailModal } from './game-detail-modal.tsx';
import { HistoryStatisticsBlock } from './history-statistics.tsx';
import { TransactionTable } from './transaction-table.tsx';
import '@/styles/forms.css';

const TAB_ITEMS: readonly TabItem<HistoryType>[] = HISTORY_TYPES.map((id) => ({
  id,
  label: transactionTexts.tabs[id],
}));
const GAME_TYPES: readonly HistoryType[] = ['slot_bet', 'live_casino', 'sports_bet'];

/**
 * /account/transactions: five tabs (?tab= preselects), today or a custom day range, refresh,
 * totals, 20 rows a page with a window of five page numbers, and game detail behind a
 * reference number. Changing the tab, the filter or the range goes back to page 1.
 */
export default function TransactionsPage() {
  const t = transactionTexts;
  const navigate = useNavigate();
  const [type, setType] = useTabParam(HISTORY_TYPES, 'deposit');
  const [range, setRange] = useState<DateRange>(todayRange);
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<GameDetailTarget | null>(null);
  const history = useTransactionHistory({ type, page, from: range.from, to: range.to });
  const { data, isPending, isFetching, error, refetch } = history;

  useEffect(() => {
    if (isNotLoggedIn(error)) void navigate('/login', { replace: true });
  }, [error, navigate]);

  // A deposit or withdrawal changed status: the shell's events poller invalidates historyKeys.all.

  const changeType = (next: HistoryType) => {
    setType(next);
    setPage(1);
  };

  const changeRange = (next: DateRange) => {
    setPage(1);
    if (next.from === range.from && next.to === range.to) void refetch();
    else setRange(next);
  };

  const rows = data?.transactions ?? [];
  const pagination = data?.pagination;
  return (
    <section className="page account-page" aria-labelledby="transactions-title">
      <h1 id="transactions-title" className="page__title">
        {t.title}
      </h1>
      <TabList
        idPrefix="history"
        label={t.tabsLabel}
        tabs={TAB_ITEMS}
        selected={type}
        onSelect={changeType}
      />
      <TabPanel idPrefix="history" id={type} className="card history-panel">
        <div className="history-toolbar">
          <DateFilter onApply={changeRange} />
          <button
            type="button"
            className="button button--ghost button--small history-toolbar__refresh"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            <RefreshCw aria-hidden="true" className={isFetching ? 'is-spinning' : ''} />{' '}
            {isFetching ? t.refreshing : t.refresh}
          </button>
        </div>
        <HistoryStatisticsBlock type={type} statistics={data?.statistics} />
        {isPending ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{t.empty[type]}</p>
            <p className="muted">{t.emptyHint}</p>
          </div>
        ) : (
          <>
            <p className="muted history-count" aria-live="polite">
              {t.count(pagination?.total ?? rows.length)}
            </p>
            <TransactionTable
              rows={rows}
              caption={t.tabs[type]}
              showReference={GAME_TYPES.includes(type)}
              onOpenReference={setDetail}
            />
          </>
        )}
        {pagination && (
          <Pager
            page={pagination.current_page}
            totalPages={pagination.total_pages}
            pages={pagination.pages}
            onChange={setPage}
          />
        )}
      </TabPanel>
      <GameDetailModal target={detail} onClose={() => setDetail(null)} />
    </section>
  );
}
