import { apiRequest } from '@/lib/api-client.ts';

export interface BonusSelectionReply {
  success: true;
  message?: string;
  bonus?: { amount?: number };
}

/** Form data, as the spec's call table says. */
export function selectBonus(depositId: number | string, bonusId: number): Promise<BonusSelectionReply> {
  return apiRequest('POST', 'process-bonus-selection.php', {
    multipart: { deposit_id: depositId, bonus_id: bonusId, action: 'select' },
  });
}

export function declineBonus(depositId: number | string): Promise<BonusSelectionReply> {
  return apiRequest('POST', 'process-bonus-selection.php', {
    multipart: { deposit_id: depositId, action: 'reject' },
  });
}
