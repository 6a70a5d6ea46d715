import { describe, expect, it } from 'vitest';
import { noteMessages } from '@app/shared/api/account.ts';
import { staffMessages } from '@app/shared/api/staff.ts';
import { call, type CookieJar, fundPlayer, reconcileAfterEach, registeredPlayer, staffJars, staffSession, useTestContext } from '../../test/harness.ts';
import { approvedDeposit, defaultSiteId, insertGame, requestDeposit, requestWithdrawal } from '../../test/wallet-kit.ts';

/**
 * The staff's player page: every grid is the player's own rows only, pages and sorts on the server;
 * the ledger's running balance is the account's balance after each entry across pages; game rounds
 * carry the in-house round's fairness data; notes are written by support and admin, audited; bad input
 * is a Turkish 400, an unknown player a 404.
 */
let admin: CookieJar, finance: CookieJar, support: CookieJar, risk: CookieJar;
let siteId: number;
let slotId: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  [admin, finance, support, risk] = await staffJars(ctx, 'admin', 'finance', 'support', 'risk');
  siteId = await defaultSiteId(ctx);
  slotId = await insertGame(ctx, { slug: 'lale-bahcesi', name: 'Lale Bahçesi' });
});
reconcileAfterEach(t);

const get = async (jar: CookieJar, url: string) => {
  const r = await call(t.app, 'GET', `/api/admin${url}`, { jar });
  expect(r.status, `${url}: ${r.res.body}`).toBe(200);
  return r.json() as { rows: Record<string, unknown>[]; total: number };
};
const adjust = (id: number, amount: number, reason: string) =>
  call(t.app, 'POST', `/api/admin/players/${id}/adjust`, { jar: finance, body: { amount, reason } });
const cashOf = async (id: number) =>
  (await t.db.query<{ balance: bigint }>(`select balance from accounts where player_id = $1 and kind = 'cash'`, [id]))[0]!.balance;

async function launch(jar: CookieJar) {
  const r = await call(t.app, 'POST', '/api/games/launch.php', { jar, body: { game_id: slotId, mode: 'real' } });
  expect(r.json().status, JSON.stringify(r.json())).toBe('success');
  return new URL(r.json().data.launch_url, 'http://x').searchParams.get('token')!;
}

describe('the ledger grid', () => {
  it("shows only the player's entries, with a running balance that is the account's balance at the newest row and right across two pages", async () => {
    const a = await registeredPlayer(t);
    const b = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, a.id, 10_000n);
    await fundPlayer(t.db, siteId, b.id, 77_700n);
    expect((await adjust(a.id, 25.5, 'Telafi')).status).toBe(201);
    expect((await adjust(a.id, -10, 'Düzeltme')).status).toBe(201);
    await fundPlayer(t.db, siteId, a.id, 5_000n, 'bonus');

    const all = await get(support, `/players/${a.id}/ledger?limit=200`);
    expect(all.total).toBe(4);
    const cash = all.rows.filter((r) => r.account === 'cash');
    // Newest first: the cash row at the top carries the cash balance.
    expect(cash[0]).toMatchObject({ kind: 'adjustment', description: 'Düzeltme', amount: -10, running_balance: 115.5 });
    expect(Number(await cashOf(a.id)) / 100).toBe(115.5);
    expect(cash.map((r) => r.running_balance)).toEqual([115.5, 125.5, 100]);
    expect(all.rows.find((r) => r.account === 'bonus')).toMatchObject({ amount: 50, running_balance: 50 });
    // B's money never shows on A's page.
    expect(all.rows.some((r) => r.amount === 777)).toBe(false);

    // Two pages of the cash account, oldest first: each row keeps the balance after it.
    const p1 = await get(support, `/players/${a.id}/ledger?account=cash&sort=created_at&dir=asc&limit=2&offset=0`);
    const p2 = await get(support, `/players/${a.id}/ledger?account=cash&sort=created_at&dir=asc&limit=2&offset=2`);
    expect(p1.total).toBe(3);
    expect([...p1.rows, ...p2.rows].map((r) => [r.amount, r.running_balance])).toEqual([
      [100, 100],
      [25.5, 125.5],
      [-10, 115.5],
    ]);
    expect(p2.rows).toHaveLength(1);
  });

  it('exports the ledger as CSV, and refuses a bad sort or account in Turkish', async () => {
    const a = await registeredPlayer(t);
    expect((await adjust(a.id, 40, '=kötü formül')).status).toBe(201);
    const r = await call(t.app, 'GET', `/api/admin/players/${a.id}/ledger.csv`, { jar: finance });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-disposition']).toMatch(new RegExp(`filename="oyuncu-${a.id}-hesap-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const lines = r.res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"Kayıt";"İşlem";"Tarih";"Tür";"Açıklama";"Hesap";"Tutar";"Bakiye"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"Bakiye düzeltmesi";"'=kötü formül";"Nakit";40;40`);

    const badSort = await call(t.app, 'GET', `/api/admin/players/${a.id}/ledger?sort=metadata`, { jar: finance });
    expect(badSort.status).toBe(400);
    expect(badSort.json().message).toBe('Bu sütuna göre sıralanamaz');
    const badAccount = await call(t.app, 'GET', `/api/admin/players/${a.id}/ledger?account=bank`, { jar: finance });
    expect(badAccount.status).toBe(400);
    expect(badAccount.json().message).toBe('Geçersiz hesap');
    const missing = await call(t.app, 'GET', '/api/admin/players/999999/ledger', { jar: finance });
    expect(missing.status).toBe(404);
    expect(missing.json().message).toBe(staffMessages.playerNotFound);
    expect((await call(t.app, 'GET', `/api/admin/players/abc/ledger`, { jar: finance })).status).toBe(400);
  });
});

