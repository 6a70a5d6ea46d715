import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';
import type { ErrorCode, LimitRefusal } from './provider.schemas.ts';
import type { SignatureScheme } from './signature.ts';

/** A wallet call's stored reply (replayed for a repeated call). */
export type StoredReply =
  | { status: 'OK'; balance: number; transaction_id: string }
  | ({ status: 'ERROR'; code: ErrorCode; balance?: number; max_bet?: number } & LimitRefusal);

/** One wallet call as provider_calls (provider_calls.sql) takes it. */
export interface WalletCall {
  kind: 'bet' | 'win' | 'rollback';
  providerId: string;
  transactionId: string;
  hash: string;
  session: string;
  round: string | null;
  gameId: number | null;
  gameSlug: string | null;
  amount: number;
  reference: string | null;
  roundClosed: boolean | null;
  /** a free round of the player's free-spins bonus (bets only) */
  freeRound: boolean | null;
}

export interface ProviderRow {
  id: string;
  /** sealed (lib/seal.ts) */
  secret: string;
  is_enabled: boolean;
  signature_scheme: SignatureScheme;
}

export function findProvider(q: Queryable, id: string) {
  return maybeOne<ProviderRow>(q, `select id, secret, is_enabled, signature_scheme from providers where id = $1`, [id]);
}

/** A game session of one of the provider's games, with its player's spendable balance. */
export function findSessionBalance(q: Queryable, sessionId: string, providerId: string) {
  return maybeOne<{ player_id: number | null; mode: string; balance: bigint | null; free_rounds_left: number | null; free_rounds_stake: bigint | null }>(
    q,
    `select s.player_id, s.mode, player_spendable(s.player_id) as balance,
            b.free_spins_left as free_rounds_left, b.free_spins_stake as free_rounds_stake
       from game_sessions s join games g on g.id = s.game_id and g.provider_id = $2
       left join player_bonuses b on b.player_id = s.player_id and b.status = 'active' and b.free_spins_game = s.game_id
      where s.id = $1`,
    [sessionId, providerId],
  );
}

/** The players of real game sessions, by session id (the wallet API's batches tell them their balance moved). */
export function gameSessionPlayers(q: Queryable, sessionIds: string[]) {
  return q.query<{ id: string; player_id: number }>(
    `select id, player_id from game_sessions where id = any($1::text[]) and player_id is not null`,
    [sessionIds],
  );
}

/**
 * One call of the database function provider_calls (provider_calls.sql beside this file) for a batch
 * of one provider's calls, as columns; one reply per call, in order.
 */
export function callWallet(q: Queryable, calls: WalletCall[], lockTimeout: string | null) {
  const column = <K extends keyof WalletCall>(key: K) => calls.map((c) => c[key]);
  return one<{ replies: StoredReply[] }>(q, `select provider_calls($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) as replies`, [
    calls[0]!.providerId,
    column('kind'),
    column('transactionId'),
    column('hash'),
    column('session'),
    column('round'),
    column('gameId'),
    column('gameSlug'),
    column('amount'),
    column('reference'),
    column('roundClosed'),
    column('freeRound'),
    lockTimeout,
  ]);
}

export async function upsertProvider(q: Queryable, p: { id: string; name: string; secret: string; scheme: SignatureScheme }): Promise<void> {
  await q.query(
    `insert into providers (id, name, secret, signature_scheme) values ($1, $2, $3, $4)
     on conflict (id) do update set secret = excluded.secret, signature_scheme = excluded.signature_scheme`,
    [p.id, p.name, p.secret, p.scheme],
  );
}
