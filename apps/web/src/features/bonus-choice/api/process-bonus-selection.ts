import type { z } from 'zod';
import type { BonusSelectionReply, bonusSelectionRequest } from '@app/shared/api/bonus.ts';
import { apiRequest } from '@/lib/api-client.ts';

export type { BonusSelectionReply };
type SelectionRequest = z.infer<typeof bonusSelectionRequest>;

function send(fields: SelectionRequest): Promise<BonusSelectionReply> {
  // Form data, as the spec's call table says.
  return apiRequest<BonusSelectionReply>('POST', 'process-bonus-selection.php', { multipart: fields });
}

export function selectBonus(depositId: number, bonusId: number): Promise<BonusSelectionReply> {
  return send({ action: 'select', deposit_id: depositId, bonus_id: bonusId });
}

export function declineBonus(depositId: number): Promise<BonusSelectionReply> {
  return send({ action: 'reject', deposit_id: depositId });
}
