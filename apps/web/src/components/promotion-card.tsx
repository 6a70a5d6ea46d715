import type { Promotion } from '@/api/promotions.ts';
import { Gift } from 'lucide-react';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { formatLiraText, formatNumberTr } from '@app/shared/money.ts';
import { texts } from '@/lib/texts.ts';
import '@/styles/promotions.css';

interface PromotionCardProps {
  promotion: Promotion;
  busy: boolean;
  onActivate: (promotion: Promotion) => void;
}

/** A promotion's card as /promotions shows it; the back office's promotions editor previews the same card. */
export function PromotionCard({ promotion: p, busy, onActivate }: PromotionCardProps) {
  const t = texts.promo;
  return (
    <article className="promo-card" aria-labelledby={`promo-${p.id}`}>
      {p.banner ? (
        <LazyImage src={p.banner} alt={p.name} className="promo-card__banner" fallback={<Gift />} />
      ) : (
        <div className="promo-card__banner promo-card__placeholder" aria-hidden="true">
          <Gift />
        </div>
      )}
      <div className="promo-card__body">
        <h2 id={`promo-${p.id}`} className="promo-card__name">
          {p.name}
        </h2>
        {p.description && <p className="promo-card__description">{p.description}</p>}
        <ul className="promo-card__facts">
          {p.min_deposit_text && <li>{p.min_deposit_text}</li>}
          {p.rollover_text && <li>{p.rollover_text}</li>}
          {p.percent > 0 && (
            <li>
              {t.percent}: <strong>%{formatNumberTr(p.percent)}</strong>
            </li>
          )}
          {p.max_amount > 0 && (
            <li>
              {t.maxAmount}: <strong>{formatLiraText(p.max_amount)}</strong>
            </li>
          )}
        </ul>
        {p.note && <p className="promo-card__note">{p.note}</p>}
        <button
          type="button"
          className="button button--primary button--block"
          disabled={busy}
          onClick={() => onActivate(p)}
        >
          {busy ? t.activating : t.activate}
        </button>
      </div>
    </article>
  );
}
