import { useEffect, useRef, useState } from 'react';
import { Gift } from 'lucide-react';
import { usePromotions, type Promotion } from '@/api/promotions.ts';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { Skeletons } from '@/components/ui/skeleton.tsx';
import { texts } from '@/lib/texts.ts';
import { PromotionModal } from './promotion-modal.tsx';
import { HomeSection } from './home-section.tsx';

/** One card (300 px) plus the gap (16 px): the strip moves one card every 3 s. */
export const STRIP_STEP_PX = 316;
export const STRIP_INTERVAL_MS = 3000;

function useAutoScroll(ref: React.RefObject<HTMLDivElement | null>, active: boolean) {
  const paused = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const pause = () => (paused.current = true);
    const resume = () => (paused.current = false);
    el.addEventListener('mouseenter', pause);
    el.addEventListener('mouseleave', resume);
    el.addEventListener('focusin', pause);
    el.addEventListener('focusout', resume);
    const timer = setInterval(() => {
      if (paused.current) return;
      const half = el.scrollWidth / 2;
      const max = el.scrollWidth - el.clientWidth;
      // The list is doubled, so jumping back by one copy is invisible; past the end, wrap to the start.
      if (el.scrollLeft >= half) el.scrollLeft -= half;
      const next = el.scrollLeft + STRIP_STEP_PX;
      el.scrollTo({ left: next > max + 1 ? 0 : next, behavior: reduced ? 'auto' : 'smooth' });
    }, STRIP_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      el.removeEventListener('mouseenter', pause);
      el.removeEventListener('mouseleave', resume);
      el.removeEventListener('focusin', pause);
      el.removeEventListener('focusout', resume);
    };
  }, [ref, active]);
}

/**
 * A card of the loop's second copy (`copy`) stays clickable, as it is what the player sees once the
 * strip has scrolled into it, but is out of the tab order (tabindex -1, under aria-hidden) and
 * never takes the focus on a click, so the dialog hands the focus back to where it was before.
 */
function PromoCard({
  promotion,
  onOpen,
  copy,
}: {
  promotion: Promotion;
  onOpen: () => void;
  copy?: boolean;
}) {
  return (
    <button
      type="button"
      className="promo-strip__card"
      onClick={onOpen}
      aria-haspopup="dialog"
      {...(copy ? { tabIndex: -1, onMouseDown: (e: React.MouseEvent) => e.preventDefault() } : {})}
    >
      <LazyImage src={promotion.banner} alt={promotion.name} className="promo-strip__image" fallback={<Gift />} />
      <span className="promo-strip__body">
        <span className="promo-strip__name">{promotion.name}</span>
        {promotion.percent > 0 && <span className="promo-strip__percent">%{promotion.percent}</span>}
        <span className="promo-strip__more">{texts.promo.details}</span>
      </span>
    </button>
  );
}

export function PromotionsStrip() {
  const { data, isPending } = usePromotions();
  const [open, setOpen] = useState<Promotion | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const promotions = data ?? [];
  useAutoScroll(ref, promotions.length > 0);

  return (
    <HomeSection id="home-promotions" title={texts.home.promotions} to="/promotions">
      {isPending ? (
        <div className="promo-strip">
          <Skeletons count={4} className="promo-strip__skeleton" />
        </div>
      ) : promotions.length === 0 ? (
        <p className="muted">{texts.home.noPromotions}</p>
      ) : (
        <div className="promo-strip" ref={ref}>
          <ul className="promo-strip__track">
            {promotions.map((p) => (
              <li key={p.id}>
                <PromoCard promotion={p} onOpen={() => setOpen(p)} />
              </li>
            ))}
          </ul>
          {/* The second copy makes the loop seamless; hidden from assistive tech and the tab order,
              not inert: a card scrolled in from it must answer a click like the one it copies. */}
          <ul className="promo-strip__track" aria-hidden="true">
            {promotions.map((p) => (
              <li key={p.id}>
                <PromoCard promotion={p} onOpen={() => setOpen(p)} copy />
              </li>
            ))}
          </ul>
        </div>
      )}
      <PromotionModal promotion={open} onClose={() => setOpen(null)} />
    </HomeSection>
  );
}
