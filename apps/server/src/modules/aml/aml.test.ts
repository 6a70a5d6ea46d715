import { afterEach, describe, expect, it } from 'vitest';
import { amlMessages } from '@app/shared/api/aml.ts';
import { call, CookieJar, fundPlayer, registeredPlayer, staffSession, useTestContext, validRegistration } from '../../test/harness.ts';
import { addGame, decide, defaultSiteId, gameSession, requestDeposit, requestWithdrawal, walletCall, withdrawBody } from '../../test/wallet-kit.ts';
import { reconcile } from '../wallet/ledger.ts';

/**
 * AML flags (decision 0019): each rule raises its flag with its event, once; the risk role clears a
 * flag with a note (audited), reads the queue, its report and sets each site's thresholds.
 */
const GAME = 'aml-slot';
let siteId = 0;
let gameId = 0;
let risk: CookieJar;
let finance: CookieJar;
let support: CookieJar;
const t = useTestContext({ demo: false }, async (ctx) => {
  siteId = await defaultSiteId(ctx);
  gameId = await addGame(ctx, GAME);
  risk = (await staffSession(ctx, 'risk')).jar;
  finance = (await staffSession(ctx, 'finance')).jar;
  support = (await staffSession(ctx, 'support')).jar;
  await ctx.db.query(`update sites set aml_shared_accounts = 100 where id = $1`, [siteId]);
});
afterEach(async () => {
  expect(await reconcile(t.db)).toEqual([]);
  // every player of registeredPlayer() comes from one address: the shared-address rule is set high
  // but in its own tests
  await t.db.query(`update sites set aml_threshold = 5000000, aml_shared_accounts = 100 where id = $1`, [siteId]);
});

interface FlagRow {
  kind: string;
  reference: string;
  details: Record<string, unknown>;
  status: string;
}
const flagsOf = (playerId: number) =>
  t.db.query<FlagRow>(`select kind, reference, details, status from aml_flags where player_id = $1 order by id`, [playerId]);
const kindsOf = async (playerId: number) => (await flagsOf(playerId)).map((f) => `${f.kind} ${f.reference}`);
const setRules = (threshold: number, shared = 100) => call(t.app, 'PUT', `/api/admin/aml/settings/${siteId}`, { jar: risk, body: { threshold, shared_accounts: shared } });

let n = 0;
const bet = (token: string, kurus: number) => {
  const tx = `aml-${++n}-${Date.now()}`;
  return walletCall(t, 'bet', { session_token: token, transaction_id: tx, round_id: `r-${tx}`, game_id: GAME, amount: kurus });
};

/** Registers and logs in from the given address (the app sees the connection's address). */
async function playerAt(ip: string) {
  const body = validRegistration();
  const json = { host: 'localhost', 'content-type': 'application/json' };
  const r = await t.app.inject({ method: 'POST', url: '/api/register.php', headers: json, payload: JSON.stringify(body), remoteAddress: ip });
  expect(r.statusCode, r.body).toBe(201);
  const id = (await t.db.query<{ id: number }>(`select id from players where username = $1`, [body.username]))[0]!.id;
  const login = () =>
    t.app.inject({ method: 'POST', url: '/api/login.php', headers: json, payload: JSON.stringify({ username: body.username, password: body.password }), remoteAddress: ip });
  return { id, login };
}

