import { randomUUID } from 'node:crypto';
import { HmacRandomSource } from '@app/games/rng.ts';
import { createSeedPair, isValidClientSeed, rotateSeedPair, type SeedPair } from '@app/games/seeds.ts';
import { playRound, type RoundInput } from '@app/games/verify.ts';
import { getSlot } from '@app/games/slots/index.ts';
import {
  act,
  blackjackView,
  deal,
  replay,
  type BlackjackAction,
  type BlackjackState,
} from '@app/games/tables/blackjack.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { WalletClient } from './wallet-client.ts';

/**
 * The in-house game server. A round's outcome is fixed by the seed pair and nonce BEFORE any money
 * moves and stored with the round; the wallet then gets a bet and a win (idempotent on the round id),
 * so a round interrupted between them is completed (or refunded) when the player comes back.
 */
export const houseMessages = {
  session: 'Oyun oturumu geçersiz veya süresi dolmuş. Lütfen oyunu yeniden açın.',
  funds: 'Yetersiz bakiye. Lütfen bahsinizi düşürün veya para yatırın.',
  bet: 'Geçersiz bahis tutarı',
  clientSeed: 'İstemci tohumu 1-64 karakter olmalı; harf, rakam, nokta, tire ve alt çizgi içerebilir',
  noHand: 'Devam eden bir el yok',
  action: 'Bu hamle şu anda yapılamaz',
  wallet: 'Cüzdan işlemi şu anda yapılamadı. Lütfen tekrar deneyin.',
} as const;

export interface GameSession {
  id: string;
  player_id: number | null;
  game_id: number;
  slug: string;
  name: string;
  type: 'slot' | 'table';
  mode: 'real' | 'demo';
  demo_balance: bigint | null;
  expired: boolean;
}

export async function findSession(db: Queryable, token: string): Promise<GameSession> {
  const s = await maybeOne<GameSession>(
    db,
    `select s.id, s.player_id, s.game_id, g.slug, g.name, g.type, s.mode, s.demo_balance, s.expires_at <= now() as expired
       from game_sessions s join games g on g.id = s.game_id where s.id = $1`,
    [sha256Hex(token)],
  );
  if (!s) throw new AppError(401, houseMessages.session);
  return s;
}

interface SeedRow {
  id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: bigint;
  next_server_seed: string | null;
  next_server_seed_hash: string | null;
}

const seedOwner = (s: GameSession) =>
  s.mode === 'real'
    ? { column: 'player_id', value: s.player_id as number | string }
    : { column: 'demo_session_id', value: s.id };

/** The active seed pair of the player (or of the demo session), created on first use. */
async function activeSeeds(q: Queryable, s: GameSession, lock: boolean): Promise<SeedRow> {
  const owner = seedOwner(s);
  const select = `select id, server_seed, server_seed_hash, client_seed, nonce, next_server_seed, next_server_seed_hash
                    from fair_seeds where ${owner.column} = $1 and is_active ${lock ? 'for update' : ''}`;
  const row = await maybeOne<SeedRow>(q, select, [owner.value]);
  if (row) return row;
  const pair = createSeedPair();
  await q.query(
    `insert into fair_seeds (${owner.column}, server_seed, server_seed_hash, client_seed, next_server_seed, next_server_seed_hash)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [
      owner.value,
      pair.serverSeed,
      pair.serverSeedHash,
      pair.clientSeed,
      pair.nextServerSeed,
      pair.nextServerSeedHash,
    ],
  );
  return one<SeedRow>(q, select, [owner.value]);
}

export function publicSeeds(row: SeedRow) {
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
  return db.tx(async (tx) => {
    const row = await activeSeeds(tx, s, true);
    // A round being placed (its outcome fixed, its bet not yet confirmed) counts as open too.
    const open = await tx.query(`select 1 from house_rounds where seed_id = $1 and status in ('placing', 'in_progress')`, [
      row.id,
    ]);
    if (open.length) throw badRequest('Devam eden el bitmeden tohum değiştirilemez');
    const pair: SeedPair = {
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: Number(row.nonce),
      nextServerSeed: row.next_server_seed ?? row.server_seed,
      nextServerSeedHash: row.next_server_seed_hash ?? row.server_seed_hash,
    };
    const { revealed, pair: next } = rotateSeedPair(pair, clientSeed ?? pair.clientSeed);
    await tx.query(`update fair_seeds set is_active = false, revealed_at = now() where id = $1`, [row.id]);
    const owner = seedOwner(s);
    await tx.query(
      `insert into fair_seeds (${owner.column}, server_seed, server_seed_hash, client_seed, next_server_seed, next_server_seed_hash)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        owner.value,
        next.serverSeed,
        next.serverSeedHash,
        next.clientSeed,
        next.nextServerSeed,
        next.nextServerSeedHash,
      ],
    );
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

