import type { ActiveBonus, BonusHistoryItem, CashbackCheckReply } from '@app/shared/api/bonus.ts';

/** An active bonus as player-active-bonuses.php sends it. */
export function testActiveBonus(patch: Partial<ActiveBonus> = {}): ActiveBonus {
  return {
    id: 11,
    name: 'Hoş Geldin Bonusu',
    description: 'İlk yatırımınıza %100 bonus',
    type: 'deposit',
    type_label: 'Yatırım Bonusu',
    amount: 500,
    balance: 320.5,
    wagering: { rollover: 10, required: 5000, completed: 2237.4, remaining: 2762.6, progress: 44 },
    max_bet: 50,
    contribution: { slot: 100, table: 10 },
    free_spins: null,
    time: { created: '2026-11-20T09:00:00.000Z', expires: '2026-11-27T21:30:00.000Z' },
    ...patch,
  };
}

/** One bonus of player-all-bonuses.php. */
export function testHistoryItem(id: number, patch: Partial<BonusHistoryItem> = {}): BonusHistoryItem {
  return {
    id,
    title: `Bonus ${id}`,
    bonus_name: `Bonus ${id}`,
    type: 'free',
    type_label: 'Deneme Bonusu',
    amount: 100,
    status: 'completed',
    status_label: 'Tamamlandı',
    converted: 0,
    forfeited: 0,
    end_reason: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ended_at: null,
    ...patch,
  };
}

export function testCashback(patch: Partial<CashbackCheckReply> = {}): CashbackCheckReply {
  return {
    success: true,
    eligible: true,
    cashback_amount: 125.5,
    loss_amount: 1255,
    percent: 10,
    period_from: '2026-11-19T21:00:00.000Z',
    message: 'Kayıp bonusu almaya uygunsunuz.',
    ...patch,
  };
}
