import { describe, expect, it } from 'vitest';
import { authMessages } from '@app/shared/api/auth.ts';
import { staffMessages } from '@app/shared/api/staff.ts';
import { call, type CookieJar, fundPlayer, reconcileAfterEach, registeredPlayer, staffJars, staffSession, useTestContext, onPostgres } from '../../test/harness.ts';
import { addGame, defaultSiteId, gameSession, race, walletCall } from '../../test/wallet-kit.ts';

/**
 * The staff's view of players: search by every key, the player's page, block and unblock (their
 * sessions end at once), and balance adjustments through the ledger (validation, the cash limit,
 * Idempotency-Key replays, racing debits, the audit entry). The posting's exact shape is asserted
 * in modules/wallet/postings.test.ts.
 */
let finance: CookieJar, support: CookieJar, risk: CookieJar;
let siteId: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  [finance, support, risk] = await staffJars(ctx, 'finance', 'support', 'risk');
  siteId = await defaultSiteId(ctx);
});
reconcileAfterEach(t);

const search = async (q: string) => {
  const r = await call(t.app, 'GET', `/api/admin/players?q=${encodeURIComponent(q)}`, { jar: support });
  expect(r.status, q).toBe(200);
  return (r.json().players as { id: number }[]).map((p) => p.id);
};
const adjust = (id: number, body: unknown, key?: string) =>
  call(t.app, 'POST', `/api/admin/players/${id}/adjust`, { jar: finance, body, headers: key ? { 'idempotency-key': key } : undefined });
const together = onPostgres ? ' (all in the database together)' : '';
const lockCash = `select id from accounts where player_id = $1 and kind = 'cash' for update`;
const cashOf = async (id: number) =>
  (await t.db.query<{ balance: bigint }>(`select balance from accounts where player_id = $1 and kind = 'cash'`, [id]))[0]!.balance;
const adjustmentsOf = async (id: number) => (await t.db.query(`select 1 from ledger_transactions where player_id = $1 and kind = 'adjustment'`, [id])).length;
const auditOf = (action: string, id: number) =>
  t.db.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
    `select before, after from audit_log where action = $1 and entity_type = 'player' and entity_id = $2 order by id`,
    [action, String(id)],
  );

