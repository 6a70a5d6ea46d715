import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres, type Db, type Queryable } from '../../db/client.ts';
import { createThrowawayDatabase } from '../../db/throwaway.ts';
import { newTotpSecret, totpNow } from '../../lib/totp.ts';
import { signedHeaders } from '../../modules/provider/signature.ts';
import { validRegistration } from '../harness.ts';
import { type Answer, Cookies, freePort, NoAnswer, type Req, send, ServerNode, sleep } from '../nodes.ts';
import { withdrawBody } from '../wallet-kit.ts';

/**
 * What the fault tests (`npm run test:faults`, docs/decisions/0027) share besides the real server
 * process (test/nodes.ts) and the PostgreSQL and Redis servers of their own they break
 * (test/pg-cluster.ts, test/redis-server.ts): the server's production settings, its players and
 * staff, and a money load that re-sends every request whose answer it did not see, with the same
 * idempotency key or transaction id, until it is answered, and the books it must have left.
 */

// ---------------------------------------------------------------------------------------------------
// The server process

/** The production secrets of one test's installation (fresh each run). */
export interface Secrets {
  house: string;
  totpKey: string;
  adminPassword: string;
  adminTotp: string;
}

export function newSecrets(): Secrets {
  return {
    house: randomBytes(32).toString('hex'),
    totpKey: randomBytes(32).toString('hex'),
    adminPassword: `Hata.Testi.1${randomBytes(4).toString('hex')}`,
    adminTotp: newTotpSecret(),
  };
}

export interface ServerSettings {
  port: number;
  databaseUrl: string;
  redisUrl?: string;
  secrets: Secrets;
  /** uploads (DATA_DIR) */
  dataDir: string;
}

/**
 * main.ts with NODE_ENV=production on the settings' port (the same port again after a kill; then
 * `ready()`): the process a SIGKILL ends is the server itself (no npm or npx in between). Behind a
 * proxy (TRUST_PROXY=1), so each test player comes from an address of its own (X-Forwarded-For), as
 * real players do.
 */
export function startServer(s: ServerSettings): ServerNode {
  return ServerNode.spawn('faults', {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: s.dataDir,
    DATABASE_URL: s.databaseUrl,
    REDIS_URL: s.redisUrl ?? '',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    PROVIDER_HOUSE_SECRET: s.secrets.house,
    TOTP_ENCRYPTION_KEY: s.secrets.totpKey,
    BACKOFFICE_ADMIN_PASSWORD: s.secrets.adminPassword,
    BACKOFFICE_ADMIN_TOTP_SECRET: s.secrets.adminTotp,
    // the test's players have no KYC documents, and many register within the hour
    WITHDRAWAL_REQUIRES_KYC: 'false',
    REGISTER_LIMIT_PER_IP: '1000',
    REGISTER_LIMIT_GLOBAL: '1000',
  }, s.port);
}

/** A fault test's server: started on a free port with fresh secrets and a data folder of its own. */
export interface FaultServer {
  settings: ServerSettings;
  server: ServerNode;
  /** stops the server (the one `server` names now: a test may start it again) and removes its folder */
  close(): Promise<void>;
}

export async function startFaultServer(name: string, databaseUrl: string, redisUrl?: string): Promise<FaultServer> {
  const settings: ServerSettings = {
    port: await freePort(),
    databaseUrl,
    redisUrl,
    secrets: newSecrets(),
    dataDir: await mkdtemp(path.join(tmpdir(), `faults-${name}-`)),
  };
  const bed: FaultServer = {
    settings,
    server: startServer(settings),
    async close() {
      await bed.server.stop();
      await rm(settings.dataDir, { recursive: true, force: true });
    },
  };
  await bed.server.ready();
  return bed;
}

/** A throwaway database on the machine's PostgreSQL (TEST_PG_ADMIN_URL), and a pool to read its books. */
export interface FaultDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