describe('deposits and withdrawals above the site threshold', () => {
  it('flags a deposit at or above the threshold with its request, once, and not one below it', async () => {
    expect((await setRules(1000)).status).toBe(200);
    const p = await registeredPlayer(t);
    const below = (await requestDeposit(t, p.jar, 999.99)).json().deposit.id as number;
    const at = (await requestDeposit(t, p.jar, 1000)).json().deposit.id as number;
    expect(await kindsOf(p.id)).not.toContain(`large_deposit deposit:${below}`);
    expect(await kindsOf(p.id)).toContain(`large_deposit deposit:${at}`);
    expect((await flagsOf(p.id)).find((f) => f.reference === `deposit:${at}`)?.details).toEqual({ amount: 1000, threshold: 1000 });
    // approving it raises no second flag for the same deposit
    expect((await decide(t, finance, 'deposits', at, 'approve')).status).toBe(200);
    expect((await kindsOf(p.id)).filter((k) => k === `large_deposit deposit:${at}`)).toHaveLength(1);
  });

  it('flags at approval a deposit the lowered threshold now catches', async () => {
    const p = await registeredPlayer(t);
    const id = (await requestDeposit(t, p.jar, 800)).json().deposit.id as number;
    expect(await kindsOf(p.id)).not.toContain(`large_deposit deposit:${id}`);
    await setRules(500);
    expect((await decide(t, finance, 'deposits', id, 'approve')).status).toBe(200);
    expect(await kindsOf(p.id)).toContain(`large_deposit deposit:${id}`);
  });

  it('flags a withdrawal request at or above the threshold; a refused request leaves no flag', async () => {
    await setRules(500);
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 100_000n);
    const small = (await requestWithdrawal(t, p.jar, 400)).json().withdrawal.id as number;
    const big = (await requestWithdrawal(t, p.jar, 500)).json().withdrawal.id as number;
    expect(await kindsOf(p.id)).toEqual([`large_withdrawal withdrawal:${big}`]);
    expect(small).toBeLessThan(big);
    // more than the balance: refused, and the flag of its event goes with it
    const refused = await requestWithdrawal(t, p.jar, 5000);
    expect(refused.status).toBe(400);
    expect(await kindsOf(p.id)).toEqual([`large_withdrawal withdrawal:${big}`]);
  });
});

describe('withdrawal with less than 1x turnover of the deposits since the last withdrawal', () => {
  it('flags it until the stakes reach the deposits, counting only since the previous withdrawal', async () => {
    const p = await registeredPlayer(t);
    const dep = (await requestDeposit(t, p.jar, 500)).json().deposit.id as number;
    await decide(t, finance, 'deposits', dep, 'approve');
    const token = await gameSession(t, p.id, gameId);
    expect((await bet(token, 20_000)).body.status).toBe('OK'); // 200 TL staked of 500 TL deposited
    const w1 = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id as number;
    const flag = (await flagsOf(p.id)).find((f) => f.kind === 'low_turnover');
    expect(flag?.reference).toBe(`withdrawal:${w1}`);
    expect(flag?.details).toMatchObject({ amount: 100, deposits: 500, turnover: 200, since: null });

    // after that withdrawal: a new deposit of 500 TL, staked in full -> no flag
    const r2 = await requestDeposit(t, p.jar, 500);
    expect(r2.status, JSON.stringify(r2.json())).toBe(201);
    const dep2 = r2.json().deposit.id as number;
    await decide(t, finance, 'deposits', dep2, 'approve');
    expect((await bet(token, 50_000)).body.status).toBe('OK');
    const w2 = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id as number;
    expect(await kindsOf(p.id)).not.toContain(`low_turnover withdrawal:${w2}`);

    // no deposit since the last withdrawal: nothing to turn over, no flag
    const w3 = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id as number;
    expect(await kindsOf(p.id)).not.toContain(`low_turnover withdrawal:${w3}`);
  });

  it('a cancelled withdrawal does not start the count again', async () => {
    const p = await registeredPlayer(t);
    const dep = (await requestDeposit(t, p.jar, 500)).json().deposit.id as number;
    await decide(t, finance, 'deposits', dep, 'approve');
    const first = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id as number;
    expect((await call(t.app, 'POST', '/api/withdraw-cancel.php', { jar: p.jar, body: { id: first } })).status).toBe(200);
    const second = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id as number;
    expect(await kindsOf(p.id)).toEqual([`low_turnover withdrawal:${first}`, `low_turnover withdrawal:${second}`]);
  });
});

