import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { testPromotion } from '@/test/promotion.ts';
import { PromotionDetails } from './promotion-details.tsx';

afterEach(cleanup);

describe('PromotionDetails: the note', () => {
  it("says a deposit bonus is chosen, not credited by itself, and when its offer lapses, with the site's hours", () => {
    const { container } = render(
      <PromotionDetails promotion={testPromotion({ id: 1, name: 'Yatırım', bonus_type: 'deposit', offer_hours: 48 })} />,
    );
    const note = container.querySelector('.promo-modal__note')!.textContent!;
    expect(note).toContain('Yatırım bonusu otomatik olarak tanımlanmaz');
    expect(note).toContain('onaydan sonraki 48 saat içinde');
    expect(note).toContain('bahis, çekim talebi veya yeni bir yatırım yapmadan önce');
    expect(note).not.toContain('otomatik olarak tanımlanır');
  });

  it('takes 24 hours when the promotion does not say (the back office preview)', () => {
    const { container } = render(<PromotionDetails promotion={testPromotion({ id: 1, name: 'Yatırım', bonus_type: 'deposit' })} />);
    expect(container.querySelector('.promo-modal__note')!.textContent).toContain('onaydan sonraki 24 saat içinde');
  });
});
