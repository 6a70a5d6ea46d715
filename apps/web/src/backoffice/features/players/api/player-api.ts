/** The player page's calls (/api/admin/players/:id/...); reply types come from the shared schemas. */
import type { z } from 'zod';
import type { staffAdjustReply } from '@app/shared/api/wallet.ts';
import type {
  staffPlayerReply,
  staffPlayersReply,
  staffLedgerReply,
  staffNoteReply,
  staffPlayerBonusesReply,
  staffPlayerDepositsReply,
  staffPlayerKycReply,
  staffPlayerLoginsReply,
  staffPlayerMessagesReply,
  staffPlayerNotesReply,
  staffPlayerRoundsReply,
  staffPlayerWithdrawalsReply,
} from '@app/shared/api/account.ts';
import { apiGet, apiPost } from '@/lib/api-client.ts';

export type StaffPlayer = z.infer<typeof staffPlayerReply>['player'];
export type AdjustReply = z.infer<typeof staffAdjustReply>;
export type LedgerRow = z.infer<typeof staffLedgerReply>['rows'][number];
export type DepositRow = z.infer<typeof staffPlayerDepositsReply>['rows'][number];
export type WithdrawalRow = z.infer<typeof staffPlayerWithdrawalsReply>['rows'][number];
export type BonusRow = z.infer<typeof staffPlayerBonusesReply>['rows'][number];
export type RoundRow = z.infer<typeof staffPlayerRoundsReply>['rows'][number];
export type LoginRow = z.infer<typeof staffPlayerLoginsReply>['rows'][number];
export type MessageRow = z.infer<typeof staffPlayerMessagesReply>['rows'][number];
export type KycRow = z.infer<typeof staffPlayerKycReply>['rows'][number];
export type NoteRow = z.infer<typeof staffPlayerNotesReply>['rows'][number];

export async function getPlayer(id: number): Promise<StaffPlayer> {
  return (await apiGet<z.infer<typeof staffPlayerReply>>(`admin/players/${id}`)).player;
}

/** One page of a grid of the player's record (`part`: ledger, deposits, …). */
export async function getPlayerPart<T>(id: number, part: string, search: string, signal: AbortSignal) {
  const r = await apiGet<{ rows: T[]; total: number }>(`admin/players/${id}/${part}?${search}`, signal);
  return { rows: r.rows, total: r.total };
}

export async function setBlocked(id: number, block: boolean, reason: string): Promise<StaffPlayer> {
  return (
    await apiPost<z.infer<typeof staffPlayerReply>>(`admin/players/${id}/${block ? 'block' : 'unblock'}`, {
      reason,
    })
  ).player;
}

/** A balance adjustment: `amount` as lira text ('-12.50'), sent with the form's Idempotency-Key. */
export function adjustBalance(id: number, amount: string, reason: string, key: string) {
  return apiPost<AdjustReply>(`admin/players/${id}/adjust`, { amount, reason }, { 'Idempotency-Key': key });
}

export function sendPlayerMessage(id: number, subject: string, body: string) {
  return apiPost(`admin/players/${id}/messages`, { subject, body });
}

export function addPlayerNote(id: number, body: string) {
  return apiPost<z.infer<typeof staffNoteReply>>(`admin/players/${id}/notes`, { body });
}

export type PlayersReply = z.infer<typeof staffPlayersReply>;
export type PlayerItem = PlayersReply['players'][number];