describe('a payout to a name other than the player’s', () => {
  it('flags the withdrawal the wallet marks name_mismatch, and not one to the player’s own name', async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 100_000n);
    const own = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id as number;
    const other = await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: { ...withdrawBody(100), account_name: 'Mehmet Demir' } });
    expect(other.status).toBe(201);
    const id = other.json().withdrawal.id as number;
    expect(await kindsOf(p.id)).toEqual([`name_mismatch withdrawal:${id}`]);
    expect((await flagsOf(p.id))[0]!.details).toEqual({ amount: 100, account_name: 'Mehmet Demir' });
    expect(own).toBeLessThan(id);
  });
});

describe('many accounts from one address', () => {
  it('flags the account that joins an address the site’s N other accounts used in 30 days, once, at registration and login', async () => {
    await setRules(50_000, 2);
    const a = await playerAt('203.0.113.7');
    const b = await playerAt('203.0.113.7');
    expect(await kindsOf(a.id)).toEqual([]);
    expect(await kindsOf(b.id)).toEqual([]);
    const c = await playerAt('203.0.113.7'); // two others seen there: flagged at registration
    expect(await kindsOf(c.id)).toEqual(['shared_ip ip:203.0.113.7']);
    expect((await flagsOf(c.id))[0]!.details).toMatchObject({ ip: '203.0.113.7', event: 'register', accounts: 2, window_days: 30 });
    // a's login there: two others now too; a second login raises no second flag
    expect((await a.login()).statusCode).toBe(200);
    expect((await a.login()).statusCode).toBe(200);
    expect(await kindsOf(a.id)).toEqual(['shared_ip ip:203.0.113.7']);
    expect((await flagsOf(a.id))[0]!.details).toMatchObject({ event: 'login' });
    // another address: nothing
    const d = await playerAt('198.51.100.9');
    expect(await kindsOf(d.id)).toEqual([]);
  });

  it('counts only the last 30 days', async () => {
    await setRules(50_000, 1);
    const old = await playerAt('192.0.2.44');
    await t.db.query(`update aml_player_ips set last_seen = now() - interval '31 days' where player_id = $1`, [old.id]);
    const fresh = await playerAt('192.0.2.44');
    expect(await kindsOf(fresh.id)).toEqual([]);
    const third = await playerAt('192.0.2.44');
    expect(await kindsOf(third.id)).toEqual(['shared_ip ip:192.0.2.44']);
  });
});

