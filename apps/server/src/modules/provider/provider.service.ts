import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { inTransaction, post } from '../wallet/ledger.ts';
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

interface SessionRow {
  player_id: number | null;
  site_id: number | null;
  game_id: number;
  mode: 'real' | 'demo';
  expired: boolean;
  player_status: string | null;
}

/** A game session, only if its game belongs to the calling provider. */
function findSession(q: Queryable, token: string, providerId: string) {
  return maybeOne<SessionRow>(
    q,
    `select s.player_id, p.site_id, s.game_id, s.mode, s.expires_at <= now() as expired, p.status as player_status
       from game_sessions s join games g on g.id = s.game_id and g.provider_id = $2
       left join players p on p.id = s.player_id where s.id = $1`,
    [sha256Hex(token), providerId],
  );
}

const error = (code: ErrorCode, balance?: number): ProviderReply => ({
  status: 'ERROR',
  code,
  message: errorMessages[code],
  ...(balance === undefined ? {} : { balance }),
});

async function balanceOf(q: Queryable, playerId: number): Promise<number> {
  const row = await one<{ total: bigint }>(
    q,
    `select coalesce(sum(balance), 0)::int8 as total from accounts where player_id = $1 and kind in ('cash', 'bonus')`,
    [playerId],
  );
  return Number(row.total);
}

export async function balance(db: Db, providerId: string, token: string): Promise<ProviderReply> {
  const s = await findSession(db, token, providerId);
  if (!s || s.mode !== 'real' || s.player_id === null) return error('INVALID_SESSION');
  return { status: 'OK', balance: await balanceOf(db, s.player_id), transaction_id: '' };
}

function requestHash(kind: string, body: unknown): string {
  return createHash('sha256').update(`${kind}:${JSON.stringify(body)}`).digest('hex');
}

interface StoredTx {
  id: bigint;
  kind: string;
  request_hash: string;
  response: ProviderReply;
  player_id: number | null;
  session_id: string | null;
  round_id: string | null;
  game_id: number | null;
  amount: bigint;
  cash_amount: bigint;
  bonus_amount: bigint;
  is_rolled_back: boolean;
}

function findTx(q: Queryable, providerId: string, transactionId: string) {
  return maybeOne<StoredTx>(
    q,
    `select id, kind, request_hash, response, player_id, session_id, round_id, game_id, amount, cash_amount, bonus_amount, is_rolled_back
       from provider_transactions where provider_id = $1 and transaction_id = $2`,
    [providerId, transactionId],
  );
}

async function record(
  q: Queryable,
  r: {
    providerId: string;
    transactionId: string;
    kind: 'bet' | 'win' | 'rollback';
    playerId: number | null;
    sessionId: string | null;
    roundId: string | null;
    gameId: number | null;
    amount: bigint;
    cash?: bigint;
    bonus?: bigint;
    reference?: string | null;
    hash: string;
    response: ProviderReply;
  },
): Promise<ProviderReply> {
  // One statement: the row's id is drawn first so an OK reply can carry it as its transaction_id.
  const row = await one<{ response: ProviderReply }>(
    q,
    `with n as (select nextval(pg_get_serial_sequence('provider_transactions', 'id')) as id)
     insert into provider_transactions (id, provider_id, transaction_id, kind, player_id, session_id, round_id, game_id, amount,
                                        cash_amount, bonus_amount, reference_transaction_id, request_hash, response)
     overriding system value
     select n.id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
            case when $13::jsonb ->> 'status' = 'OK' then $13::jsonb || jsonb_build_object('transaction_id', n.id::text) else $13::jsonb end
       from n
     returning response`,
    [
      r.providerId, r.transactionId, r.kind, r.playerId, r.sessionId, r.roundId, r.gameId, r.amount,
      r.cash ?? 0n, r.bonus ?? 0n, r.reference ?? null, r.hash, JSON.stringify(r.response),
    ],
  );
  return row.response;
}

/** Runs one wallet call: replay check, then the work, all in one transaction (retried on a race). */
async function idempotent(
  db: Db,
  providerId: string,
  transactionId: string,
  hash: string,
  work: (tx: Queryable) => Promise<ProviderReply>,
  relatedBetId?: string,
): Promise<ProviderReply> {
  // A call waits for any other call with the same id (a duplicate) and for calls about the same bet
  // (bet vs rollback vs win), so each sees the other's committed result instead of racing it.
  // Locks are taken in a fixed order, so two calls never wait on each other.
  const keys = [...new Set([transactionId, relatedBetId].filter((k): k is string => Boolean(k)))].sort();
  const attempt = () =>
    inTransaction(db, async (tx) => {
      for (const k of keys) await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`${providerId}:${k}`]);
      const existing = await findTx(tx, providerId, transactionId);
      if (existing) return existing.request_hash === hash ? existing.response : error('DUPLICATE_TRANSACTION');
      return work(tx);
    });
  try {
    return await attempt();
  } catch (err) {
    // Two identical requests at once: the loser hits the unique key; its retry returns the winner's reply.
    if ((err as { code?: string }).code === '23505') return attempt();
    throw err;
  }
}

