import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementMessages } from '@app/shared/api/statement.ts';
import { call, createTestContext, fundPlayer, registeredPlayer, type CookieJar, type TestContext } from '../../test/harness.ts';
import { defaultSiteId, insertGame } from '../../test/wallet-kit.ts';
import { istanbulToday } from '../wallet/wallet.service.ts';
import { post } from '../wallet/ledger.ts';
import { checkPeriod, statementCsv } from './statement.service.ts';

let t: TestContext;
let siteId: number;
let gameId: number;
beforeAll(async () => {
  t = await createTestContext({ demo: false });
  siteId = await defaultSiteId(t);
  gameId = await insertGame(t, { slug: 'lale-bahcesi', name: 'Lale Bahçesi' });
});
afterAll(() => t.close());

const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const referenceCode = () =>
  Array.from({ length: 8 }, () => CODE_LETTERS[Math.floor(Math.random() * CODE_LETTERS.length)]).join('');

async function insertDeposit(playerId: number, kurus: number, status: string, at: string) {
  await t.db.query(
    `insert into deposits (site_id, player_id, amount, sender_name, status, created_at, reference_code)
     values ($1, $2, $3, 'Akbank', $4, $5, $6)`,
    [siteId, playerId, kurus, status, at, referenceCode()],
  );
}

async function insertWithdrawal(playerId: number, kurus: number, status: string, at: string) {
  await t.db.query(
    `insert into withdrawals (site_id, player_id, amount, account_name, bank_name, iban, status, created_at)
     values ($1, $2, $3, 'Ayşe Yılmaz', 'Ziraat Bankası', 'TR330006100519786457841326', $4, $5)`,
    [siteId, playerId, kurus, status, at],
  );
}

/** A real-money session of the slot and `n` rounds of 5 TL; returns what the rounds won (kuruş). */
async function playRounds(jar: CookieJar, n: number) {
  const launch = await call(t.app, 'POST', '/api/games/launch.php', { jar, body: { game_id: gameId, mode: 'real' } });
  const token = new URL(launch.json().data.launch_url, 'http://x').searchParams.get('token')!;
  let won = 0;
  for (let i = 0; i < n; i++) {
    const r = await call(t.app, 'POST', '/api/house/play', { body: { token, bet: 500 } });
    expect(r.status, JSON.stringify(r.json())).toBe(200);
    won += Number(r.json().total_win);
  }
  return { token, won };
}

const today = () => istanbulToday();

