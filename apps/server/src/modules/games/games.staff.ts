import type { z } from 'zod';
import {
  gameMessages,
  type StaffGame,
  type staffGameRequest,
  type staffGamesQuery,
} from '@app/shared/api/games.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { notFound } from '../../lib/errors.ts';
import { page } from '../../lib/grid.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import * as q from './games.staff.queries.ts';

/** The staff's game catalogue (installation-wide; docs/decisions/0017): flags, active and order, audited. */
function presentGame(r: q.AdminGameRow): StaffGame {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    provider_id: r.provider_id,
    provider_name: r.provider_name,
    type: r.type,
    is_featured: r.is_featured,
    is_new: r.is_new,
    is_hot: r.is_hot,
    is_active: r.is_active,
    sort: r.sort,
    launch_count: Number(r.launch_count),
  };
}

export async function listGames(db: Db, f: z.output<typeof staffGamesQuery>) {
  return page(await q.listGames(db, f), presentGame);
}

/** The flags (featured, new, hot), active and the order of a game; its launch count is the players' and never edited. */
export async function updateGame(db: Db, actor: Actor, id: number, input: z.output<typeof staffGameRequest>): Promise<StaffGame> {
  return inTransaction(db, async (tx) => {
    const before = await q.findGame(tx, id, true);
    if (!before) throw notFound(gameMessages.notFound);
    await q.updateGame(tx, id, input);
    const after = presentGame((await q.findGame(tx, id))!);
    await audit(tx, actor, { action: 'game.update', entityType: 'game', entityId: id, before: presentGame(before), after });
    return after;
  });
}
