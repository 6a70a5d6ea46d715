import { HandCoins } from 'lucide-react';
import { bonusMessages } from '@app/shared/api/bonus.ts';
import { formatDateTimeTr } from '@app/shared/dates.ts';
import { formatBalance, formatNumberTr } from '@app/shared/money.ts';
import { errorText } from '@/lib/error-text.ts';
import { bonusTexts } from '../texts.ts';
import { showToast } from '@/lib/toast.ts';
import { useCashbackCheck, useClaimCashback } from '../api/cashback.ts';
import { bonusQueryState } from './bonus-query-state.tsx';
import { Fact } from '@/components/ui/fact.tsx';

const t = bonusTexts;

/** The spec's claim failure: 'Hata: {message}' with the server's text, else 'İşlem başarısız oldu!'. */
export function claimErrorText(error: unknown): string {
  const server = errorText(error, '', '');
  return server ? t.cashbackError(server) : t.cashbackFailed;
}

/**
 * The loss bonus: eligibility from cashback-calculate.php, the amount, a confirmation, then the
 * claim of that amount. After a claim the page switches to the active bonuses (`onClaimed`), and
 * the balances and the eligibility are read again.
 */
export function CashbackPanel({ onClaimed }: { onClaimed: () => void }) {
  const { data, isPending, error, refetch, isFetching } = useCashbackCheck();
  const claim = useClaimCashback();

  const onClaim = async (amount: number) => {
    if (!window.confirm(t.cashbackConfirm(formatBalance(amount)))) return;
    try {
      const reply = await claim.mutateAsync(amount);
      showToast({ type: 'success', message: reply.message || bonusMessages.cashbackClaimed });
      onClaimed();
    } catch (err) {
      showToast({ type: 'error', message: claimErrorText(err) });
    }
  };

  const pending = bonusQueryState({ isPending, data, error, refetch, isFetching });
  if (pending || !data) return pending;
  const eligible = data.eligible && data.cashback_amount > 0;
  return (
    <section className="cashback" aria-labelledby="cashback-title">
      <div className="cashback__head">
        <HandCoins className="cashback__icon" aria-hidden="true" />
        <div>
          <h2 id="cashback-title" className="cashback__title">
            {t.cashbackTitle}
          </h2>
          <p className="muted">{t.cashbackIntro}</p>
        </div>
      </div>
      <dl className="bonus-card__facts">
        <Fact term={t.cashbackLoss} className="bonus-card__fact">{formatBalance(data.loss_amount)}</Fact>
        <Fact term={t.cashbackPercent} className="bonus-card__fact">%{formatNumberTr(data.percent)}</Fact>
        <Fact term={t.cashbackFrom} className="bonus-card__fact">
          <time dateTime={data.period_from}>{formatDateTimeTr(data.period_from)}</time>
        </Fact>
      </dl>
      {eligible ? (
        <div className="cashback__claim">
          <p className="cashback__amount">
            <span className="muted">{t.cashbackAmount}</span>
            <strong data-testid="cashback-amount">{formatBalance(data.cashback_amount)}</strong>
          </p>
          {data.message && <p className="muted">{data.message}</p>}
          <button
            type="button"
            className="button button--primary"
            aria-disabled={claim.isPending}
            onClick={() => {
              if (!claim.isPending) void onClaim(data.cashback_amount);
            }}
          >
            {claim.isPending ? t.cashbackClaiming : t.cashbackClaim}
          </button>
        </div>
      ) : (
        <p className="cashback__not-eligible" role="status">
          {data.message || t.cashbackNotEligible}
        </p>
      )}
    </section>
  );
}