describe('player search', () => {
  it('finds a player by username, e-mail, phone, TC Kimlik and id, and no one else', async () => {
    const p = await registeredPlayer(t, { phone: '0533 987 65 43' });
    const other = await registeredPlayer(t, { phone: '0544 111 22 33' });
    const [row] = await t.db.query<{ email: string; tc: string }>(`select email, tc from players where id = $1`, [p.id]);
    for (const q of [p.username, p.username.slice(2, 10).toUpperCase(), row!.email, '0533 987 65 43', '+90 533 987 6543', '5339876543', row!.tc, row!.tc.slice(0, 6)]) {
      const found = await search(q);
      expect(found, q).toContain(p.id);
      expect(found, q).not.toContain(other.id);
    }
    expect(await search(String(p.id))).toContain(p.id);
    // LIKE wildcards are text, not patterns.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // Nothing given: the newest players.
    expect((await search('')).slice(0, 2)).toEqual([other.id, p.id]);
  });

  it('answers each item with status and KYC status, and pages', async () => {
    const p = await registeredPlayer(t);
    const r = (await call(t.app, 'GET', `/api/admin/players?q=${p.username}`, { jar: risk })).json();
    expect(r.players[0]).toMatchObject({ id: p.id, username: p.username, status: 'active', kyc_status: 'none', created_at: expect.any(String) });
    const page = (await call(t.app, 'GET', '/api/admin/players?limit=1&offset=1', { jar: support })).json().players;
    expect(page).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/admin/players?limit=0', { jar: support })).status).toBe(400);
  });

  it('sorts by a named column both ways, filters by status and KYC, and counts every match in total', async () => {
    const a = await registeredPlayer(t, { first_name: 'Aaaa' });
    const z = await registeredPlayer(t, { first_name: 'Zzzz' });
    await call(t.app, 'POST', `/api/admin/players/${z.id}/block`, { jar: risk, body: { reason: 'test' } });
    const list = async (query: string) => {
      const r = await call(t.app, 'GET', `/api/admin/players?${query}`, { jar: support });
      expect(r.status, query).toBe(200);
      return r.json() as { players: { id: number; first_name: string; status: string }[]; total: number };
    };
    const all = await list('limit=200');
    expect(all.total).toBe(all.players.length);
    const asc = (await list('sort=name&dir=asc&limit=200')).players.map((p) => p.id);
    const desc = (await list('sort=name&dir=desc&limit=200')).players.map((p) => p.id);
    expect(asc.indexOf(a.id)).toBeLessThan(asc.indexOf(z.id));
    expect(desc.indexOf(z.id)).toBeLessThan(desc.indexOf(a.id));
    const blocked = await list('status=blocked&limit=1');
    expect(blocked.players.map((p) => p.id)).toEqual([z.id]);
    expect(blocked.total).toBe(1);
    expect((await list('status=active&kyc_status=verified')).players.map((p) => p.id)).not.toContain(a.id);
    // Two pages of one row share nothing; the total stays the count of all matches.
    const p1 = await list('limit=1&offset=0&sort=id&dir=asc');
    const p2 = await list('limit=1&offset=1&sort=id&dir=asc');
    expect(p1.players[0]!.id).not.toBe(p2.players[0]!.id);
    expect(p1.total).toBe(all.total);
    // A column not in the grid's list is refused in Turkish, never put into SQL.
    const bad = await call(t.app, 'GET', '/api/admin/players?sort=password_hash', { jar: support });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe('Bu sütuna göre sıralanamaz');
  });

  it('exports what the filter matches as CSV a spreadsheet opens safely, to staff only', async () => {
    const p = await registeredPlayer(t, { first_name: '=HYPERLINK("x")' });
    const r = await call(t.app, 'GET', `/api/admin/players.csv?q=${p.username}`, { jar: support });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.res.headers['content-disposition']).toMatch(/attachment; filename="oyuncular-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = r.res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"ID";"Kullanıcı adı";"Ad";"Soyad";"E-posta";"Telefon";"TC Kimlik";"Durum";"Kimlik";"Kayıt tarihi"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${p.id};"${p.username}";"'=HYPERLINK(""x"")"`);
    expect((await call(t.app, 'GET', '/api/admin/players.csv', {})).status).toBe(401);
    const content = await staffSession(t, 'content');
    expect((await call(t.app, 'GET', '/api/admin/players.csv', { jar: content.jar })).status).toBe(403);
  });
});

describe('the player page', () => {
  it('shows balances (cash, bonus, hold), KYC status and status; an unknown player is a 404', async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 12_345n);
    await fundPlayer(t.db, siteId, p.id, 500n, 'bonus');
    await t.db.query(`update players set kyc_verified = true where id = $1`, [p.id]);
    const r = await call(t.app, 'GET', `/api/admin/players/${p.id}`, { jar: finance });
    expect(r.status).toBe(200);
    expect(r.json().player).toMatchObject({
      id: p.id,
      username: p.username,
      status: 'active',
      kyc_status: 'verified',
      balances: { cash: 123.45, bonus: 5, withdraw_hold: 0 },
    });
    const missing = await call(t.app, 'GET', '/api/admin/players/999999', { jar: finance });
    expect(missing.status).toBe(404);
    expect(missing.json().message).toBe(staffMessages.playerNotFound);
  });
});

