import { useEffect, useState } from 'react';
import { Gift } from 'lucide-react';
import { formatBalance, formatNumberTr } from '@app/shared/money.ts';
import { Modal } from '@/components/ui/modal.tsx';
import { errorText } from '@/lib/error-text.ts';
import { bonusChoiceTexts } from '../texts.ts';
import { showToast } from '@/lib/toast.ts';
import { usePendingBonus, type PendingBonusReply } from '../api/check-pending-bonus.ts';
import { declineBonus, selectBonus } from '../api/process-bonus-selection.ts';

export const RELOAD_AFTER_SELECT_MS = 1000;

/**
 * After an approved deposit the server offers bonuses; this layer polls for the offer and shows
 * the choice. Polling pauses while the modal is open.
 */
export function BonusChoiceLayer() {
  const t = bonusChoiceTexts.bonusChoice;
  const [offer, setOffer] = useState<PendingBonusReply | null>(null);
  const [busy, setBusy] = useState(false);
  const { data } = usePendingBonus(offer === null);

  useEffect(() => {
    if (data?.pending && (data.bonuses?.length ?? 0) > 0) setOffer(data);
  }, [data]);

  const close = () => setOffer(null);

  const onSelect = async (bonusId: number) => {
    if (!offer?.deposit_id) {
      showToast({ type: 'error', message: t.noDepositSelect });
      return;
    }
    setBusy(true);
    try {
      const reply = await selectBonus(offer.deposit_id, bonusId);
      const amount = reply.bonus?.amount;
      showToast({ type: 'success', message: t.selectSuccess(amount ? formatNumberTr(amount) : 'Bonus') });
      close();
      setTimeout(() => window.location.reload(), RELOAD_AFTER_SELECT_MS);
    } catch (e) {
      showToast({
        type: 'error',
        message: errorText(e, t.unknownError, t.selectError, { prefix: t.selectFailed }),
      });
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
          <ul className="bonus-offers">
            {offer.bonuses?.map((b) => (
              <li key={b.id} className="bonus-offer">
                <Gift className="bonus-offer__icon" aria-hidden="true" />
                <div className="bonus-offer__text">
                  <h3 className="bonus-offer__name">{b.name}</h3>
                  <p className="bonus-offer__amount">{formatBalance(b.amount)}</p>
                  {b.description && <p className="muted">{b.description}</p>}
                </div>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() => void onSelect(b.id)}
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
