import type { Promotion } from '@app/shared/api/site.ts';

/** A promotion as promotions.php sends it, with the fields a test cares about. */
export function testPromotion(patch: Partial<Promotion> & Pick<Promotion, 'id' | 'name'>): Promotion {
  return {
    description: '',
    banner: '',
    bonus_type: 'deposit',
    percent: 0,
    fixed_amount: 0,
    rollover: 10,
    min_deposit: 0,
    max_bonus: 0,
    max_amount: 0,
    min_deposit_text: '',
    rollover_text: '',
    note: '',
    validity_days: 7,
    ...patch,
  };
}