describe('money, bonus, login, message and KYC grids', () => {
  it("each lists only the player's own rows", async () => {
    const a = await registeredPlayer(t);
    const b = await registeredPlayer(t);
    for (const p of [a, b]) {
      await approvedDeposit(t, finance, p.jar, p === a ? 500 : 600);
      expect((await requestDeposit(t, p.jar, p === a ? 700 : 800)).status).toBe(201);
      expect((await requestWithdrawal(t, p.jar, p === a ? 150 : 160)).status).toBe(201);
      await fundPlayer(t.db, siteId, p.id, 1_000n, 'bonus');
      await call(t.app, 'POST', `/api/admin/players/${p.id}/messages`, { jar: support, body: { subject: `Merhaba ${p.username}`, body: 'Test' } });
    }
    await call(t.app, 'POST', '/api/login.php', { body: { username: a.username, password: 'yanlış-şifre-1' } });

    const deposits = await get(finance, `/players/${a.id}/deposits?sort=amount&dir=asc`);
    expect(deposits.rows.map((d) => [d.amount, d.status])).toEqual([
      [500, 'approved'],
      [700, 'pending'],
    ]);
    expect(deposits.rows[0]!.reference_code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await get(finance, `/players/${a.id}/deposits?status=pending`)).rows.map((d) => d.amount)).toEqual([700]);

    const withdrawals = await get(finance, `/players/${a.id}/withdrawals`);
    expect(withdrawals.rows.map((w) => [w.amount, w.status])).toEqual([[150, 'pending']]);

    const bonuses = await get(finance, `/players/${a.id}/bonuses`);
    expect(bonuses.rows).toEqual([expect.objectContaining({ name: 'Test bonusu', amount: 10, status: 'active' })]);

    const logins = await get(risk, `/players/${a.id}/logins`);
    expect(logins.rows.map((l) => l.success)).toEqual([false, true]);
    expect(logins.rows[0]).toMatchObject({ ip: expect.any(String), user_agent: expect.any(String), created_at: expect.any(String) });
    const csv = await call(t.app, 'GET', `/api/admin/players/${a.id}/logins.csv`, { jar: risk });
    expect(csv.res.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(3);

    const messages = await get(support, `/players/${a.id}/messages`);
    const subjects = messages.rows.map((m) => m.subject);
    expect(subjects).toContain(`Merhaba ${a.username}`);
    expect(subjects).not.toContain(`Merhaba ${b.username}`);
    expect(messages.rows.find((m) => m.subject === `Merhaba ${a.username}`)).toMatchObject({ direction: 'out', staff_username: expect.stringMatching(/^support_/) });

    await t.db.query(
      `insert into kyc_submissions (player_id, status, id_front_path, id_back_path, address_path, reject_reason) values ($1, 'rejected', 'a', 'b', 'c', 'Bulanık')`,
      [a.id],
    );
    expect((await get(support, `/players/${a.id}/kyc`)).rows).toEqual([expect.objectContaining({ status: 'rejected', reject_reason: 'Bulanık' })]);
    expect((await get(support, `/players/${b.id}/kyc`)).rows).toEqual([]);

    const bad = await call(t.app, 'GET', `/api/admin/players/${a.id}/withdrawals?status=paid`, { jar: finance });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe('Geçersiz durum');
  });
});