describe('GET /api/statement.php', () => {
  it('needs a logged-in player and a valid period, refused in Turkish', async () => {
    const anon = await call(t.app, 'GET', `/api/statement.php?from=${today()}&to=${today()}`);
    expect(anon.status).toBe(401);
    const p = await registeredPlayer(t);
    const missing = await call(t.app, 'GET', '/api/statement.php', { jar: p.jar });
    expect(missing.status).toBe(400);
    expect(missing.json().message).toBe('Lütfen başlangıç ve bitiş tarihlerini seçin');
    const reversed = await call(t.app, 'GET', '/api/statement.php?from=2025-02-10&to=2025-02-01', { jar: p.jar });
    expect(reversed.json().message).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz');
    const future = await call(t.app, 'GET', '/api/statement.php?from=2025-01-01&to=2999-01-01', { jar: p.jar });
    expect(future.json().message).toBe('Bugünden sonraki bir tarih seçilemez');
    const bad = await call(t.app, 'GET', '/api/statement.php?from=2025-02-30&to=2025-03-01', { jar: p.jar });
    expect(bad.status).toBe(400);
    expect(bad.json().message).toBe('Tarih YYYY-AA-GG biçiminde olmalıdır');
    expect(() => checkPeriod('2023-01-01', '2024-01-02', '2025-01-01')).toThrow('en fazla 366 günlük');
    expect(checkPeriod('2024-01-01', '2024-12-31', '2025-01-01')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });

  it("lists only the player's own deposits, withdrawals, bets, wins and bonuses, with the period's totals", async () => {
    const p = await registeredPlayer(t);
    const other = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, p.id, 100_000n);
    await fundPlayer(t.db, siteId, other.id, 100_000n);
    const now = new Date().toISOString();
    await insertDeposit(p.id, 100_000, 'approved', now);
    await insertDeposit(p.id, 50_000, 'pending', now);
    await insertWithdrawal(p.id, 20_000, 'approved', now);
    await insertDeposit(other.id, 999_900, 'approved', now);
    const { won } = await playRounds(p.jar, 3);
    await playRounds(other.jar, 2);
    await fundPlayer(t.db, siteId, p.id, 5_000n, 'bonus');

    const r = await call(t.app, 'GET', `/api/statement.php?from=${today()}&to=${today()}`, { jar: p.jar });
    expect(r.status, JSON.stringify(r.json())).toBe(200);
    const s = r.json();
    expect(s.totals).toEqual({
      deposits: 1000,
      withdrawals: 200,
      bets: 15,
      wins: won / 100,
      bonuses: 50,
      // in kuruş first, as the server does (a float difference of lira can be off in the last digit)
      game_result: (won - 1500) / 100,
    });
    const kinds = s.lines.map((l: { type: string }) => l.type);
    expect(kinds.filter((k: string) => k === 'deposit')).toHaveLength(2);
    expect(kinds.filter((k: string) => k === 'withdrawal')).toHaveLength(1);
    expect(kinds.filter((k: string) => k === 'bet')).toHaveLength(3);
    expect(kinds.filter((k: string) => k === 'bonus')).toHaveLength(1);
    expect(s.lines.find((l: { type: string }) => l.type === 'bet')).toMatchObject({
      amount: -5,
      description: 'Lale Bahçesi — bahis',
      status: 'Tamamlandı',
    });
    expect(s.lines.find((l: { status: string }) => l.status === 'Bekliyor')).toMatchObject({
      type: 'deposit',
      amount: 500,
      description: 'Banka havalesi (Akbank)',
    });
    // Nothing of the other player's (their 9,999 TL deposit is not here).
    expect(s.lines.some((l: { amount: number }) => l.amount === 9999)).toBe(false);
    expect(s.truncated).toBe(false);
  });

  it('counts Istanbul days: a deposit at 00:30 in Istanbul belongs to that day, not the UTC day before', async () => {
    const p = await registeredPlayer(t);
    await insertDeposit(p.id, 70_000, 'approved', '2025-03-10T21:30:00Z'); // 11 March 00:30 in Istanbul
    await insertDeposit(p.id, 30_000, 'approved', '2025-03-10T20:30:00Z'); // 10 March 23:30 in Istanbul
    const day11 = (await call(t.app, 'GET', '/api/statement.php?from=2025-03-11&to=2025-03-11', { jar: p.jar })).json();
    expect(day11.totals.deposits).toBe(700);
    expect(day11.lines).toHaveLength(1);
    const day10 = (await call(t.app, 'GET', '/api/statement.php?from=2025-03-01&to=2025-03-10', { jar: p.jar })).json();
    expect(day10.totals.deposits).toBe(300);
    const both = (await call(t.app, 'GET', '/api/statement.php?from=2025-03-10&to=2025-03-11&format=json', { jar: p.jar })).json();
    expect(both.lines.map((l: { amount: number }) => l.amount)).toEqual([300, 700]);
  });

  it('downloads the period as a CSV file: BOM, `;` between fields, decimal comma, the totals at the end', async () => {
    const p = await registeredPlayer(t);
    await insertDeposit(p.id, 123_450, 'approved', '2025-04-02T10:00:00Z');
    await insertWithdrawal(p.id, 10_000, 'rejected', '2025-04-03T10:00:00Z');
    const r = await call(t.app, 'GET', '/api/statement.php?from=2025-04-01&to=2025-04-30&format=csv', { jar: p.jar });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toContain('text/csv');
    expect(String(r.res.headers['content-disposition'])).toMatch(/^attachment; filename="hesap-dokumu-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = r.res.body;
    expect(body.startsWith('\uFEFF"Tarih";"Tür";"Açıklama";"Tutar (TRY)";"Durum"\r\n')).toBe(true);
    const lines = body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toBe('"02.04.2025 13:00";"Para Yatırma";"Banka havalesi (Akbank)";1234,5;"Onaylandı"');
    expect(lines[2]).toBe('"03.04.2025 13:00";"Para Çekme";"Banka havalesi (Ziraat Bankası)";100;"Reddedildi"');
    expect(body).toContain('"Dönem: 2025-04-01 - 2025-04-30";""');
    expect(body).toContain('"Toplam yatırım (onaylanan)";1234,5');
    expect(body).toContain('"Toplam çekim (onaylanan)";0');
    expect(body.match(/\uFEFF/g)).toHaveLength(1);
  });

  it("lists the operator's balance adjustments, so every movement of the balance is explained", async () => {
    const p = await registeredPlayer(t);
    await post(t.db, {
      siteId,
      idempotencyKey: `adjustment:test:${p.id}`,
      kind: 'adjustment',
      playerId: p.id,
      metadata: { kind: 'adjustment', reason: 'Telafi' },
      entries: [
        { account: { house: 'bank' }, amount: -2_550n },
        { account: { playerId: p.id, kind: 'cash' }, amount: 2_550n },
      ],
    });
    const s = (await call(t.app, 'GET', `/api/statement.php?from=${today()}&to=${today()}`, { jar: p.jar })).json();
    expect(s.lines).toEqual([
      expect.objectContaining({ type: 'adjustment', description: 'Operatör tarafından bakiye düzeltmesi', amount: 25.5, status: 'Tamamlandı' }),
    ]);
  });

  it('says in the CSV file itself when the period had more lines than one statement lists', async () => {
    const p = await registeredPlayer(t);
    for (const day of ['02', '03', '04']) await insertDeposit(p.id, 50_000, 'approved', `2025-05-${day}T10:00:00Z`);
    const cut = await statementCsv(t.db, p.id, '2025-05-01', '2025-05-31', 2);
    expect(cut.split('\r\n').filter((l) => l.includes('Para Yatırma'))).toHaveLength(2);
    expect(cut).toContain(`"${statementMessages.truncated(2)}";""`);
    expect(cut).toContain('"Toplam yatırım (onaylanan)";1500');
    const whole = await statementCsv(t.db, p.id, '2025-05-01', '2025-05-31', 3);
    expect(whole).not.toContain('yalnızca ilk');
  });
});
