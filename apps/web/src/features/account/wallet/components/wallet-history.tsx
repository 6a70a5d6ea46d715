import { formatBalance } from '@app/shared/money.ts';
import { Badge, statusTone } from '@/components/ui/badge.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { walletTexts } from '../texts.ts';
import { errorText } from '@/lib/error-text.ts';
import { showToast } from '@/lib/toast.ts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal.ts';
import { useWalletTransactions, type WalletTransaction } from '../api/get-wallet-transactions.ts';
import { DataTableHead, DateTimeCell } from '@/components/ui/data-table.tsx';

/**
 * The wallet's history tab: type, bank, amount (2 decimals), status and date; a failed load is an
 * empty list. A pending withdrawal can be cancelled here (its amount returns to the balance).
 */
export function WalletHistory() {
  const t = walletTexts;
  const { data = [], isPending } = useWalletTransactions();
  const cancel = useCancelWithdrawal();

  const onCancel = async (tx: WalletTransaction) => {
    if (!window.confirm(t.cancelWithdrawalConfirm)) return;
    try {
      const reply = await cancel.mutateAsync(tx.id);
      showToast({ type: 'success', message: reply.message });
    } catch (err) {
      showToast({ type: 'error', message: errorText(err, t.cancelWithdrawalFailed) });
    }
  };

  if (isPending) return <Spinner />;
  if (data.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t.historyEmpty}</p>
        <p className="muted">{t.historyEmptyHint}</p>
      </div>
    );
  }
  return (
    <table className="data-table">
      <caption className="visually-hidden">{t.historyTitle}</caption>
      <DataTableHead
        columns={[
          { label: t.date },
          { label: walletTexts.description },
          { label: t.bank },
          { label: t.amount, num: true },
          { label: t.status },
          { label: t.actions, hidden: true },
        ]}
      />
      <tbody>
        {data.map((tx) => (
          <tr key={`${tx.type}-${tx.id}`}>
            <DateTimeCell label={t.date} value={tx.created_at} />
            <td data-label={walletTexts.description}>
              <div>
                <span className="data-table__strong">{t.types[tx.type] ?? tx.type}</span>
                {tx.reference_code && (
                  <span className="data-table__sub">
                    {t.referenceInHistory}: <strong className="deposit-reference__inline">{tx.reference_code}</strong>
                  </span>
                )}
              </div>
            </td>
            <td data-label={t.bank}>{tx.bank_name}</td>
            <td
              data-label={t.amount}
              className={`data-table__num data-table__amount data-table__amount--${tx.type}`}
            >
              {formatBalance(tx.amount)}
            </td>
            <td data-label={t.status}>
              <Badge tone={statusTone(tx.status)}>{tx.status_label}</Badge>
            </td>
            <td className="data-table__actions">
              {tx.type === 'withdraw' && tx.status === 'pending' && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={t.cancelWithdrawalLabel(formatBalance(tx.amount))}
                  disabled={cancel.isPending}
                  onClick={() => void onCancel(tx)}
                >
                  {t.cancelWithdrawal}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