describe('the queue: clearing a flag with a note', () => {
  async function openFlag(): Promise<{ id: number; playerId: number }> {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 100_000n);
    await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: { ...withdrawBody(100), account_name: 'Ali Veli' } });
    const [row] = await t.db.query<{ id: number }>(`select id::int as id from aml_flags where player_id = $1 and kind = 'name_mismatch'`, [p.id]);
    return { id: row!.id, playerId: p.id };
  }
  const clear = (jar: CookieJar, id: number, body: unknown) => call(t.app, 'POST', `/api/admin/aml/flags/${id}/clear`, { jar, body });

  it('needs a note; risk clears it once, audited; support and finance may not', async () => {
    const f = await openFlag();
    for (const body of [{}, { note: '' }, { note: '   ' }]) {
      const r = await clear(risk, f.id, body);
      expect(r.status).toBe(400);
      expect(r.json().message).toBe(amlMessages.noteRequired);
    }
    expect((await clear(risk, f.id, { note: 'x'.repeat(1001) })).json().message).toBe(amlMessages.noteLong);
    expect((await clear(support, f.id, { note: 'Bakıldı' })).status).toBe(403);
    expect((await clear(finance, f.id, { note: 'Bakıldı' })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/aml/flags', { jar: support })).status).toBe(403);
    expect((await clear(new CookieJar(), f.id, { note: 'Bakıldı' })).status).toBe(401);
    expect((await flagsOf(f.playerId))[0]!.status).toBe('open');

    const ok = await clear(risk, f.id, { note: '  Hesap eşine ait, belge görüldü  ' });
    expect(ok.status).toBe(200);
    expect(ok.json().flag).toMatchObject({ id: f.id, status: 'cleared', note: 'Hesap eşine ait, belge görüldü' });
    expect(ok.json().flag.cleared_by).toMatch(/^risk_/);
    const [entry] = await t.db.query<{ action: string; staff_id: number; after: { note: string } }>(
      `select action, staff_id, after from audit_log where entity_type = 'aml_flag' and entity_id = $1`,
      [String(f.id)],
    );
    expect(entry?.action).toBe('aml_flag.clear');
    expect(entry?.after.note).toBe('Hesap eşine ait, belge görüldü');
    const again = await clear(risk, f.id, { note: 'Tekrar' });
    expect(again.status).toBe(409);
    expect(again.json().message).toBe(amlMessages.alreadyCleared);
    expect((await clear(risk, 999_999, { note: 'Yok' })).status).toBe(404);
  });

  it('lists with filters by kind, status and period, sorts, pages and exports CSV; the nav counts the open ones for risk', async () => {
    const counts = async (jar: CookieJar) => (await call(t.app, 'GET', '/api/admin/queues/counts', { jar })).json().counts as Record<string, number>;
    const before = (await counts(risk)).aml_flags!;
    const a = await openFlag();
    const b = await openFlag();
    expect((await counts(risk)).aml_flags).toBe(before + 2);
    expect(await counts(support)).not.toHaveProperty('aml_flags');
    expect(await counts(finance)).not.toHaveProperty('aml_flags');
    await clear(risk, a.id, { note: 'Tamam' });
    expect((await counts(risk)).aml_flags).toBe(before + 1);

    const list = async (qs: string) => {
      const r = await call(t.app, 'GET', `/api/admin/aml/flags?${qs}`, { jar: risk });
      expect(r.status, JSON.stringify(r.json())).toBe(200);
      return r.json() as { flags: { id: number; status: string; kind: string }[]; total: number };
    };
    const open = await list('kind=name_mismatch&status=open&limit=200');
    expect(open.flags.map((f) => f.id)).toContain(b.id);
    expect(open.flags.map((f) => f.id)).not.toContain(a.id);
    expect(open.flags.every((f) => f.status === 'open' && f.kind === 'name_mismatch')).toBe(true);
    const cleared = await list('status=cleared&limit=200');
    expect(cleared.flags.map((f) => f.id)).toContain(a.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect((await list(`from=${today}&to=${today}&limit=200`)).flags.map((f) => f.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await list('from=2020-01-01&to=2020-01-31')).total).toBe(0);
    const asc = await list('sort=id&dir=asc&limit=1&offset=0');
    const desc = await list('sort=id&dir=desc&limit=1&offset=0');
    expect(asc.flags[0]!.id).toBeLessThan(desc.flags[0]!.id);
    expect(asc.total).toBe(desc.total);
    const bad = await call(t.app, 'GET', '/api/admin/aml/flags?kind=nope', { jar: risk });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe('Geçersiz uyarı türü');
    expect((await call(t.app, 'GET', `/api/admin/aml/flags?from=2026-02-02&to=2026-02-01`, { jar: risk })).status).toBe(400);

    const csv = await call(t.app, 'GET', '/api/admin/aml/flags.csv?status=cleared', { jar: risk });
    expect(csv.status).toBe(200);
    expect(csv.res.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.res.body).toContain('"Farklı isme ödeme"');
    expect(csv.res.body).toContain('"Tamam"');
    expect(csv.res.body.split('\r\n')[0]).toContain('"Tür"');
  });
});

describe('an open flag holds the payout (decision 0021)', () => {
  const ledgerCount = async () => Number((await t.db.query<{ n: string }>(`select count(*)::text as n from ledger_transactions`))[0]!.n);
  const approve = (id: number) => call(t.app, 'POST', `/api/admin/withdrawals/${id}/approve`, { jar: finance, body: { acknowledge_name_mismatch: true } });

  it('refuses the approval with 409 while the withdrawal or its player has an open flag, moves nothing, and pays once risk cleared it', async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 100_000n);
    const r = await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: { ...withdrawBody(100), account_name: 'Kemal Sunal' } });
    expect(r.status).toBe(201);
    const id = r.json().withdrawal.id as number;
    const own = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id as number;
    const [flag] = await t.db.query<{ id: number }>(`select id::int as id from aml_flags where player_id = $1 and kind = 'name_mismatch'`, [p.id]);

    // the finance queue shows the open flag on both of the player's withdrawals
    const grid = (await call(t.app, 'GET', `/api/admin/withdrawals?status=pending&q=${p.username}`, { jar: finance })).json();
    const items = grid.withdrawals.filter((w: { player_id: number }) => w.player_id === p.id);
    expect(items.map((w: { id: number; open_aml_flags: number }) => [w.id, w.open_aml_flags]).sort()).toEqual([[id, 1], [own, 1]].sort());

    // and so does the player's page
    const page = (await call(t.app, 'GET', `/api/admin/players/${p.id}`, { jar: finance })).json();
    expect(page.player.aml_flags).toEqual([{ id: flag!.id, kind: 'name_mismatch', reference: `withdrawal:${id}`, created_at: expect.any(String) }]);

    const before = await ledgerCount();
    for (const w of [id, own]) {
      const held = await approve(w);
      expect(held.status).toBe(409);
      expect(held.json()).toMatchObject({ success: false, message: amlMessages.payoutHeld });
    }
    expect(await ledgerCount()).toBe(before);
    expect((await t.db.query<{ status: string }>(`select status from withdrawals where id = any($1::bigint[]) order by id`, [[id, own]])).map((w) => w.status)).toEqual(['pending', 'pending']);
    expect((await t.db.query(`select 1 from audit_log where action = 'withdrawal.approve' and entity_id = any($1::text[])`, [[String(id), String(own)]])).length).toBe(0);

    expect((await call(t.app, 'POST', `/api/admin/aml/flags/${flag!.id}/clear`, { jar: risk, body: { note: 'Eşinin hesabı; belge görüldü' } })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/admin/withdrawals?status=pending&q=${p.username}`, { jar: finance })).json().withdrawals.find((w: { id: number }) => w.id === id).open_aml_flags).toBe(0);
    expect((await call(t.app, 'GET', `/api/admin/players/${p.id}`, { jar: finance })).json().player.aml_flags).toEqual([]);
    const paid = await approve(id);
    expect(paid.status, JSON.stringify(paid.json())).toBe(200);
    expect(paid.json().status).toBe('approved');
    expect(await ledgerCount()).toBe(before + 1);
  });

  it('does not miss a flag raised while the approval runs: the approval waits for its lock and is refused', async () => {
    const { onDeposit } = await import('./aml.service.ts');
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 100_000n);
    const id = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id as number;
    let approval: Promise<Awaited<ReturnType<typeof approve>>> | undefined;
    // A flag raised in a transaction still open when the approval starts (a large deposit's, through the rule itself).
    await t.db.tx(async (tx) => {
      await onDeposit(tx, { id: p.id, siteId }, { id: 999_001, amount: 10_000_000n });
      approval = approve(id);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const r = await approval!;
    expect(r.status).toBe(409);
    expect(r.json().message).toBe(amlMessages.payoutHeld);
    expect((await t.db.query<{ status: string }>(`select status from withdrawals where id = $1`, [id]))[0]!.status).toBe('pending');
  });

  it('holds a withdrawal whose player has an open flag of another kind (an address)', async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 100_000n);
    const id = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id as number;
    await t.db.query(`insert into aml_flags (site_id, player_id, kind, reference) values ($1, $2, 'shared_ip', 'ip:192.0.2.99')`, [siteId, p.id]);
    expect((await approve(id)).status).toBe(409);
    await t.db.query(`update aml_flags set status = 'cleared', cleared_at = now(), note = 'Aile' where player_id = $1`, [p.id]);
    expect((await approve(id)).status).toBe(200);
  });
});

describe('the report of flags per period', () => {
  it('counts flags by period, kind and status, with its CSV', async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 100_000n);
    await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: { ...withdrawBody(100), account_name: 'Rapor Kişi' } });
    const ids = await t.db.query<{ id: number }>(`select id::int as id from aml_flags where player_id = $1`, [p.id]);
    // one flag dated in a past month, cleared
    await t.db.query(`update aml_flags set created_at = '2025-03-10T12:00:00+03:00', status = 'cleared', cleared_at = now(), note = 'Eski' where id = $1`, [ids[0]!.id]);
    const r = await call(t.app, 'GET', '/api/admin/aml/report?from=2025-03-01&to=2025-03-31&period=month', { jar: risk });
    expect(r.status).toBe(200);
    expect(r.json().report).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      period: 'month',
      rows: [{ period: '2025-03-01', kind: 'name_mismatch', open: 0, cleared: 1, total: 1 }],
    });
    const day = await call(t.app, 'GET', '/api/admin/aml/report?from=2025-03-10&to=2025-03-10', { jar: risk });
    expect(day.json().report.rows).toEqual([{ period: '2025-03-10', kind: 'name_mismatch', open: 0, cleared: 1, total: 1 }]);
    expect((await call(t.app, 'GET', '/api/admin/aml/report?from=2025-03-11&to=2025-03-31', { jar: risk })).json().report.rows).toEqual([]);
    const csv = await call(t.app, 'GET', '/api/admin/aml/report.csv?from=2025-03-01&to=2025-03-31&period=week', { jar: risk });
    expect(csv.res.body).toContain('"2025-03-10";"Farklı isme ödeme";0;1;1');
    const bad = await call(t.app, 'GET', '/api/admin/aml/report?from=2025-04-01&to=2025-03-01', { jar: risk });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz');
    expect((await call(t.app, 'GET', '/api/admin/aml/report?from=2025-03-01&to=2025-03-31', { jar: support })).status).toBe(403);
  });
});

describe('the sites’ thresholds', () => {
  it('risk reads and sets them (lira in, audited); bad values are refused in Turkish', async () => {
    const list = await call(t.app, 'GET', '/api/admin/aml/settings', { jar: risk });
    expect(list.json().sites).toContainEqual(expect.objectContaining({ site_id: siteId, threshold: 50000, shared_accounts: 100 }));
    const put = await setRules(75000.5, 5);
    expect(put.json().site).toMatchObject({ site_id: siteId, threshold: 75000.5, shared_accounts: 5 });
    expect((await t.db.query<{ aml_threshold: bigint }>(`select aml_threshold from sites where id = $1`, [siteId]))[0]!.aml_threshold).toBe(7_500_050n);
    const [entry] = await t.db.query<{ action: string }>(`select action from audit_log where entity_type = 'site' and entity_id = $1 order by id desc limit 1`, [String(siteId)]);
    expect(entry?.action).toBe('site.aml_settings');
    for (const [body, message] of [
      [{ threshold: 0, shared_accounts: 3 }, amlMessages.thresholdInvalid],
      [{ threshold: 'abc', shared_accounts: 3 }, amlMessages.thresholdInvalid],
      [{ threshold: 1000, shared_accounts: 0 }, amlMessages.sharedInvalid],
      [{ threshold: 1000, shared_accounts: 2.5 }, amlMessages.sharedInvalid],
    ] as const) {
      const r = await call(t.app, 'PUT', `/api/admin/aml/settings/${siteId}`, { jar: risk, body });
      expect(r.status).toBe(400);
      expect(r.json().message).toBe(message);
    }
    expect((await call(t.app, 'PUT', `/api/admin/aml/settings/99999`, { jar: risk, body: { threshold: 10, shared_accounts: 3 } })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/api/admin/aml/settings/${siteId}`, { jar: support, body: { threshold: 10, shared_accounts: 3 } })).status).toBe(403);
  });
});