describe('the game rounds grid', () => {
  it("shows an in-house round's fairness data, the server seed only once revealed", async () => {
    const a = await registeredPlayer(t);
    const b = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, a.id, 10_000n);
    await fundPlayer(t.db, siteId, b.id, 10_000n);
    const token = await launch(a.jar);
    const state = (await call(t.app, 'GET', `/api/house/state?token=${token}`)).json();
    const played = await call(t.app, 'POST', '/api/house/play', { body: { token, bet: 100 } });
    expect(played.status, played.res.body).toBe(200);
    await call(t.app, 'POST', '/api/house/play', { body: { token: await launch(b.jar), bet: 100 } });

    const rounds = await get(finance, `/players/${a.id}/rounds`);
    expect(rounds.total).toBe(1);
    expect(rounds.rows[0]).toMatchObject({
      round_id: played.json().round_id,
      game_name: 'Lale Bahçesi',
      total_bet: 1,
      status: 'closed',
      fairness: {
        server_seed_hash: state.seeds.server_seed_hash,
        client_seed: state.seeds.client_seed,
        nonce: 0,
        server_seed: null,
        outcome: expect.anything(),
      },
    });

    const rotated = await call(t.app, 'POST', '/api/house/seeds', { body: { token } });
    expect(rotated.status, rotated.res.body).toBe(200);
    const after = (await get(finance, `/players/${a.id}/rounds`)).rows[0]!.fairness as { server_seed: string | null };
    expect(after.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(after.server_seed).toBe(rotated.json().revealed.server_seed);
  });
});

describe('staff notes', () => {
  it('are written by support and admin, listed newest first, audited; finance and risk only read them', async () => {
    const a = await registeredPlayer(t);
    const b = await registeredPlayer(t);
    const first = await call(t.app, 'POST', `/api/admin/players/${a.id}/notes`, { jar: support, body: { body: 'Telefonla arandı' } });
    expect(first.status).toBe(201);
    expect(first.json().note).toMatchObject({ body: 'Telefonla arandı', staff_username: expect.stringMatching(/^support_/) });
    expect((await call(t.app, 'POST', `/api/admin/players/${a.id}/notes`, { jar: admin, body: { body: '  İkinci not  ' } })).status).toBe(201);
    expect((await call(t.app, 'POST', `/api/admin/players/${b.id}/notes`, { jar: admin, body: { body: 'Başka oyuncu' } })).status).toBe(201);

    const notes = await get(risk, `/players/${a.id}/notes`);
    expect(notes.rows.map((n) => n.body)).toEqual(['İkinci not', 'Telefonla arandı']);

    const entries = await t.db.query<{ after: { body: string; note_id: string }; staff_id: number }>(
      `select after, staff_id from audit_log where action = 'player.note' and entity_type = 'player' and entity_id = $1 order by id`,
      [String(a.id)],
    );
    expect(entries.map((e) => e.after.body)).toEqual(['Telefonla arandı', 'İkinci not']);
    expect(String(entries[0]!.after.note_id)).toBe(String(first.json().note.id));

    const empty = await call(t.app, 'POST', `/api/admin/players/${a.id}/notes`, { jar: support, body: { body: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.json().message).toBe(noteMessages.required);
    const long = await call(t.app, 'POST', `/api/admin/players/${a.id}/notes`, { jar: support, body: { body: 'x'.repeat(2001) } });
    expect(long.json().message).toBe(noteMessages.tooLong);
    const forbidden = await call(t.app, 'POST', `/api/admin/players/${a.id}/notes`, { jar: finance, body: { body: 'x' } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json().message).toBe(staffMessages.forbidden);
    expect((await call(t.app, 'POST', `/api/admin/players/${a.id}/notes`, { body: { body: 'x' } })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/admin/players/999999/notes', { jar: admin, body: { body: 'x' } })).status).toBe(404);
    // The note never reaches the player's inbox.
    const inbox = await call(t.app, 'GET', '/api/messages.php', { jar: a.jar });
    expect(JSON.stringify(inbox.json())).not.toContain('Telefonla arandı');
  });

  it('are refused to a role without players.read, and without a session', async () => {
    const a = await registeredPlayer(t);
    const content = (await staffSession(t, 'content')).jar;
    for (const part of ['ledger', 'ledger.csv', 'deposits', 'withdrawals', 'bonuses', 'rounds', 'logins', 'logins.csv', 'messages', 'kyc', 'notes']) {
      expect((await call(t.app, 'GET', `/api/admin/players/${a.id}/${part}`, { jar: content })).status, part).toBe(403);
      expect((await call(t.app, 'GET', `/api/admin/players/${a.id}/${part}`, {})).status, part).toBe(401);
    }
  });
});
