import pg from 'pg';
import type { Queryable } from '../db/client.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import { sealSecret } from '../lib/seal.ts';
import { signBody, signedHeaders, type SignatureScheme } from '../modules/provider/signature.ts';
import { call, makeIban, type CookieJar, type TestContext } from './harness.ts';

/**
 * What the money tests share: the player's and staff's wallet calls over HTTP, a provider's signed
 * wallet calls, game sessions, and the postings of the ledger as (owner, account, amount) rows.
 */
export async function defaultSiteId(t: TestContext): Promise<number> {
  return (await t.db.query<{ id: number }>(`select id from sites where is_default`))[0]!.id;
}

export const withdrawBody = (lira: number) => ({
  amount: lira,
  method: 'bank_transfer',
  account_name: 'Ayşe Yılmaz',
  bank_name: 'Ziraat Bankası',
  iban: makeIban('00010'),
});

export const requestDeposit = (t: TestContext, jar: CookieJar, lira: number, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/deposit.php', { jar, body: { amount: lira, sender_name: 'Akbank' }, headers });

export const requestWithdrawal = (t: TestContext, jar: CookieJar, lira: number, headers?: Record<string, string>) =>
  call(t.app, 'POST', '/api/withdraw.php', { jar, body: withdrawBody(lira), headers });

export const cancelWithdrawal = (t: TestContext, jar: CookieJar, id: number) =>
  call(t.app, 'POST', '/api/withdraw-cancel.php', { jar, body: { id } });

/** A staff decision: approve, reject (with a reason) or, for a withdrawal, paid. */
export const decide = (t: TestContext, staff: CookieJar, what: 'deposits' | 'withdrawals', id: number, action: 'approve' | 'reject' | 'paid') =>
  call(t.app, 'POST', `/api/admin/${what}/${id}/${action}`, { jar: staff, body: action === 'reject' ? { reason: 'Test' } : undefined });

/** A deposit the player requests and staff approve: the player's cash grows by `lira`. */
export async function approvedDeposit(t: TestContext, staff: CookieJar, jar: CookieJar, lira: number): Promise<number> {
  const r = await requestDeposit(t, jar, lira);
  if (r.status !== 201) throw new Error(`deposit failed: ${JSON.stringify(r.json())}`);
  const id = r.json().deposit.id as number;
  const ok = await decide(t, staff, 'deposits', id, 'approve');
  if (ok.status !== 200) throw new Error(`approval failed: ${JSON.stringify(ok.json())}`);
  return id;
}

export async function addGame(t: TestContext, slug: string, provider = 'house'): Promise<number> {
  return insertGame(t, { slug, name: `Oyun ${slug}`, provider });
}

/** A game row as the tests need it (a slot at 96 RTP of the house unless told); its id. */
export async function insertGame(
  t: TestContext,
  g: { slug: string; name: string; type?: 'slot' | 'table' | 'crash'; rtp?: number; provider?: string },
): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into games (slug, provider_id, name, type, rtp) values ($1, $2, $3, $4, $5) returning id`,
    [g.slug, g.provider ?? 'house', g.name, g.type ?? 'slot', g.rtp ?? 96],
  );
  return row!.id;
}

/** Another game server with its own secret, stored sealed as start-up stores them (providers are rows). */
export async function addProvider(t: TestContext, id: string, scheme: SignatureScheme = 'v2'): Promise<string> {
  const secret = randomToken();
  await t.db.query(`insert into providers (id, name, secret, signature_scheme) values ($1, $2, $3, $4)`, [
    id,
    `Sağlayıcı ${id}`,
    sealSecret(t.config.totpKey, secret),
    scheme,
  ]);
  return secret;
}

/** A game session as games/launch.php opens it; returns its token. */
export async function gameSession(t: TestContext, playerId: number | null, gameId: number, mode: 'real' | 'demo' = 'real'): Promise<string> {
  const token = randomToken();
  await t.db.query(`insert into game_sessions (id, player_id, game_id, mode, expires_at) values ($1, $2, $3, $4, now() + interval '1 hour')`, [
    sha256Hex(token),
    playerId,
    gameId,
    mode,
  ]);
  return token;
}

/** A signed wallet call of a game server; `provider` defaults to the in-house one. */
export async function walletCall(
  t: TestContext,
  path: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
  provider: { id: string; secret: string; scheme?: SignatureScheme } = { id: 'house', secret: t.config.providerHouseSecret },
) {
  const raw = JSON.stringify(body);
  const url = `/api/provider/v1/${path}`;
  const headers =
    provider.scheme === 'v1'
      ? { 'content-type': 'application/json', 'x-provider-id': provider.id, 'x-signature': signBody(provider.secret, raw) }
      : signedHeaders(provider, url, raw);
  const res = await t.app.inject({ method: 'POST', url, headers, payload: raw });
  return { status: res.statusCode, body: res.json() as { status: string; code?: string; balance?: number; transaction_id?: string } };
}

export interface PostingShape {
  kind: string;
  key: string;
  reference: string | null;
  /** `<player id>:<kind>` or `house:<kind>` with the amount in kuruş, sorted by account */
  entries: [string, bigint][];
}

/** Every posting whose transaction names `where` (a condition on ledger_transactions t), in order. */
export async function postings(q: Queryable, where: string, params: unknown[]): Promise<PostingShape[]> {
  const rows = await q.query<{ id: bigint; kind: string; key: string; ref: string | null; owner: string; amount: bigint }>(
    `select t.id, t.kind, t.idempotency_key as key, t.reference_type || ':' || t.reference_id as ref,
            coalesce(a.player_id::text, 'house') || ':' || a.kind as owner, e.amount
       from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join accounts a on a.id = e.account_id
      where ${where} order by t.id, e.id`,
    params,
  );
  const out: PostingShape[] = [];
  let last: bigint | null = null;
  for (const r of rows) {
    if (r.id !== last) out.push({ kind: r.kind, key: r.key, reference: r.ref, entries: [] });
    last = r.id;
    out.at(-1)!.entries.push([r.owner, r.amount]);
  }
  for (const p of out) p.entries.sort((a, b) => a[0].localeCompare(b[0]));
  return out;
}

/**
 * Runs `requests` at once and proves, on PostgreSQL, that they raced: a separate connection holds
 * the row lock `lockSql` takes (it must lock exactly one row) until every request is inside the
 * database waiting for a lock (pg_stat_activity), so none of them had committed before all of them
 * had started; then it lets them go. The embedded database has one connection and runs
 * transactions one after another: there the requests are only sent together (`raced` is false).
 */
export async function race<R>(
  t: TestContext,
  lockSql: string,
  params: unknown[],
  requests: (() => Promise<R>)[],
  /** Run in the barrier's transaction once every request waits, before it commits (what lands "meanwhile"). */
  whileHeld?: (sql: (text: string, values?: unknown[]) => Promise<unknown>) => Promise<void>,
): Promise<{ results: R[]; raced: boolean }> {
  if (t.db.kind !== 'postgres') return { results: await Promise.all(requests.map((r) => r())), raced: false };
  const [{ name }] = (await t.db.query<{ name: string }>(`select current_database() as name`)) as [{ name: string }];
  const url = new URL(process.env.TEST_PG_ADMIN_URL!);
  url.pathname = `/${name}`;
  const blocker = new pg.Client({ connectionString: url.toString() });
  await blocker.connect();
  try {
    await blocker.query('begin');
    const locked = await blocker.query(lockSql, params);
    if (locked.rowCount !== 1) throw new Error(`the barrier locked ${locked.rowCount} rows`);
    const pending = requests.map((r) => r());
    const deadline = Date.now() + 15_000;
    for (;;) {
      // (a transaction sees the activity statistics as they were at its first look unless it clears them)
      await blocker.query('select pg_stat_clear_snapshot()');
      const { rows } = await blocker.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.n >= requests.length) break;
      if (Date.now() > deadline) throw new Error(`only ${rows[0]!.n} of ${requests.length} requests reached the database together`);
      await new Promise((r) => setTimeout(r, 2));
    }
    if (whileHeld) await whileHeld((text, values) => blocker.query(text, values as unknown[]));
    await blocker.query('commit');
    return { results: await Promise.all(pending), raced: true };
  } finally {
    await blocker.end();
  }
}

/**
 * Clears the player's open AML flags as a risk user would (with a note), for the tests of other
 * mechanics whose payouts the flags would hold (decision 0021; the hold is modules/aml/aml.test.ts's).
 */
export async function clearAmlFlags(t: TestContext, playerId: number): Promise<void> {
  await t.db.query(`update aml_flags set status = 'cleared', cleared_at = now(), note = 'Test: kaynak görüldü' where player_id = $1 and status = 'open'`, [playerId]);
}
