import { createSeedPair, isValidClientSeed, rotateSeedPair, type SeedPair } from '@app/games/seeds.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { badRequest } from '../../lib/errors.ts';
import { findSession, houseMessages } from './game-session.ts';
import * as q from './house.queries.ts';

/** Provably fair seed pairs: one active pair per player (or per demo session), revealed on rotation. */
const seedOwner = (s: q.GameSession): q.SeedOwner =>
  s.mode === 'real' ? { column: 'player_id', value: s.player_id as number | string } : { column: 'demo_session_id', value: s.id };

/** The active seed pair of the player (or of the demo session), created on first use. */
export async function activeSeeds(tx: Queryable, s: q.GameSession, lock: boolean): Promise<q.SeedRow> {
  const owner = seedOwner(s);
  const row = await q.findActiveSeeds(tx, owner, lock);
  if (row) return row;
  await q.insertSeeds(tx, owner, createSeedPair(), 'ignore');
  const created = await q.findActiveSeeds(tx, owner, lock);
  if (!created) throw new Error('Expected one row, got 0');
  return created;
}

export function publicSeeds(row: q.SeedRow) {
  return {
    server_seed_hash: row.server_seed_hash,
    client_seed: row.client_seed,
    nonce: Number(row.nonce),
    next_server_seed_hash: row.next_server_seed_hash,
  };
}

/** Setting a client seed or asking for a new pair reveals the current server seed. */
export async function rotateSeeds(db: Db, token: string, clientSeed: string | undefined) {
  const s = await findSession(db, token);
  if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) throw badRequest(houseMessages.clientSeed);
  return inTransaction(db, async (tx) => {
    const row = await activeSeeds(tx, s, true);
    if (await q.hasRoundInProgress(tx, row.id)) throw badRequest('Devam eden el bitmeden tohum değiştirilemez');
    const pair: SeedPair = {
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: Number(row.nonce),
      nextServerSeed: row.next_server_seed ?? row.server_seed,
      nextServerSeedHash: row.next_server_seed_hash ?? row.server_seed_hash,
    };
    const { revealed, pair: next } = rotateSeedPair(pair, clientSeed ?? pair.clientSeed);
    await q.revealSeeds(tx, row.id);
    await q.insertSeeds(tx, seedOwner(s), next, 'fail');
    return {
      revealed: {
        server_seed: revealed.serverSeed,
        server_seed_hash: revealed.serverSeedHash,
        client_seed: revealed.clientSeed,
        rounds_played: revealed.roundsPlayed,
      },
      seeds: {
        server_seed_hash: next.serverSeedHash,
        client_seed: next.clientSeed,
        nonce: next.nonce,
        next_server_seed_hash: next.nextServerSeedHash,
      },
    };
  });
}