describe('block and unblock', () => {
  it("ends the player's sessions and game sessions at once, refuses login and bets, audited; unblock lets them in", async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 10_000n);
    const game = await addGame(t, `block-${p.id}`);
    const token = await gameSession(t, p.id, game);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: p.jar })).json().logged_in).toBe(true);

    const r = await call(t.app, 'POST', `/api/admin/players/${p.id}/block`, { jar: risk, body: { reason: 'Şüpheli hesap' } });
    expect(r.status).toBe(200);
    expect(r.json().player).toMatchObject({ id: p.id, status: 'blocked' });
    expect(await t.db.query(`select 1 from sessions where player_id = $1`, [p.id])).toHaveLength(0);
    expect(await t.db.query(`select 1 from game_sessions where player_id = $1 and expires_at > now()`, [p.id])).toHaveLength(0);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: p.jar })).json().logged_in).toBe(false);
    const login = await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password } });
    expect(login.status).toBe(403);
    expect(login.json().message).toBe(authMessages.blocked);
    const bet = await walletCall(t, 'bet', { session_token: token, transaction_id: `blocked-${p.id}`, round_id: 'r', game_id: `block-${p.id}`, amount: 100 });
    expect(bet.body.status).toBe('ERROR');
    expect(await cashOf(p.id)).toBe(10_000n);
    expect(await auditOf('player.block', p.id)).toEqual([{ before: { status: 'active' }, after: { status: 'blocked', reason: 'Şüpheli hesap' } }]);

    // Blocking again changes nothing and writes nothing.
    expect((await call(t.app, 'POST', `/api/admin/players/${p.id}/block`, { jar: risk })).status).toBe(200);
    expect(await auditOf('player.block', p.id)).toHaveLength(1);

    const un = await call(t.app, 'POST', `/api/admin/players/${p.id}/unblock`, { jar: risk });
    expect(un.json().player.status).toBe('active');
    expect(await auditOf('player.unblock', p.id)).toHaveLength(1);
    expect((await call(t.app, 'POST', '/api/login.php', { body: { username: p.username, password: p.password } })).status).toBe(200);
  });

  it('is refused to support (403) and answers an unknown player with 404', async () => {
    const p = await registeredPlayer(t);
    expect((await call(t.app, 'POST', `/api/admin/players/${p.id}/block`, { jar: support })).status).toBe(403);
    expect((await call(t.app, 'POST', '/api/admin/players/999999/block', { jar: risk })).status).toBe(404);
  });
});

