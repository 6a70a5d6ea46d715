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
    max_bet: 0,
    contribution_slot: 100,
    contribution_table: 10,
    first_deposit_only: false,
    free_spins_count: 0,
    free_spins_stake: 0,
    free_spins_game: null,
    ...patch,
  };
}
