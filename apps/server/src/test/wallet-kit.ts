import type { Queryable } from '../db/client.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import { signBody } from '../modules/provider/provider.service.ts';
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
  const [row] = await t.db.query<{ id: number }>(
    `insert into games (slug, provider_id, name, type, rtp) values ($1, $2, $3, 'slot', 96.00) returning id`,
    [slug, provider, `Oyun ${slug}`],
  );
  return row!.id;
}

/** Another game server with its own secret (providers are rows). */
export async function addProvider(t: TestContext, id: string): Promise<string> {
  const secret = randomToken();
  await t.db.query(`insert into providers (id, name, secret) values ($1, $2, $3)`, [id, `Sağlayıcı ${id}`, secret]);
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
  provider: { id: string; secret: string } = { id: 'house', secret: t.config.providerHouseSecret },
) {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/provider/v1/${path}`,
    headers: { 'content-type': 'application/json', 'x-provider-id': provider.id, 'x-signature': signBody(provider.secret, raw) },
    payload: raw,
  });
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