export async function faultDatabase(name: string): Promise<FaultDatabase> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('test:faults needs TEST_PG_ADMIN_URL (npm run test:faults sets it)');
  const database = await createThrowawayDatabase(adminUrl, `faults_${name}`);
  const db = await openPostgres(database.url, 2);
  return {
    url: database.url,
    db,
    async drop() {
      await db.close();
      await database.drop();
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// HTTP

/** A signed call of the in-house game server to the wallet API (v2 signature, signed when sent). */
export function walletReq(secret: string, kind: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>): Req {
  const raw = JSON.stringify(body);
  const p = `/api/provider/v1/${kind}`;
  return { method: 'POST', path: p, raw, headers: signedHeaders({ id: 'house', secret }, p, raw) };
}

// ---------------------------------------------------------------------------------------------------
// People

/** A test's own address (TEST-NET-style private range, random per run so Redis counters never meet). */
export function addressMaker(): () => string {
  const a = randomBytes(2);
  let n = 0;
  return () => {
    n += 1;
    return `10.${a[0]}.${a[1]! ^ (n >> 8)}.${n & 255}`;
  };
}

export async function staffLogin(base: string, secrets: Secrets, ip: string): Promise<Cookies> {
  const jar = new Cookies();
  const r = await send(base, {
    method: 'POST',
    path: '/api/admin/login',
    json: { username: 'admin', password: secrets.adminPassword, totp: await totpNow(secrets.adminTotp) },
    headers: { 'x-forwarded-for': ip },
    cookies: jar,
  });
  if (r.status !== 200) throw new Error(`staff login failed: ${r.status} ${r.text}`);
  return jar;
}

export interface Player {
  id: number;
  username: string;
  password: string;
  ip: string;
  jar: Cookies;
  /** the game session of the slot it plays (games/launch.php) */
  token?: string;
}

/** Registers a player through the API and logs in, from the player's own address. */
export async function newPlayer(base: string, ip: string): Promise<Player> {
  const body = validRegistration();
  const headers = { 'x-forwarded-for': ip };
  const reg = await send(base, { method: 'POST', path: '/api/register.php', json: body, headers });
  if (reg.status !== 201) throw new Error(`registration failed: ${reg.status} ${reg.text}`);
  const jar = new Cookies();
  const login = await send(base, { method: 'POST', path: '/api/login.php', json: { username: body.username, password: body.password }, headers, cookies: jar });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { id: login.body.user.id as number, username: body.username, password: body.password, ip, jar };
}

/** The in-house slot the load plays (synced from the catalogue at start-up). */
export async function houseSlot(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: number }>(`select id from games where provider_id = 'house' and type = 'slot' and is_active order by id limit 1`);
  if (!row) throw new Error('no active in-house slot');
  return row.id;
}

// ---------------------------------------------------------------------------------------------------
// The money load

export type OpKind = 'deposit' | 'approve-deposit' | 'launch' | 'bet' | 'win' | 'withdraw' | 'approve-withdrawal';

export interface Op {
  kind: OpKind;
  player: number;
  /** the idempotency key, transaction id or decided row: what makes a re-send the same request */
  key: string;
  /** attempts that got no answer (refused or cut connection, no reply in time) */
  unanswered: number;
  /** attempts answered 503 */
  unavailable: number;
  status?: number;
  /** the ledger posting the acknowledged operation made (its idempotency key), if it moves money */
  posting?: string;
}

export interface Sample {
  path: string;
  status: number | 'none';
  sentAt: number;
  ms: number;
  answer?: Answer;
}

export interface LoadOptions {
  base: string;
  staff: Cookies;
  houseSecret: string;
  /** the in-house slot the players play */
  gameId: number;
  players: Player[];
  /** cycles each player makes at least ... */
  cycles: number;
  /** ... and more while this says so (a load that lasts until the fault is over) */
  keepGoing?: () => boolean;
  /** between two operations of one player */
  pauseMs?: number;
  /** one attempt's wait for its answer */
  attemptTimeoutMs?: number;
}

// Per cycle: a deposit of 500 TRY (the minimum) approved by staff, five rounds of 150 TRY bets with
// their wins (the stakes pass the deposit, so no low-turnover AML flag holds the payout), and a
// withdrawal of 100 TRY (the minimum) approved by staff. All in kuruş.
const DEPOSIT = 50_000n;
const BET = 15_000n;
const WINS = [7_500n, 22_500n, 15_000n, 30_000n, 2_500n];
const WITHDRAW = 10_000n;

/**
 * Players deposit, staff approve, players play through the wallet API and withdraw, staff approve:
 * each player's operations in order, the players at once. An operation is sent again, the same
 * request, whenever no answer came or the answer was 503, until it is answered; what the client saw
 * acknowledged is kept (`ops`, the postings and each player's cash as the client's own sums say it
 * must be) for the ledger check. Every answer and every attempt without one is kept too (`samples`).
 */
export class MoneyLoad {
  readonly ops: Op[] = [];
  readonly samples: Sample[] = [];
  readonly failures: string[] = [];
  /** the cash each player must have, by the acknowledged operations */
  readonly cash = new Map<number, bigint>();
  acknowledged = 0;
  private readonly run = randomBytes(4).toString('hex');

  constructor(private readonly o: LoadOptions) {
    for (const p of o.players) this.cash.set(p.id, 0n);
  }

  /** How many operations the load sends in its `cycles`. */
  get planned(): number {
    return this.o.players.length * (this.o.cycles * (4 + 2 * WINS.length) + 1);
  }

  /** Runs the load to its end; a player whose operation failed stops there, its failure kept (`failures`). */
  async start(): Promise<void> {
    await Promise.all(this.o.players.map((p) => this.script(p).catch((err: unknown) => void this.failures.push(String(err)))));
  }

  private add(p: Player, delta: bigint) {
    this.cash.set(p.id, this.cash.get(p.id)! + delta);
  }

  private async script(p: Player): Promise<void> {
    const { staff, houseSecret, gameId } = this.o;
    for (let c = 0; c < this.o.cycles || this.o.keepGoing?.(); c += 1) {
      const tag = `${this.run}-${p.id}-${c}`;
      const depositKey = `dep-${tag}`;
      const dep = await this.op(p, 'deposit', depositKey, {
        method: 'POST',
        path: '/api/deposit.php',
        json: { amount: Number(DEPOSIT / 100n), sender_name: 'Akbank' },
        headers: { 'idempotency-key': depositKey, 'x-forwarded-for': p.ip },
        cookies: p.jar,
      });
      const depositId = dep.body.deposit.id as number;
      await this.op(p, 'approve-deposit', `deposit:${depositId}`, { method: 'POST', path: `/api/admin/deposits/${depositId}/approve`, cookies: staff }, `deposit:${depositId}:approve`);
      this.add(p, DEPOSIT);

      if (!p.token) {
        const launch = await this.op(p, 'launch', `launch-${tag}`, {
          method: 'POST',
          path: '/api/games/launch.php',
          json: { game_id: gameId, mode: 'real' },
          headers: { 'x-forwarded-for': p.ip },
          cookies: p.jar,
        });
        p.token = new URL(launch.body.data.launch_url as string, this.o.base).searchParams.get('token') ?? undefined;
      }
      for (const [i, win] of WINS.entries()) {
        const round = `round-${tag}-${i}`;
        const bet = `bet-${tag}-${i}`;
        const body = { session_token: p.token, round_id: round, game_id: gameId };
        await this.op(p, 'bet', bet, walletReq(houseSecret, 'bet', { ...body, transaction_id: bet, amount: Number(BET) }), `provider:house:${bet}`);
        this.add(p, -BET);
        const w = `win-${tag}-${i}`;
        await this.op(
          p,
          'win',
          w,
          walletReq(houseSecret, 'win', { ...body, transaction_id: w, amount: Number(win), bet_transaction_id: bet, round_closed: true }),
          `provider:house:${w}`,
        );
        this.add(p, win);
      }

      const withdrawKey = `wd-${tag}`;
      const wd = await this.op(
        p,
        'withdraw',
        withdrawKey,
        {
          method: 'POST',
          path: '/api/withdraw.php',
          json: withdrawBody(Number(WITHDRAW / 100n)),
          headers: { 'idempotency-key': withdrawKey, 'x-forwarded-for': p.ip },
          cookies: p.jar,
        },
        (a) => `withdrawal:${a.body.withdrawal.id}:request`,
      );
      const withdrawalId = wd.body.withdrawal.id as number;
      this.add(p, -WITHDRAW);
      await this.op(
        p,
        'approve-withdrawal',
        `withdrawal:${withdrawalId}`,
        { method: 'POST', path: `/api/admin/withdrawals/${withdrawalId}/approve`, json: {}, cookies: staff },
        `withdrawal:${withdrawalId}:approve`,
      );
    }
  }

  /**
   * Sends one operation until it is answered (a fresh signature each time: the same call, signed
   * now). An answer other than the operation's success fails the load, except a staff decision
   * re-sent after an attempt without an answer that finds the request already decided (409): the
   * lost attempt decided it, which the ledger check then confirms.
   */
  private async op(p: Player, kind: OpKind, key: string, req: Req, posting?: string | ((a: Answer) => string)): Promise<Answer> {
    const op: Op = { kind, player: p.id, key, unanswered: 0, unavailable: 0 };
    this.ops.push(op);
    const give = Date.now() + 120_000;
    for (let attempt = 0; ; attempt += 1) {
      if (Date.now() > give) throw new Error(`${kind} ${key}: not answered within 120 s`);
      if (attempt > 0) await sleep(Math.min(50 * attempt, 250));
      const r = kind === 'bet' || kind === 'win' ? resign(req, this.o.houseSecret) : req;
      let a: Answer;
      const sentAt = Date.now();
      try {
        a = await send(this.o.base, { ...r, timeoutMs: this.o.attemptTimeoutMs ?? 10_000 });
      } catch (err) {
        if (!(err instanceof NoAnswer)) throw err;
        op.unanswered += 1;
        this.samples.push({ path: r.path, status: 'none', sentAt, ms: Date.now() - sentAt });
        continue;
      }
      this.samples.push({ path: r.path, status: a.status, sentAt: a.sentAt, ms: a.ms, answer: a });
      if (a.status === 503) {
        op.unavailable += 1;
        continue;
      }
      op.status = a.status;
      if (!accepted(kind, a, op.unanswered + op.unavailable > 0)) {
        throw new Error(`${kind} ${key} of player ${p.id}: answered ${a.status} ${a.text.slice(0, 300)}`);
      }
      op.posting = typeof posting === 'function' ? posting(a) : posting;
      this.acknowledged += 1;
      if (this.o.pauseMs) await sleep(this.o.pauseMs);
      return a;
    }
  }
}

/**
 * Each player asks for its balance every `everyMs` (the site's header poll, faster) until stopped;
 * every answer, and every attempt without one, is kept.
 */
export function balancePolls(base: string, players: Player[], everyMs: number): { samples: Sample[]; stop(): Promise<void> } {
  const samples: Sample[] = [];
  let stopped = false;
  const loops = players.map(async (p) => {
    while (!stopped) {
      const path = '/api/get-balance.php';
      const sentAt = Date.now();
      try {
        const answer = await send(base, { method: 'GET', path, cookies: p.jar, headers: { 'x-forwarded-for': p.ip }, timeoutMs: 8_000 });
        samples.push({ path, status: answer.status, sentAt, ms: answer.ms, answer });
      } catch (err) {
        if (!(err instanceof NoAnswer)) throw err;
        samples.push({ path, status: 'none', sentAt, ms: Date.now() - sentAt });
      }
      await sleep(everyMs);
    }
  });
  return {
    samples,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** What the acknowledged operations must have left in the books. */
export function expectedBooks(load: MoneyLoad) {
  const acked = load.ops.filter((o) => o.status !== undefined);
  const keys = (kind: OpKind) => acked.filter((o) => o.kind === kind).map((o) => o.key).sort();
  return {
    postings: acked.flatMap((o) => (o.posting ? [o.posting] : [])).sort(),
    deposits: keys('deposit'),
    withdrawals: keys('withdraw'),
    walletCalls: [...keys('bet'), ...keys('win')].sort(),
    cash: Object.fromEntries([...load.cash].map(([id, kurus]) => [id, kurus])),
    holds: Object.fromEntries([...load.cash].map(([id]) => [id, 0n])),
  };
}

/** What the books hold for the players: every posting on their accounts, their requests, calls and balances. */
export async function booksOf(db: Queryable, players: number[]) {
  const list = async (sql: string) => (await db.query<{ k: string }>(sql, [players])).map((r) => r.k).sort();
  const balances = async (kind: string) =>
    Object.fromEntries(
      (
        await db.query<{ player_id: number; balance: bigint }>(
          `select p.id as player_id, (select coalesce(sum(a.balance), 0) from accounts a where a.player_id = p.id and a.kind = $2)::bigint as balance
             from unnest($1::int[]) as p (id)`,
          [players, kind],
        )
      ).map((r) => [r.player_id, r.balance]),
    );
  return {
    // a posting once per account it touches would repeat its key: each transaction once
    postings: await list(
      `select t.idempotency_key as k from ledger_transactions t
        where t.id in (select e.transaction_id from ledger_entries e join accounts a on a.id = e.account_id where a.player_id = any($1))`,
    ),
    deposits: await list(`select request_key as k from deposits where player_id = any($1)`),
    withdrawals: await list(`select request_key as k from withdrawals where player_id = any($1)`),
    walletCalls: await list(`select transaction_id as k from provider_transactions where player_id = any($1)`),
    cash: await balances('cash'),
    holds: await balances('withdraw_hold'),
  };
}

/** A wallet call signed again now, the same body (the timestamp is part of the signature only). */
function resign(r: Req, secret: string): Req {
  const kind = r.path.split('/').at(-1) as 'bet' | 'win';
  return walletReq(secret, kind, JSON.parse(r.raw!) as Record<string, unknown>);
}

function accepted(kind: OpKind, a: Answer, resent: boolean): boolean {
  switch (kind) {
    case 'deposit':
      return (a.status === 201 || a.status === 200) && typeof a.body?.deposit?.id === 'number';
    case 'withdraw':
      return (a.status === 201 || a.status === 200) && typeof a.body?.withdrawal?.id === 'number';
    case 'approve-deposit':
      return (a.status === 200 && a.body?.success === true) || (resent && a.status === 409);
    case 'approve-withdrawal':
      return (a.status === 200 && a.body?.status === 'approved') || (resent && a.status === 409);
    case 'launch':
      return a.status === 200 && typeof a.body?.data?.launch_url === 'string';
    case 'bet':
    case 'win':
      return a.status === 200 && a.body?.status === 'OK';
  }
}