/** The provider's own game by id or slug; the session's game when the provider names another. */
const numericGameId = async (q: Queryable, providerId: string, gameId: string | number, fallback: number) => {
  const row =
    typeof gameId === 'number'
      ? Number.isSafeInteger(gameId) && gameId > 0 && gameId < 2 ** 31
        ? await maybeOne<{ id: number }>(q, `select id from games where id = $1 and provider_id = $2`, [gameId, providerId])
        : undefined
      : await maybeOne<{ id: number }>(q, `select id from games where slug = $1 and provider_id = $2`, [gameId, providerId]);
  return row?.id ?? fallback;
};

export async function bet(db: Db, providerId: string, body: z.output<typeof betBody>): Promise<ProviderReply> {
  const hash = requestHash('bet', body);
  return idempotent(db, providerId, body.transaction_id, hash, async (tx) => {
    const sessionId = sha256Hex(body.session_token);
    const s = await findSession(tx, body.session_token, providerId);
    const base = { providerId, transactionId: body.transaction_id, kind: 'bet' as const, sessionId, roundId: body.round_id, hash };
    if (!s || s.mode !== 'real' || s.player_id === null || s.expired) return error('INVALID_SESSION');
    const gameId = await numericGameId(tx, providerId, body.game_id, s.game_id);
    if (s.player_status !== 'active') return error('PLAYER_BLOCKED');
    const playerId = s.player_id;
    // A rollback arrived first for this bet: refuse it, and remember that we did.
    const tomb = await maybeOne<{ id: bigint }>(
      tx,
      `select id from provider_transactions where provider_id = $1 and kind = 'rollback' and reference_transaction_id = $2`,
      [providerId, body.transaction_id],
    );
    if (tomb) {
      const reply = error('TRANSACTION_ROLLED_BACK', await balanceOf(tx, playerId));
      await record(tx, { ...base, playerId, gameId, amount: 0n, response: reply });
      return reply;
    }
    // Cash first, then bonus; the rows stay locked until the transaction ends.
    const accounts = await tx.query<{ kind: string; balance: bigint }>(
      `select kind, balance from accounts where player_id = $1 and kind in ('cash', 'bonus') order by id for update`,
      [playerId],
    );
    const cash = accounts.find((a) => a.kind === 'cash')?.balance ?? 0n;
    const bonusBalance = accounts.find((a) => a.kind === 'bonus')?.balance ?? 0n;
    const amount = BigInt(body.amount);
    if (cash + bonusBalance < amount) return error('INSUFFICIENT_FUNDS', Number(cash + bonusBalance));
    const fromCash = cash >= amount ? amount : cash;
    const fromBonus = amount - fromCash;
    const entries = [
      ...(fromCash > 0n ? [{ account: { playerId, kind: 'cash' as const }, amount: -fromCash }] : []),
      ...(fromBonus > 0n ? [{ account: { playerId, kind: 'bonus' as const }, amount: -fromBonus }] : []),
      { account: { house: 'games' as const }, amount },
    ];
    const balanceBefore = Number(cash + bonusBalance);
    await post(tx, {
      siteId: s.site_id!,
      idempotencyKey: `provider:${providerId}:${body.transaction_id}`,
      kind: 'bet',
      playerId,
      metadata: { provider: providerId, round_id: body.round_id, game_id: gameId },
      entries,
    });
    const after = balanceBefore - body.amount;
    const reply = await record(tx, { ...base, playerId, gameId, amount, cash: fromCash, bonus: fromBonus, response: { status: 'OK', balance: after, transaction_id: '' } });
    await tx.query(
      `insert into game_rounds (provider_id, round_id, player_id, game_id, total_bet, balance_before, balance_after)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (provider_id, round_id) do update set total_bet = game_rounds.total_bet + excluded.total_bet, balance_after = excluded.balance_after
         where game_rounds.player_id = excluded.player_id`,
      [providerId, body.round_id, playerId, gameId, amount, balanceBefore, after],
    );
    return reply;
  });
}

