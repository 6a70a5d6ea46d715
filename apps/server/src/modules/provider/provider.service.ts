import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { retryOnRace } from '../wallet/ledger.ts';
import { errorMessages, type betBody, type ErrorCode, type ProviderReply, type rollbackBody, type winBody } from './provider.schemas.ts';

/**
 * The seamless wallet a game server calls: bet, win, rollback, balance. Every call is idempotent on
 * (provider, transaction_id): the same request gets the same reply and moves money once; the same id
 * with other data is refused. A rollback of an unknown bet leaves a tombstone so the late bet is refused.
 * Wins and rollbacks are accepted after the game session expired; bets are not.
 */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function signatureMatches(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}

export interface ProviderRow {
  id: string;
  secret: string;
  is_enabled: boolean;
}

export function findProvider(db: Db, id: string) {
  return maybeOne<ProviderRow>(db, `select id, secret, is_enabled from providers where id = $1`, [id]);
}

const error = (code: ErrorCode, balance?: number): ProviderReply => ({
  status: 'ERROR',
  code,
  message: errorMessages[code],
  ...(balance === undefined ? {} : { balance }),
});

/** The spendable balance of a real game session's player (the session's game must be the provider's). */
export async function balance(db: Db, providerId: string, token: string): Promise<ProviderReply> {
  const s = await maybeOne<{ player_id: number | null; mode: string; balance: bigint | null }>(
    db,
    `select s.player_id, s.mode, player_spendable(s.player_id) as balance
       from game_sessions s join games g on g.id = s.game_id and g.provider_id = $2 where s.id = $1`,
    [sha256Hex(token), providerId],
  );
  if (!s || s.mode !== 'real' || s.player_id === null) return error('INVALID_SESSION');
  return { status: 'OK', balance: Number(s.balance), transaction_id: '' };
}

function requestHash(kind: string, body: unknown): string {
  return createHash('sha256').update(`${kind}:${JSON.stringify(body)}`).digest('hex');
}

type StoredReply = { status: 'OK'; balance: number; transaction_id: string } | { status: 'ERROR'; code: ErrorCode; balance?: number };

// Besides a deadlock or serialization failure, two identical first calls at once: the loser hits the
// unique key, and its retry answers with the winner's stored reply.
const RACES = ['23505', '40001', '40P01'];

/**
 * Runs one wallet call as ONE round trip: the database function provider_call (migration 006) takes
 * the advisory locks that serialise calls with the same id and calls about the same bet, answers a
 * replay with the stored reply, checks the session and does the call's work in the statement's own
 * transaction. Retried on a race the database reports (two identical first calls, a deadlock).
 */
async function call(
  db: Db,
  kind: 'bet' | 'win' | 'rollback',
  providerId: string,
  body: { session_token: string; transaction_id: string; round_id?: string; game_id?: string | number; amount?: number },
  reference: string | null,
  roundClosed: boolean | null,
): Promise<ProviderReply> {
  const gameId = body.game_id;
  const params = [
    kind,
    providerId,
    body.transaction_id,
    requestHash(kind, body),
    sha256Hex(body.session_token),
    body.round_id ?? null,
    typeof gameId === 'number' ? (Number.isSafeInteger(gameId) && gameId > 0 && gameId < 2 ** 31 ? gameId : -1) : null,
    typeof gameId === 'string' ? gameId : null,
    body.amount ?? 0,
    reference,
    roundClosed,
  ];
  const { reply } = await retryOnRace(
    () => one<{ reply: StoredReply }>(db, `select provider_call($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) as reply`, params),
    RACES,
  );
  return reply.status === 'OK' ? reply : error(reply.code, reply.balance);
}

export function bet(db: Db, providerId: string, body: z.output<typeof betBody>): Promise<ProviderReply> {
  return call(db, 'bet', providerId, body, null, null);
}

/** A win is accepted after the session expired: the player won while it was open. */
export function win(db: Db, providerId: string, body: z.output<typeof winBody>): Promise<ProviderReply> {
  return call(db, 'win', providerId, body, body.bet_transaction_id ?? null, body.round_closed);
}

/** A rollback of an unknown bet moves nothing and leaves a tombstone that refuses the bet if it comes late. */
export function rollback(db: Db, providerId: string, body: z.output<typeof rollbackBody>): Promise<ProviderReply> {
  return call(db, 'rollback', providerId, body, body.reference_transaction_id, null);
}

/** The in-house provider's row; its secret follows the configuration on every start. */
export async function ensureHouseProvider(db: Db, secret: string): Promise<void> {
  await db.query(
    `insert into providers (id, name, secret) values ('house', 'Lale Games', $1) on conflict (id) do update set secret = excluded.secret`,
    [secret],
  );
}
