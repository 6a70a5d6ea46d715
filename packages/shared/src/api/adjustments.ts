import { z } from 'zod';
import { gridQuery, optionalTime, time } from './common.ts';

/**
 * Four eyes that cannot be split or self-paired (docs/decisions/0023): the balance credits waiting
 * for a second approver (GET adjustments, POST adjustments/:id/approve|reject) and the refusals of a
 * second approval, withdrawals' and adjustments' alike.
 */
export const fourEyesMessages = {
  /** 409: the staff member who asked for the credit approves it. */
  selfApproval: 'Bu bakiye eklemesini siz istediniz; onayı başka bir yetkili vermelidir.',
  /** 403: one of the two created the other's account or last reset its two-step verification. */
  linkedAccount:
    'İkinci onayı veremezsiniz: ilk onayı verenin hesabını siz açtınız ya da iki adımlı doğrulamasını siz sıfırladınız (veya o sizinkini). Bağımsız bir yetkili onaylamalıdır.',
  /** 403: the second approver credited the player's balance in the last 30 days. */
  recentCreditor: 'İkinci onayı veremezsiniz: son 30 gün içinde bu oyuncunun bakiyesine ekleme yaptınız. Bağımsız bir yetkili onaylamalıdır.',
  requestNotFound: 'Bakiye ekleme talebi bulunamadı',
  notPending: 'Bu bakiye ekleme talebi artık beklemede değil.',
} as const;

export const ADJUSTMENT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const adjustmentStatusLabels: Record<(typeof ADJUSTMENT_REQUEST_STATUSES)[number], string> = {
  pending: 'İkinci onay bekliyor',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

export const ADJUSTMENT_SORTS = ['created_at', 'amount', 'username', 'id'] as const;

/** GET adjustments: the credits above the cap, of one status (pending: the queue) or all, a player's username part. */
export const staffAdjustmentsQuery = gridQuery(ADJUSTMENT_SORTS).extend({
  status: z.enum(ADJUSTMENT_REQUEST_STATUSES, { error: 'Geçersiz durum' }).optional(),
  q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional().default(''),
  player_id: z.coerce.number().int().positive().optional(),
});

/** A balance credit above the cap: who asked, why, its decision and, once approved, its ledger posting. */
export const staffAdjustmentRequest = z.object({
  id: z.number(),
  site_id: z.number(),
  player_id: z.number(),
  username: z.string(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_REQUEST_STATUSES),
  requested_by: z.number(),
  requested_by_username: z.string(),
  decided_by: z.number().nullable(),
  decided_by_username: z.string().nullable(),
  decided_at: optionalTime,
  reject_reason: z.string(),
  transaction_id: z.number().nullable(),
  created_at: time,
});

export type StaffAdjustmentRequest = z.infer<typeof staffAdjustmentRequest>;

export const staffAdjustmentsReply = z.object({ success: z.literal(true), adjustments: z.array(staffAdjustmentRequest), total: z.number() });

/** POST adjustments/:id/approve|reject: the request after its decision (approved: the money moved, once). */
export const staffAdjustmentDecisionReply = z.object({ success: z.literal(true), adjustment: staffAdjustmentRequest });

export const staffAdjustmentRejectRequest = z
  .object({ reason: z.string().trim().max(500, 'Açıklama en fazla 500 karakter olabilir').optional().default('') })
  .nullish();
