import { useNavigate } from 'react-router';
import { Gift } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { usePromotions, type Promotion } from '@/api/promotions.ts';
import { sessionQueryOptions } from '@/api/session.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { texts } from '@/lib/texts.ts';
import { showToast } from '@/lib/toast.ts';
import { errorText } from '@/lib/error-text.ts';
import { useActivateBonus } from '../api/activate-bonus.ts';
import { PromotionCard } from '@/components/promotion-card.tsx';

/**
 * /promotions: the cards and their 'Bonusu Aktifleştir'. An anonymous visitor goes to the login
 * page, a deposit bonus to the wallet (it is chosen after the deposit is approved), the loss bonus
 * to the Bonuses page's cashback tab (it is claimed there); any other is activated at once, then
 * the list reloads. The spec's alerts are toasts: 'Bonus başarıyla
 * aktifleştirildi!', the server's refusal or 'Bonus aktifleştirilemedi', 'Bir hata oluştu'
 * when no reply came.
 */
export default function PromotionsPage() {
  const { data, isPending, error } = usePromotions();
  const activate = useActivateBonus();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = texts.promo;

  const onActivate = async (promotion: Promotion) => {
    let loggedIn = false;
    try {
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      loggedIn = Boolean(session.logged_in && session.user);
    } catch {
      loggedIn = false;
    }
    if (!loggedIn) {
      navigate('/auth/login');
      return;
    }
    if (promotion.bonus_type === 'deposit') {
      navigate('/account/wallet');
      return;
    }
    if (promotion.bonus_type === 'cashback') {
      // the loss bonus is claimed on the Bonuses page's cashback tab, never activated here
      navigate('/account/bonuses?tab=cashback');
      return;
    }
    try {
      await activate.mutateAsync(promotion.id);
      showToast({ type: 'success', message: t.activated });
    } catch (e) {
      showToast({ type: 'error', message: errorText(e, t.activateFailed, t.activateError) });
    }
  };

  return (
    <section className="page">
      <h1 className="page__title">{t.title}</h1>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <p className="form-banner form-banner--error" role="alert">
          {errorText(error, t.loadFailed, t.connectionError)}
        </p>
      ) : data.length === 0 ? (
        <div className="empty-state">
          <p className="big-icon" aria-hidden="true">
            <Gift />
          </p>
          <p className="empty-state__title">{t.empty}</p>
          <p className="muted">{t.emptyHint}</p>
        </div>
      ) : (
        <div className="promo-grid">
          {data.map((p) => (
            <PromotionCard
              key={p.id}
              promotion={p}
              busy={activate.isPending && activate.variables === p.id}
              onActivate={(promo) => void onActivate(promo)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
