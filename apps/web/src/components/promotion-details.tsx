import type { Promotion } from '@/api/promotions.ts';
import { Info } from 'lucide-react';
import { formatNumberTr } from '@app/shared/money.ts';
import { texts } from '@/lib/texts.ts';
import '@/styles/promotions.css';
import { Fact } from '@/components/ui/fact.tsx';

/**
 * What a promotion's detail modal shows (the home page's strip opens it): banner, description, the
 * terms and the note: a deposit bonus's offer and when it lapses (decision 0021; the site's hours,
 * 24 when the promotion does not say), the automatic-credit note for the others. The back office's
 * promotions editor previews the same body.
 */
export function PromotionDetails({ promotion }: { promotion: Promotion }) {
  const t = texts.promo;
  return (
    <>
      {promotion.banner && <img className="promo-modal__banner" src={promotion.banner} alt={promotion.name} />}
      <p className="promo-modal__description">{promotion.description || t.defaultDescription}</p>
      <dl className="promo-facts">
        <Fact term={t.percent}>%{formatNumberTr(promotion.percent)}</Fact>
        <Fact term={t.rollover}>{formatNumberTr(promotion.rollover)}x</Fact>
        <Fact term={t.minDeposit}>
          {formatNumberTr(promotion.min_deposit)} {texts.common.currency}
        </Fact>
        {promotion.max_bonus > 0 && (
          <Fact term={t.maxBonus}>
            {formatNumberTr(promotion.max_bonus)} {texts.common.currency}
          </Fact>
        )}
      </dl>
      <p className="promo-modal__note">
        <Info aria-hidden="true" />{' '}
        {promotion.bonus_type === 'deposit' ? t.depositOfferNote(promotion.offer_hours ?? 24) : t.autoNote}
      </p>
    </>
  );
}
