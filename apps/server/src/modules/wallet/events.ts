import type { PlayerEventType } from '@app/shared/api/wallet.ts';
import type { Db, Queryable } from '../../db/client.ts';
import * as q from './wallet.queries.ts';

/** The player's events (deposit and withdrawal changes), read by the browser's poll after a cursor. */
export async function events(db: Db, playerId: number, after: number | undefined) {
  if (after === undefined) {
    // A new browser starts from now: it is not shown what happened before it first asked.
    const { id } = await q.lastEventId(db, playerId);
    return { success: true as const, events: [], last_id: Number(id) };
  }
  const rows = await q.listEventsAfter(db, playerId, after, 50);
  return {
    success: true as const,
    events: rows.map((r) => ({
      id: Number(r.id),
      type: r.type as PlayerEventType,
      amount: typeof r.payload.amount === 'number' ? r.payload.amount : null,
      created_at: r.created_at.toISOString(),
    })),
    last_id: rows.length ? Number(rows.at(-1)!.id) : after,
  };
}

/** Writes one event of the player in the caller's transaction (the bonus engine's `bonus_activated`). */
export function recordEvent(tx: Queryable, playerId: number, type: PlayerEventType, payload: Record<string, unknown>): Promise<void> {
  return q.insertEvent(tx, playerId, type, payload);
}