export async function win(db: Db, providerId: string, body: z.output<typeof winBody>): Promise<ProviderReply> {
  const hash = requestHash('win', body);
  return idempotent(db, providerId, body.transaction_id, hash, async (tx) => {
    const sessionId = sha256Hex(body.session_token);
    // Wins are accepted after the session expired: the player won while it was open.
    const s = await findSession(tx, body.session_token, providerId);
    if (!s || s.mode !== 'real' || s.player_id === null) return error('INVALID_SESSION');
    const playerId = s.player_id;
    const gameId = await numericGameId(tx, providerId, body.game_id, s.game_id);
    if (body.bet_transaction_id) {
      const betTx = await findTx(tx, providerId, body.bet_transaction_id);
      if (!betTx || betTx.kind !== 'bet' || betTx.response.status !== 'OK' || betTx.player_id !== playerId) {
        return error('UNKNOWN_TRANSACTION');
      }
      if (betTx.is_rolled_back) return error('TRANSACTION_ROLLED_BACK');
    } else {
      // Without a bet reference, a win needs a round of this player with a bet that still stands.
      const round = await maybeOne<{ total_bet: bigint }>(
        tx,
        `select total_bet from game_rounds where provider_id = $1 and round_id = $2 and player_id = $3`,
        [providerId, body.round_id, playerId],
      );
      if (!round || round.total_bet <= 0n) return error('UNKNOWN_TRANSACTION');
    }
    const amount = BigInt(body.amount);
    if (amount > 0n) {
      await post(tx, {
        siteId: s.site_id!,
        idempotencyKey: `provider:${providerId}:${body.transaction_id}`,
        kind: 'win',
        playerId,
          metadata: { provider: providerId, round_id: body.round_id, game_id: gameId },
        entries: [
          { account: { house: 'games' }, amount: -amount },
          { account: { playerId, kind: 'cash' }, amount },
        ],
      });
    }
    const after = await balanceOf(tx, playerId);
    const reply = await record(tx, {
      providerId, transactionId: body.transaction_id, kind: 'win', playerId, sessionId, roundId: body.round_id, gameId, amount, hash,
      reference: body.bet_transaction_id ?? null,
      response: { status: 'OK', balance: after, transaction_id: '' },
    });
    await tx.query(
      `insert into game_rounds (provider_id, round_id, player_id, game_id, total_win, balance_after, status, closed_at)
       values ($1, $2, $3, $4, $5, $6, case when $7 then 'closed' else 'open' end, case when $7 then now() end)
       on conflict (provider_id, round_id) do update
         set total_win = game_rounds.total_win + excluded.total_win, balance_after = excluded.balance_after,
             status = case when $7 then 'closed' else game_rounds.status end,
             closed_at = case when $7 then now() else game_rounds.closed_at end
         where game_rounds.player_id = excluded.player_id`,
      [providerId, body.round_id, playerId, gameId, amount, after, body.round_closed],
    );
    return reply;
  }, body.bet_transaction_id);
}

export async function rollback(db: Db, providerId: string, body: z.output<typeof rollbackBody>): Promise<ProviderReply> {
  const hash = requestHash('rollback', body);
  return idempotent(db, providerId, body.transaction_id, hash, async (tx) => {
    const sessionId = sha256Hex(body.session_token);
    const s = await findSession(tx, body.session_token, providerId);
    if (!s || s.mode !== 'real' || s.player_id === null) return error('INVALID_SESSION');
    const playerId = s.player_id;
    const base = { providerId, transactionId: body.transaction_id, kind: 'rollback' as const, playerId, sessionId, hash, reference: body.reference_transaction_id };
    const betTx = await maybeOne<StoredTx>(
      tx,
      `select id, kind, request_hash, response, player_id, session_id, round_id, game_id, amount, cash_amount, bonus_amount, is_rolled_back
         from provider_transactions where provider_id = $1 and transaction_id = $2 for update`,
      [providerId, body.reference_transaction_id],
    );
    if (betTx && betTx.kind !== 'bet') return error('BAD_REQUEST');
    if (betTx && betTx.player_id !== playerId) return error('UNKNOWN_TRANSACTION');
    if (betTx && betTx.response.status === 'OK' && !betTx.is_rolled_back) {
      await post(tx, {
        siteId: s.site_id!,
        idempotencyKey: `provider:${providerId}:${body.transaction_id}`,
        kind: 'rollback',
        playerId,
          metadata: { provider: providerId, round_id: betTx.round_id, reference_transaction_id: body.reference_transaction_id },
        entries: [
          { account: { house: 'games' }, amount: -betTx.amount },
          ...(betTx.cash_amount > 0n ? [{ account: { playerId, kind: 'cash' as const }, amount: betTx.cash_amount }] : []),
          ...(betTx.bonus_amount > 0n ? [{ account: { playerId, kind: 'bonus' as const }, amount: betTx.bonus_amount }] : []),
        ],
      });
      await tx.query(`update provider_transactions set is_rolled_back = true where id = $1`, [betTx.id]);
      await tx.query(
        `update game_rounds set total_bet = total_bet - $3, status = case when total_bet - $3 = 0 and total_win = 0 then 'cancelled' else status end
          where provider_id = $1 and round_id = $2`,
        [providerId, betTx.round_id, betTx.amount],
      );
    }
    // Unknown bet: nothing moves, and this row is the tombstone that refuses the bet if it arrives late.
    const after = await balanceOf(tx, playerId);
    return record(tx, { ...base, roundId: betTx?.round_id ?? null, gameId: betTx?.game_id ?? null, amount: betTx?.amount ?? 0n, response: { status: 'OK', balance: after, transaction_id: '' } });
  }, body.reference_transaction_id);
}

/** The in-house provider's row; its secret follows the configuration on every start. */
export async function ensureHouseProvider(db: Db, secret: string): Promise<void> {
  await db.query(
    `insert into providers (id, name, secret) values ('house', 'Lale Games', $1) on conflict (id) do update set secret = excluded.secret`,
    [secret],
  );
}
