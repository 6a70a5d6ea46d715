import type { PlayerEventType } from '@app/shared/api/wallet.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { notePlayer } from '../../db/player-notes.ts';
import * as q from './wallet.queries.ts';

/** The player's events (deposit and withdrawal changes), read by the browser's poll after a cursor. */
export async function events(db: Db, playerId: number, after: number | undefined) {
  if (after === undefined) {
    // A new browser starts from now: it is not shown what happened before it first asked, except the
    // last RECENT_EVENT_SECONDS (a request the player made while the page's first poll was on its way).
    const { id } = await q.lastEventId(db, playerId);
    const recent = await q.listRecentEvents(db, playerId, id, RECENT_EVENT_SECONDS, 50);
    return { success: true as const, events: recent.map(present), last_id: Number(id) };
  }
  const rows = await q.listEventsAfter(db, playerId, after, 50);
  return { success: true as const, events: rows.map(present), last_id: rows.length ? Number(rows.at(-1)!.id) : after };
}

/** How far back a new browser's first poll looks. */
export const RECENT_EVENT_SECONDS = 30;

function present(r: q.PlayerEventRow) {
  return {
    id: Number(r.id),
    type: r.type as PlayerEventType,
    amount: typeof r.payload.amount === 'number' ? r.payload.amount : null,
    created_at: r.created_at.toISOString(),
  };
}

/**
 * Writes one event of the player in the caller's transaction (deposits, withdrawals, the bonus
 * engine's `bonus_activated` and `bonus_error`): every player event is written here, and the
 * player's browsers hear of it once the transaction commits (docs/decisions/0029).
 */
export async function recordEvent(tx: Queryable, playerId: number, type: PlayerEventType, payload: Record<string, unknown>): Promise<void> {
  await q.insertEvent(tx, playerId, type, payload);
  notePlayer(tx, playerId, 'events');
}
