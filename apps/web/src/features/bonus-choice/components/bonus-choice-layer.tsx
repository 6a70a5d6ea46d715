import { useEffect, useRef, useState } from 'react';
import { Gift } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatBalance, formatNumberTr } from '@app/shared/money.ts';
import { balanceQueryOptions } from '@/api/balance.ts';
import { bonusKeys, walletKeys } from '@/api/query-keys.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { showToast } from '@/lib/toast.ts';
import { usePollInterval } from '@/lib/push.ts';
import { bonusChoiceTexts } from '../texts.ts';
import {
  usePendingBonus,
  type PendingBonusOffer,
  type PendingBonusReply,
} from '../api/check-pending-bonus.ts';
import { declineBonus, selectBonus } from '../api/process-bonus-selection.ts';

export const RELOAD_AFTER_SELECT_MS = 1000;
/** The spec's bonus layer reads the balance every 2 s (the header every 5 s). */
export const LAYER_BALANCE_POLL_MS = 2000;

/** '250,00' for 250: the text adds the ₺ sign itself. */
const amountText = (lira: number) => formatBalance(lira).replace(/\s₺$/, '');

/** The server ended the deposit's offer (decision 0021: a bet, a withdrawal request, a newer deposit or its hours since the approval). */
const offerExpired = (e: unknown) => e instanceof ApiError && e.body?.offer_expired === true;

/**
 * The layer's balance poll: every 2 s (the safety interval while the push channel is up, which
 * invalidates the balance when it moves), silent on failure. When a known balance (cash or bonus)
 * moves, the wallet's and the bonuses' queries are invalidated, so an open page shows the new
 * figures (a bonus being wagered moves the bonus balance alone).
 */
function useLayerBalancePoll() {
  const queryClient = useQueryClient();
  const refetchInterval = usePollInterval(LAYER_BALANCE_POLL_MS);
  const { data } = useQuery({ ...balanceQueryOptions, refetchInterval });
  const previous = useRef<string | null>(null);
  const now = typeof data?.balance === 'number' ? `${data.balance}/${data.bonus_balance}` : null;
  useEffect(() => {
    if (now === null) return;
    const before = previous.current;
    previous.current = now;
    if (before !== null && before !== now) {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
    }
  }, [now, queryClient]);
}

/** An offer's icon: its own image when the server names one, else the gift symbol. */
function OfferIcon({ icon }: { icon: string | null }) {
  if (icon && /^(\/|https?:\/\/)/.test(icon))
    return <img className="bonus-offer__icon" src={icon} alt="" width={40} height={40} />;
  return <Gift className="bonus-offer__icon" aria-hidden="true" />;
}

/**
 * Mounted by the shell while a player is logged in. The pending-bonus check runs at start, then
 * every 2 s until an offer is found; the choice opens and the check stops while it is on screen,
 * and starts again when it closes (Escape, the backdrop or the close button). An offer closed
 * without a decision is not opened again by the polling on this page (the next page load's first
 * check offers it again); an offer for another deposit is. Select: the success text with the
 * amount, then the page reloads after 1 s. Decline: a confirmation, then the decline text. An offer
 * the server says has lapsed (`offer_expired`) closes after its refusal and is not asked again.
 */
export function BonusChoiceLayer({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = bonusChoiceTexts;
  const [offer, setOffer] = useState<PendingBonusReply | null>(null);
  // undefined: nothing closed yet; otherwise the deposit whose offer the player closed.
  const [dismissed, setDismissed] = useState<number | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const { data } = usePendingBonus(offer === null);
  useLayerBalancePoll();

  useEffect(() => {
    if (data?.pending && data.bonuses.length > 0 && data.deposit_id !== dismissed) setOffer(data);
  }, [data, dismissed]);

  const close = () => {
    setDismissed(offer?.deposit_id ?? null);
    setOffer(null);
  };

  const onSelect = async (bonus: PendingBonusOffer) => {
    if (!offer?.deposit_id) {
      showToast({ type: 'error', message: t.noDepositSelect });
      return;
    }
    setBusy(true);
    try {
      const reply = await selectBonus(offer.deposit_id, bonus.id);
      const amount = reply.bonus?.amount;
      showToast({ type: 'success', message: t.selectSuccess(amount ? amountText(amount) : 'Bonus') });
      close();
      setTimeout(reload, RELOAD_AFTER_SELECT_MS);
    } catch (e) {
      showToast({
        type: 'error',
        message: errorText(e, t.unknownError, t.selectError, { prefix: t.selectFailed }),
      });
      // a lapsed offer is over: the choice closes and is not asked again
      if (offerExpired(e)) close();
    } finally {
      setBusy(false);
    }
  };

  const onDecline = async () => {
    if (!offer?.deposit_id) {
      showToast({ type: 'error', message: t.noDepositDecline });
      return;
    }
    if (!window.confirm(t.declineConfirm)) return;
    setBusy(true);
    try {
      await declineBonus(offer.deposit_id);
      showToast({ type: 'info', message: t.declined });
      close();
    } catch (e) {
      showToast({
        type: 'error',
        message: errorText(e, t.unknownError, t.declineError, { prefix: t.declineFailed }),
      });
      if (offerExpired(e)) close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={offer !== null} onClose={close} title={t.title} className="modal--bonus">
      {offer && (
        <>
          {typeof offer.deposit_amount === 'number' && (
            <p className="muted">{t.intro(formatBalance(offer.deposit_amount))}</p>
          )}
          <ul className="bonus-offers" aria-label={t.offers}>
            {offer.bonuses.map((b) => (
              <li key={b.id} className="bonus-offer">
                <OfferIcon icon={b.icon} />
                <div className="bonus-offer__text">
                  <h3 className="bonus-offer__name">{b.name}</h3>
                  <p className="bonus-offer__amount">{formatBalance(b.amount)}</p>
                  {b.description && <p className="muted">{b.description}</p>}
                  {b.rollover > 0 && <p className="muted">{t.rollover(formatNumberTr(b.rollover))}</p>}
                </div>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  aria-label={t.selectLabel(b.name)}
                  onClick={() => void onSelect(b)}
                >
                  {t.select}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--ghost button--block"
            disabled={busy}
            onClick={() => void onDecline()}
          >
            {t.decline}
          </button>
        </>
      )}
    </Modal>
  );
}
