import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Gift } from 'lucide-react';
import { bonusMessages } from '@app/shared/api/bonus.ts';
import { formatDateTimeTr } from '@app/shared/dates.ts';
import { formatBalance, formatNumberTr } from '@app/shared/money.ts';
import { useActiveBonuses, type ActiveBonus } from '@/api/active-bonuses.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { WageringBar } from '@/components/wagering-bar.tsx';
import { errorText } from '@/lib/error-text.ts';
import { bonusTexts } from '../texts.ts';
import { showToast } from '@/lib/toast.ts';
import { useCancelBonus } from '../api/cancel-bonus.ts';
import { BonusEmpty, bonusQueryState } from './bonus-query-state.tsx';

const t = bonusTexts;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="bonus-card__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ActiveBonusCard({
  bonus: b,
  busy,
  onCancel,
}: {
  bonus: ActiveBonus;
  busy: boolean;
  onCancel: () => void;
}) {
  const w = b.wagering;
  const titleId = `bonus-${b.id}-title`;
  return (
    <article className="bonus-card" aria-labelledby={titleId}>
      <header className="bonus-card__head">
        <h2 id={titleId} className="bonus-card__name">
          {b.name}
        </h2>
        <Badge tone="accent">{b.type_label}</Badge>
      </header>
      {b.description && <p className="muted bonus-card__description">{b.description}</p>}
      <dl className="bonus-card__facts">
        <Fact term={t.amount}>{formatBalance(b.amount)}</Fact>
        <Fact term={t.balance}>{formatBalance(b.balance)}</Fact>
        <Fact term={t.wagering}>
          <span data-testid="wagering-multiplier">{t.multiplier(formatNumberTr(w.rollover))}</span>
          <span className="bonus-card__sub">{t.wageringRequired(formatBalance(w.required))}</span>
        </Fact>
        <Fact term={t.completed}>{formatBalance(w.completed)}</Fact>
        <Fact term={t.remaining}>{formatBalance(w.remaining)}</Fact>
        <Fact term={t.expires}>
          <time dateTime={b.time.expires}>{formatDateTimeTr(b.time.expires)}</time>
        </Fact>
        {b.max_bet > 0 && <Fact term={t.maxBet}>{formatBalance(b.max_bet)}</Fact>}
        <Fact term={t.contribution}>{t.contributionText(b.contribution.slot, b.contribution.table)}</Fact>
        {b.free_spins && (
          <Fact term={t.freeSpins}>
            {t.freeSpinsText(b.free_spins.left, b.free_spins.game_name, formatBalance(b.free_spins.stake))}
          </Fact>
        )}
      </dl>
      <WageringBar progress={w.progress} label={t.progressLabel(b.name)} />
      <div className="bonus-card__actions">
        <button
          type="button"
          className="button button--ghost button--small bonus-card__cancel"
          aria-label={t.cancelLabel(b.name)}
          disabled={busy}
          onClick={onCancel}
        >
          {t.cancel}
        </button>
      </div>
    </article>
  );
}

/**
 * The active bonus (one at a time): its terms, the wagering as an Nx multiplier with the completed
 * and remaining amounts and the percent, the expiry in Istanbul time; cancel asks first, then the
 * bonus ends and the list and balances reload.
 */
export function ActiveBonuses() {
  const { data, isPending, error, refetch, isFetching } = useActiveBonuses();
  const cancel = useCancelBonus();

  const onCancel = async (bonus: ActiveBonus) => {
    if (!window.confirm(t.cancelConfirm(formatBalance(bonus.balance)))) return;
    try {
      const reply = await cancel.mutateAsync(bonus.id);
      showToast({ type: 'success', message: reply.message || bonusMessages.cancelled });
    } catch (err) {
      showToast({ type: 'error', message: errorText(err, t.cancelFailed, t.cancelError) });
    }
  };

  const pending = bonusQueryState({ isPending, data, error, refetch, isFetching });
  if (pending || !data) return pending;
  if (data.length === 0) {
    return (
      <BonusEmpty icon={<Gift />} title={t.activeEmpty} hint={t.activeEmptyHint}>
        <Link to="/promotions" className="button button--primary">
          {t.toPromotions}
        </Link>
      </BonusEmpty>
    );
  }
  return (
    <div className="bonus-list">
      {data.map((b) => (
        <ActiveBonusCard key={b.id} bonus={b} busy={cancel.isPending} onCancel={() => void onCancel(b)} />
      ))}
    </div>
  );
}