describe('balance adjustment', () => {
  it('refuses bad input with a Turkish message and writes nothing', async () => {
    const p = await registeredPlayer(t);
    const cases: [unknown, string][] = [
      [{ reason: 'Telafi' }, staffMessages.amountRequired],
      [{ amount: '', reason: 'Telafi' }, staffMessages.amountRequired],
      [{ amount: 'on lira', reason: 'Telafi' }, staffMessages.amountInvalid],
      [{ amount: 0, reason: 'Telafi' }, staffMessages.amountZero],
      [{ amount: '-0,00', reason: 'Telafi' }, staffMessages.amountZero],
      [{ amount: 1.234, reason: 'Telafi' }, staffMessages.amountDecimals],
      [{ amount: '10.005', reason: 'Telafi' }, staffMessages.amountDecimals],
      [{ amount: 1_000_000.01, reason: 'Telafi' }, staffMessages.amountTooLarge],
      [{ amount: 1e21, reason: 'Telafi' }, staffMessages.amountInvalid],
      [{ amount: 10 }, staffMessages.reasonRequired],
      [{ amount: 10, reason: '   ' }, staffMessages.reasonRequired],
      [{ amount: 10, reason: 'x'.repeat(501) }, staffMessages.reasonTooLong],
    ];
    for (const [body, message] of cases) {
      const r = await adjust(p.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json()).toMatchObject({ success: false, message });
    }
    expect(await adjustmentsOf(p.id)).toBe(0);
    expect((await adjust(999999, { amount: 10, reason: 'Telafi' })).status).toBe(404);
  });

  it('credits and debits the cash in lira, answers the balances and audits who, before and after', async () => {
    const p = await registeredPlayer(t);
    const credit = await adjust(p.id, { amount: '250,75', reason: 'Oyun hatası telafisi' });
    expect(credit.status).toBe(201);
    expect(credit.json()).toMatchObject({
      success: true,
      adjustment: { player_id: p.id, username: p.username, amount: 250.75, reason: 'Oyun hatası telafisi', status: 'done', id: expect.any(Number), created_at: expect.any(String) },
      balances: { cash: 250.75, bonus: 0, withdraw_hold: 0 },
    });
    const debit = await adjust(p.id, { amount: -50.5, reason: 'Hatalı ödeme düzeltmesi' });
    expect(debit.status).toBe(201);
    expect(debit.json().balances.cash).toBe(200.25);
    expect(await cashOf(p.id)).toBe(20_025n);
    const entries = await auditOf('player.adjust', p.id);
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ cash: '0' }, { cash: '25075', amount: '25075', reason: 'Oyun hatası telafisi', transaction_id: String(credit.json().adjustment.id) }],
      [{ cash: '25075' }, { cash: '20025', amount: '-5050', reason: 'Hatalı ödeme düzeltmesi', transaction_id: String(debit.json().adjustment.id) }],
    ]);
    const [{ staff_id }] = (await t.db.query<{ staff_id: number }>(`select staff_id from audit_log where action = 'player.adjust' and entity_id = $1 limit 1`, [String(p.id)])) as [{ staff_id: number }];
    const [meta] = await t.db.query<{ metadata: Record<string, unknown> }>(`select metadata from ledger_transactions where id = $1`, [credit.json().adjustment.id]);
    expect(meta!.metadata).toEqual({ kind: 'adjustment', reason: 'Oyun hatası telafisi', staff_id });
  });

  it("shows each adjustment in the player's own history and sends the player a system notice with the amount and the reason", async () => {
    const p = await registeredPlayer(t);
    const other = await registeredPlayer(t);
    const credit = (await adjust(p.id, { amount: '250,75', reason: 'Oyun hatası telafisi' })).json().adjustment;
    const debit = (await adjust(p.id, { amount: -50.5, reason: 'Hatalı ödeme düzeltmesi' })).json().adjustment;
    const history = async (jar: CookieJar, type: string) => {
      const r = await call(t.app, 'GET', `/api/transaction-history.php?type=${type}`, { jar });
      expect(r.status, type).toBe(200);
      return r.json();
    };
    const lines = await history(p.jar, 'adjustment');
    expect(lines.transactions).toEqual([
      {
        id: debit.id, date: debit.created_at, type: 'bonus', description: 'Bakiye düzeltmesi — Hatalı ödeme düzeltmesi', payment_method: 'Bakiye düzeltmesi',
        amount: -50.5, status: 'done', status_label: 'Tamamlandı', game_name: null, provider: null, reference_id: null, balance_before: 250.75, balance_after: 200.25,
      },
      {
        id: credit.id, date: credit.created_at, type: 'bonus', description: 'Bakiye düzeltmesi — Oyun hatası telafisi', payment_method: 'Bakiye düzeltmesi',
        amount: 250.75, status: 'done', status_label: 'Tamamlandı', game_name: null, provider: null, reference_id: null, balance_before: 0, balance_after: 250.75,
      },
    ]);
    expect(lines.pagination.total).toBe(2);
    expect(lines.message).toBe('');
    // An adjustment is neither a deposit, a withdrawal nor a bonus posting, and it is only its own player's.
    for (const type of ['deposit', 'withdraw', 'bonus']) expect((await history(p.jar, type)).transactions, type).toEqual([]);
    expect((await history(p.jar, 'deposit')).statistics).toMatchObject({ total_deposit: 0, total_withdraw: 0 });
    expect(await history(other.jar, 'adjustment')).toMatchObject({ transactions: [], message: 'Kayıt bulunamadı' });

    const inbox = (await call(t.app, 'GET', '/api/messages.php', { jar: p.jar })).json().messages as Record<string, unknown>[];
    expect(inbox.map((m) => [m.type, m.subject, m.body, m.sender_name])).toEqual([
      ['system', 'Bakiyeniz düzeltildi', 'Bakiyenizden 50,50 ₺ düşüldü. Açıklama: Hatalı ödeme düzeltmesi', 'Site Yönetimi'],
      ['system', 'Bakiyeniz düzeltildi', 'Bakiyenize 250,75 ₺ eklendi. Açıklama: Oyun hatası telafisi', 'Site Yönetimi'],
    ]);
    expect((await call(t.app, 'GET', '/api/messages.php', { jar: other.jar })).json().messages).toEqual([]);
  });

  it('writes neither the posting nor the notice when the adjustment is refused, and one notice for a replayed key', async () => {
    const p = await registeredPlayer(t);
    const messagesOf = async () => (await t.db.query(`select 1 from messages where player_id = $1`, [p.id])).length;
    expect((await adjust(p.id, { amount: -1, reason: 'Geri alma' })).status).toBe(400);
    expect(await messagesOf()).toBe(0);
    const key = `adj-notice-${p.id}`;
    expect((await adjust(p.id, { amount: 5, reason: 'Telafi' }, key)).status).toBe(201);
    expect((await adjust(p.id, { amount: 5, reason: 'Telafi' }, key)).status).toBe(200);
    expect(await messagesOf()).toBe(1);
  });

  it('refuses a debit larger than the cash (bonus and hold do not count), writing nothing', async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 10_000n);
    await fundPlayer(t.db, siteId, p.id, 50_000n, 'bonus');
    const r = await adjust(p.id, { amount: -100.01, reason: 'Geri alma' });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(`${staffMessages.adjustOverCash} (100 TL)`);
    expect(await adjustmentsOf(p.id)).toBe(0);
    expect(await auditOf('player.adjust', p.id)).toEqual([]);
    expect((await adjust(p.id, { amount: -100, reason: 'Geri alma' })).status).toBe(201);
    expect(await cashOf(p.id)).toBe(0n);
  });

  it('answers the same Idempotency-Key with the first adjustment and moves money once; another request under it is refused', async () => {
    const p = await registeredPlayer(t);
    const key = `adj-${p.id}-0001`;
    const first = await adjust(p.id, { amount: 40, reason: 'Kampanya telafisi' }, key);
    const again = await adjust(p.id, { amount: 40, reason: 'Kampanya telafisi' }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json().adjustment).toEqual(first.json().adjustment);
    expect(await cashOf(p.id)).toBe(4_000n);
    expect(await adjustmentsOf(p.id)).toBe(1);
    expect(await auditOf('player.adjust', p.id)).toHaveLength(1);
    const other = await adjust(p.id, { amount: 41, reason: 'Kampanya telafisi' }, key);
    expect(other.status).toBe(409);
    expect((await adjust(p.id, { amount: 40, reason: 'Kampanya telafisi' }, 'kısa')).status).toBe(400);
    // The key is the player's: the same key for another player is another adjustment.
    const q = await registeredPlayer(t);
    expect((await adjust(q.id, { amount: 40, reason: 'Kampanya telafisi' }, key)).status).toBe(201);
    expect(await cashOf(p.id)).toBe(4_000n);
  });

  it(`lets only one of two racing debits through when both together exceed the cash${together}`, async () => {
    const p = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 10_000n);
    const { results, raced } = await race(t, lockCash, [p.id], [() => adjust(p.id, { amount: -70, reason: 'Birinci' }), () => adjust(p.id, { amount: -60, reason: 'İkinci' })]);
    expect(raced).toBe(onPostgres);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const left = results.find((r) => r.status === 201)!.json().balances.cash;
    expect(await cashOf(p.id)).toBe(BigInt(Math.round(left * 100)));
    expect(await adjustmentsOf(p.id)).toBe(1);
  });

  it(`posts once for the same key sent three times at the same moment${together}`, async () => {
    const p = await registeredPlayer(t);
    const key = `adj-race-${p.id}`;
    const { results, raced } = await race(t, lockCash, [p.id], [1, 2, 3].map(() => () => adjust(p.id, { amount: 15, reason: 'Eşzamanlı' }, key)));
    expect(raced).toBe(onPostgres);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.json().adjustment.id)).size).toBe(1);
    expect(await cashOf(p.id)).toBe(1_500n);
    expect(await auditOf('player.adjust', p.id)).toHaveLength(1);
  });
});
