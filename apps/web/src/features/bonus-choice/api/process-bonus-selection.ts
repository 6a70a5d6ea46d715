import { apiPostForm } from '@/lib/api-client.ts';

export interface BonusSelectionReply {
  success: true;
  message?: string;
  bonus?: { amount?: number };
}

/** Form data, as the spec's call table says. */
export function selectBonus(depositId: number | string, bonusId: number): Promise<BonusSelectionReply> {
  return apiPostForm('process-bonus-selection.php', {
    deposit_id: depositId,
    bonus_id: bonusId,
    action: 'select',
  });
}

export function declineBonus(depositId: number | string): Promise<BonusSelectionReply> {
  return apiPostForm('process-bonus-selection.php', { deposit_id: depositId, action: 'reject' });
}