interface RoundRow {
  id: string;
  session_id: string;
  player_id: number | null;
  game_slug: string;
  mode: 'real' | 'demo';
  seed_id: bigint;
  nonce: bigint;
  input: Record<string, unknown>;
  outcome: Record<string, unknown>;
  total_bet: bigint;
  total_win: bigint;
  status: 'placing' | 'in_progress' | 'settled' | 'refunded' | 'void';
  created_at: Date;
}

export class HouseGames {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletClient,
  ) {}

  async balance(s: GameSession, token: string): Promise<number> {
    if (s.mode === 'demo') {
      const row = await one<{ demo_balance: bigint }>(
        this.db,
        `select demo_balance from game_sessions where id = $1`,
        [s.id],
      );
      return Number(row.demo_balance);
    }
    const r = await this.wallet.call('balance', { session_token: token });
    return r.status === 'OK' ? r.balance : 0;
  }

  /** Fixes the outcome (nonce taken under the seed row's lock) and stores the round before money moves. */
  private async openRound(
    s: GameSession,
    input: RoundInput,
    outcome: (rng: HmacRandomSource) => {
      totalBet: number;
      totalWin: number;
      state: unknown;
      finished: boolean;
    },
  ) {
    return inTx(this.db, async (tx) => {
      const seeds = await activeSeeds(tx, s, true);
      const nonce = Number(seeds.nonce);
      const result = outcome(new HmacRandomSource(seeds.server_seed, seeds.client_seed, nonce));
      await tx.query(`update fair_seeds set nonce = nonce + 1 where id = $1`, [seeds.id]);
      if (s.mode === 'demo') {
        const paid = await tx.query(
          `update game_sessions set demo_balance = demo_balance - $2 + $3 where id = $1 and demo_balance >= $2 returning demo_balance`,
          [s.id, result.totalBet, result.finished ? result.totalWin : 0],
        );
        if (!paid.length) throw badRequest(houseMessages.funds);
      }
      const id = randomUUID();
      const status = s.mode === 'demo' ? (result.finished ? 'settled' : 'in_progress') : 'placing';
      await tx.query(
        `insert into house_rounds (id, session_id, player_id, game_slug, mode, seed_id, nonce, input, outcome, total_bet, total_win, status, settled_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, case when $12 = 'settled' then now() end)`,
        [
          id,
          s.id,
          s.player_id,
          s.slug,
          s.mode,
          seeds.id,
          nonce,
          JSON.stringify(input),
          JSON.stringify(result.state),
          result.totalBet,
          result.finished ? result.totalWin : 0,
          status,
        ],
      );
      return { id, nonce, seeds, ...result };
    });
  }

  /** Sends the bet (and, when the round is over, the win) for a stored real-money round. */
  private async settleReal(
    token: string,
    round: { id: string; slug: string; totalBet: number; totalWin: number; finished: boolean },
  ) {
    const bet = await this.wallet.call('bet', {
      session_token: token,
      transaction_id: `${round.id}:bet`,
      round_id: round.id,
      game_id: round.slug,
      amount: round.totalBet,
    });
    if (bet.status !== 'OK') {
      await this.db.query(`update house_rounds set status = 'void', settled_at = now() where id = $1`, [
        round.id,
      ]);
      if (bet.code === 'INSUFFICIENT_FUNDS') throw badRequest(houseMessages.funds);
      if (bet.code === 'INVALID_SESSION') throw new AppError(401, houseMessages.session);
      throw badRequest(bet.message);
    }
    if (!round.finished) {
      await this.db.query(
        `update house_rounds set status = 'in_progress' where id = $1 and status = 'placing'`,
        [round.id],
      );
      return bet.balance;
    }
    return this.payWin(token, round.id, round.slug, round.totalWin);
  }

  private async payWin(token: string, roundId: string, slug: string, amount: number): Promise<number> {
    const win = await this.wallet.call('win', {
      session_token: token,
      transaction_id: `${roundId}:win`,
      round_id: roundId,
      game_id: slug,
      amount,
      bet_transaction_id: `${roundId}:bet`,
      round_closed: true,
    });
    if (win.status !== 'OK') throw new AppError(503, houseMessages.wallet);
    await this.db.query(
      `update house_rounds set status = 'settled', total_win = $2, settled_at = now() where id = $1`,
      [roundId, amount],
    );
    return win.balance;
  }

  /** The extra stake of a blackjack double (idempotent on the round). */
  private async chargeDouble(token: string, roundId: string, slug: string, amount: number): Promise<boolean> {
    const r = await this.wallet.call('bet', {
      session_token: token,
      transaction_id: `${roundId}:double`,
      round_id: roundId,
      game_id: slug,
      amount,
    });
    return r.status === 'OK';
  }

  /** Pays a finished hand; a doubled hand's extra stake is (re)sent first, idempotently. */
  private async finishBlackjack(
    token: string,
    roundId: string,
    slug: string,
    state: BlackjackState,
  ): Promise<number> {
    if (state.doubled && !(await this.chargeDouble(token, roundId, slug, state.bet))) {
      // The extra stake cannot be taken any more: the hand is paid as the undoubled bet would be.
      return this.payWin(token, roundId, slug, Math.floor(state.totalWin / 2));
    }
    return this.payWin(token, roundId, slug, state.totalWin);
  }

  /** Slots, roulette and baccarat: one call plays the whole round. */
  async play(token: string, input: RoundInput) {
    const s = await findSession(this.db, token);
    if (s.mode === 'real' && s.expired) throw new AppError(401, houseMessages.session);
    if (input.gameId !== s.slug || input.gameId === 'blackjack') throw badRequest(houseMessages.bet);
    validateBet(input);
    const round = await this.openRound(s, input, (rng) => {
      const r = playRound(rng, input);
      return { totalBet: r.totalBet, totalWin: r.totalWin, state: r.outcome, finished: true };
    });
    const balance =
      s.mode === 'real'
        ? await this.settleReal(token, {
            id: round.id,
            slug: s.slug,
            totalBet: round.totalBet,
            totalWin: round.totalWin,
            finished: true,
          })
        : await this.balance(s, token);
    return {
      round_id: round.id,
      nonce: round.nonce,
      outcome: round.state,
      total_bet: round.totalBet,
      total_win: round.totalWin,
      balance,
      seeds: publicSeeds({ ...round.seeds, nonce: BigInt(round.nonce + 1) }),
    };
  }

  /** Blackjack: deal, then hit / stand / double until the hand is over. */
  async blackjack(token: string, action: 'deal' | BlackjackAction, bet: number | undefined) {
    const s = await findSession(this.db, token);
    if (s.slug !== 'blackjack') throw badRequest(houseMessages.action);
    if (action === 'deal') {
      if (s.mode === 'real' && s.expired) throw new AppError(401, houseMessages.session);
      const open = await maybeOne(
        this.db,
        `select id from house_rounds where session_id = $1 and status in ('placing', 'in_progress')`,
        [s.id],
      );
      if (open) throw badRequest('Önce devam eden eli bitirin');
      if (!bet) throw badRequest(houseMessages.bet);
      validateBet({ gameId: 'blackjack', bet, actions: [] });
      const round = await this.openRound(s, { gameId: 'blackjack', bet, actions: [] }, (rng) => {
        const state = deal(rng, bet);
        return { totalBet: state.bet, totalWin: state.totalWin, state, finished: state.finished };
      });
      const state = round.state as BlackjackState;
      const balance =
        s.mode === 'real'
          ? await this.settleReal(token, {
              id: round.id,
              slug: s.slug,
              totalBet: state.bet,
              totalWin: state.totalWin,
              finished: state.finished,
            })
          : await this.balance(s, token);
      return {
        round_id: round.id,
        nonce: round.nonce,
        view: blackjackView(state),
        balance,
        seeds: publicSeeds({ ...round.seeds, nonce: BigInt(round.nonce + 1) }),
      };
    }
    const row = await maybeOne<RoundRow>(
      this.db,
      `select * from house_rounds where session_id = $1 and status = 'in_progress' order by created_at desc limit 1`,
      [s.id],
    );
    if (!row) throw badRequest(houseMessages.noHand);
    const seeds = await one<SeedRow>(this.db, `select * from fair_seeds where id = $1`, [row.seed_id]);
    const before = row.outcome as unknown as BlackjackState;
    let after: BlackjackState;
    try {
      after = act(
        new HmacRandomSource(seeds.server_seed, seeds.client_seed, Number(row.nonce), before.floatsUsed),
        before,
        action,
      );
    } catch {
      throw badRequest(houseMessages.action);
    }
    // The whole hand is reproducible from seeds + actions (the verifier replays it).
    const check = replay(
      new HmacRandomSource(seeds.server_seed, seeds.client_seed, Number(row.nonce)),
      before.bet,
      after.actions,
    );
    if (check.totalWin !== after.totalWin || check.player.join() !== after.player.join())
      throw new Error('blackjack replay mismatch');
    const doubling = after.doubled && !before.doubled;
    // The new state is claimed first (one action wins a race); the extra stake of a double is taken
    // after that, and the claim is undone if it is refused, so a double is never paid for twice or
    // paid for without doubling the hand.
    const claimed = await this.db.tx(async (tx) => {
      const updated = await tx.query(
        `update house_rounds set outcome = $2::jsonb, input = $3::jsonb, total_bet = $4 where id = $1 and status = 'in_progress' and outcome = $5::jsonb returning id`,
        [
          row.id,
          JSON.stringify(after),
          JSON.stringify({ gameId: 'blackjack', bet: before.bet, actions: after.actions }),
          after.totalBet,
          JSON.stringify(before),
        ],
      );
      if (!updated.length) return false;
      if (s.mode === 'demo' && doubling) {
        const paid = await tx.query(
          `update game_sessions set demo_balance = demo_balance - $2 where id = $1 and demo_balance >= $2 returning id`,
          [s.id, before.bet],
        );
        if (!paid.length) throw badRequest(houseMessages.funds);
      }
      return true;
    });
    if (!claimed) throw badRequest(houseMessages.action);
    if (s.mode === 'real' && doubling) {
      const extra = await this.chargeDouble(token, row.id, s.slug, before.bet);
      if (!extra) {
        await this.db.query(
          `update house_rounds set outcome = $2::jsonb, input = $3::jsonb, total_bet = $4 where id = $1 and outcome = $5::jsonb`,
          [
            row.id,
            JSON.stringify(before),
            JSON.stringify({ gameId: 'blackjack', bet: before.bet, actions: before.actions }),
            before.totalBet,
            JSON.stringify(after),
          ],
        );
        throw badRequest(houseMessages.funds);
      }
    }
    let balance: number;
    if (after.finished) {
      if (s.mode === 'real') balance = await this.finishBlackjack(token, row.id, s.slug, after);
      else {
        const r = await one<{ demo_balance: bigint }>(
          this.db,
          `update game_sessions set demo_balance = demo_balance + $2 where id = $1 returning demo_balance`,
          [s.id, after.totalWin],
        );
        await this.db.query(
          `update house_rounds set status = 'settled', total_win = $2, settled_at = now() where id = $1`,
          [row.id, after.totalWin],
        );
        balance = Number(r.demo_balance);
      }
    } else balance = await this.balance(s, token);
    return { round_id: row.id, nonce: Number(row.nonce), view: blackjackView(after), balance };
  }

  /**
   * Completes the rounds a closed page left behind: a round whose bet may not have reached the
   * wallet gets it again (idempotent) and its win; if the wallet refuses now, the bet is rolled back.
   */
  async resume(token: string): Promise<number> {
    const s = await findSession(this.db, token);
    if (s.mode !== 'real') return 0;
    // Only this session's rounds: the wallet needs the round's own session token.
    const rows = await this.db.query<RoundRow>(
      `select * from house_rounds where session_id = $1 and (status = 'placing' or (status = 'in_progress' and (outcome ->> 'finished')::boolean))
        order by created_at`,
      [s.id],
    );
    let completed = 0;
    for (const r of rows) {
      try {
        if (r.status === 'in_progress') {
          await this.finishBlackjack(token, r.id, r.game_slug, r.outcome as unknown as BlackjackState);
        } else {
          const state = r.outcome as { finished?: boolean; totalWin?: number };
          await this.settleReal(token, {
            id: r.id,
            slug: r.game_slug,
            totalBet: Number(r.total_bet),
            totalWin: Number(state.totalWin ?? 0),
            finished: r.game_slug !== 'blackjack' || Boolean(state.finished),
          });
        }
        completed += 1;
      } catch (err) {
        // The wallet refused the bet for good (the round is void): make sure nothing of it stays.
        // Anything else (the wallet unreachable) is tried again on the next visit.
        if (!(err instanceof AppError) || err.statusCode >= 500) continue;
        await this.wallet.call('rollback', {
          session_token: token,
          transaction_id: `${r.id}:rollback`,
          reference_transaction_id: `${r.id}:bet`,
        });
        await this.db.query(
          `update house_rounds set status = 'refunded', settled_at = now() where id = $1 and status in ('placing', 'void')`,
          [r.id],
        );
        completed += 1;
      }
    }
    return completed;
  }

  async state(token: string) {
    const s = await findSession(this.db, token);
    const resumed = await this.resume(token);
    const seeds = await inTx(this.db, (tx) => activeSeeds(tx, s, false));
    const rounds = await this.db.query<RoundRow & { server_seed_hash: string; client_seed: string }>(
      `select r.*, f.server_seed_hash, f.client_seed from house_rounds r join fair_seeds f on f.id = r.seed_id
        where ${s.mode === 'real' ? 'r.player_id = $1 and r.game_slug = $2' : 'r.session_id = $1 and r.game_slug = $2'}
          and r.status in ('settled', 'in_progress', 'refunded') order by r.created_at desc limit 10`,
      [s.mode === 'real' ? s.player_id : s.id, s.slug],
    );
    const open = rounds.find((r) => r.status === 'in_progress');
    return {
      mode: s.mode,
      game: { slug: s.slug, name: s.name, type: s.type },
      balance: await this.balance(s, token),
      seeds: publicSeeds(seeds),
      resumed_rounds: resumed,
      active_hand: open
        ? { round_id: open.id, view: blackjackView(open.outcome as unknown as BlackjackState) }
        : null,
      history: rounds.map((r) => ({
        round_id: r.id,
        nonce: Number(r.nonce),
        total_bet: Number(r.total_bet),
        total_win: Number(r.total_win),
        status: r.status,
        created_at: r.created_at.toISOString(),
        // What the verifier needs once the seed is revealed: the pair's hash and the round's input.
        server_seed_hash: r.server_seed_hash,
        client_seed: r.client_seed,
        input: r.input,
        outcome:
          r.game_slug === 'blackjack' ? blackjackView(r.outcome as unknown as BlackjackState) : r.outcome,
      })),
    };
  }
}

function validateBet(input: RoundInput): void {
  try {
    if ('bet' in input && input.gameId !== 'blackjack') {
      const slot = getSlot(input.gameId);
      if (!slot || !slot.betLevels.includes(input.bet)) throw new RangeError('bet');
    }
    if (
      input.gameId === 'blackjack' &&
      (!Number.isInteger(input.bet) || input.bet < 100 || input.bet > 1_000_000 || input.bet % 100 !== 0)
    ) {
      throw new RangeError('bet');
    }
  } catch {
    throw badRequest(houseMessages.bet);
  }
}

async function inTx<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.tx(fn);
  } catch (err) {
    if (err instanceof RangeError) throw badRequest(houseMessages.bet);
    throw err;
  }
}
