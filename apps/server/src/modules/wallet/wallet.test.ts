import { describe, expect, it } from 'vitest';
import { isValidTrIban } from '@app/shared/iban.ts';
import type { CookieJar} from '../../test/harness.ts';
import { call, countRows, makeIban, reconcileAfterEach, registeredPlayer, staffSession, useTestContext } from '../../test/harness.ts';

let finance: CookieJar;
const t = useTestContext({}, async (ctx) => {
  finance = (await staffSession(ctx, 'finance')).jar;
});
// Every scenario leaves the books balanced.
reconcileAfterEach(t);

const IBAN = makeIban('00010');
const withdrawBody = (amount: number | string, extra: Record<string, unknown> = {}) => ({
  amount,
  method: 'bank_transfer',
  account_name: 'Ayşe Yılmaz',
  bank_name: 'Ziraat Bankası',
  iban: IBAN,
  branch_code: '',
  account_no: '',
  save_bank_info: false,
  ...extra,
});

async function fundedPlayer(lira: number) {
  const p = await registeredPlayer(t);
  const d = await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: lira, method: 'bank_transfer', sender_name: 'Akbank' } });
  expect(d.status).toBe(201);
  const ok = await call(t.app, 'POST', `/api/admin/deposits/${d.json().deposit.id}/approve`, { jar: finance });
  expect(ok.status).toBe(200);
  return p;
}

const balance = async (jar: CookieJar) => (await call(t.app, 'GET', '/api/get-balance.php', { jar })).json();

describe('balance calls', () => {
  it('refuse a visitor with Giriş yapılmamış', async () => {
    for (const url of ['/api/get-balance.php', '/api/session.php', '/api/transaction-history.php', '/api/withdraw.php', '/api/events.php']) {
      const r = await call(t.app, 'GET', url);
      expect(r.status, url).toBe(401);
      expect(r.json()).toMatchObject({ success: false, message: 'Giriş yapılmamış' });
    }
  });

  it('give a new player zero', async () => {
    const p = await registeredPlayer(t);
    expect(await balance(p.jar)).toEqual({ success: true, balance: 0, bonus_balance: 0, withdraw_hold: 0, currency: 'TRY' });
    expect((await call(t.app, 'GET', '/api/session.php', { jar: p.jar })).json()).toMatchObject({ success: true, balance: 0 });
  });
});

describe('deposit.php', () => {
  it('records a pending request and moves no money until staff approve it', async () => {
    const p = await registeredPlayer(t);
    const r = await call(t.app, 'POST', '/api/deposit.php', {
      jar: p.jar,
      form: { amount: '750.25', method: 'bank_transfer', sender_name: 'Garanti BBVA', description: 'Maaş' },
    });
    expect(r.status).toBe(201);
    expect(r.json()).toMatchObject({ success: true, message: 'Para yatırma talebiniz alındı!', deposit: { amount: 750.25, status: 'pending' } });
    expect((await balance(p.jar)).balance).toBe(0);

    const id = r.json().deposit.id;
    const approve = await call(t.app, 'POST', `/api/admin/deposits/${id}/approve`, { jar: finance });
    expect(approve.status).toBe(200);
    expect(approve.json().deposit).toMatchObject({ id, status: 'approved', amount: 750.25 });
    expect((await balance(p.jar)).balance).toBe(750.25);

    const again = await call(t.app, 'POST', `/api/admin/deposits/${id}/approve`, { jar: finance });
    expect(again.status).toBe(409);
    const reject = await call(t.app, 'POST', `/api/admin/deposits/${id}/reject`, { jar: finance });
    expect(reject.status).toBe(409);
    expect((await balance(p.jar)).balance).toBe(750.25);
  });

  it('rejects without moving money', async () => {
    const p = await registeredPlayer(t);
    const r = await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: 500, sender_name: 'Akbank' } });
    const rej = await call(t.app, 'POST', `/api/admin/deposits/${r.json().deposit.id}/reject`, { jar: finance, body: { reason: 'Havale gelmedi' } });
    expect(rej.json().deposit).toMatchObject({ status: 'rejected', reject_reason: 'Havale gelmedi' });
    expect((await balance(p.jar)).balance).toBe(0);
  });

  it('treats a repeated Idempotency-Key as the same request', async () => {
    const p = await registeredPlayer(t);
    const headers = { 'idempotency-key': 'dep-key-12345678' };
    const body = { amount: 600, sender_name: 'Akbank' };
    const a = await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body, headers });
    const b = await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body, headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(200);
    expect(b.json().deposit.id).toBe(a.json().deposit.id);
    const [n] = await t.db.query<{ n: number }>(`select count(*)::int as n from deposits where player_id = $1`, [p.id]);
    expect(n!.n).toBe(1);
  });

  it('creates one request for two simultaneous submits with the same Idempotency-Key', async () => {
    const p = await registeredPlayer(t);
    const headers = { 'idempotency-key': 'dep-race-12345678' };
    const body = { amount: 700, sender_name: 'Akbank' };
    const results = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body, headers })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.json().deposit.id)).size).toBe(1);
  });

  it('allows at most three pending requests', async () => {
    const p = await registeredPlayer(t);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: 500, sender_name: 'Akbank' } })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 400]);
  });

  it.each([
    ['below the minimum', { amount: 499.99, sender_name: 'Akbank' }, 'Minimum yatırım tutarı 500 TRY!'],
    ['no amount', { amount: '', sender_name: 'Akbank' }, 'Lütfen tüm alanları doldurun!'],
    ['no bank', { amount: 500 }, 'Lütfen tüm alanları doldurun!'],
    ['a bank outside the five', { amount: 500, sender_name: 'QNB Finansbank' }, 'Lütfen listeden bir banka seçin'],
    ['three decimals', { amount: '500.123', sender_name: 'Akbank' }, 'Geçerli bir tutar girin'],
    ['a negative amount', { amount: -500, sender_name: 'Akbank' }, 'Geçerli bir tutar girin'],
    ['text as amount', { amount: 'beşyüz', sender_name: 'Akbank' }, 'Geçerli bir tutar girin'],
    ['an amount over the maximum', { amount: 1000000.01, sender_name: 'Akbank' }, 'Maksimum yatırım tutarı 1.000.000 TRY!'],
    ['another method', { amount: 500, sender_name: 'Akbank', method: 'crypto' }, 'Geçersiz ödeme yöntemi'],
  ])('refuses %s with the Turkish text and writes nothing', async (_n, body, message) => {
    const p = await registeredPlayer(t);
    const before = await countRows(t.db, 'deposits');
    const r = await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body });
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ success: false, message });
    expect(await countRows(t.db, 'deposits')).toBe(before);
  });
});

describe('withdraw.php', () => {
  it('holds the amount at request, saves the account, pays out on approval and marks paid', async () => {
    const p = await fundedPlayer(1000);
    const r = await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: withdrawBody(300, { save_bank_info: true, iban: IBAN.replace(/(.{4})/g, '$1 ').toLowerCase() }) });
    expect(r.status).toBe(201);
    expect(r.json()).toMatchObject({ success: true, message: 'Çekim talebiniz alındı', balance: 700, withdraw_hold: 300 });
    const saved = (await call(t.app, 'GET', '/api/withdraw.php', { jar: p.jar })).json().bank_accounts;
    expect(saved).toEqual([expect.objectContaining({ account_name: 'Ayşe Yılmaz', bank_name: 'Ziraat Bankası', iban: IBAN })]);

    const id = r.json().withdrawal.id;
    expect((await call(t.app, 'POST', `/api/admin/withdrawals/${id}/paid`, { jar: finance })).status).toBe(409);
    // less than 1x turnover of the deposit raised an AML flag, which holds the payout until risk clears it (decision 0021)
    expect((await call(t.app, 'POST', `/api/admin/withdrawals/${id}/approve`, { jar: finance })).status).toBe(409);
    const risk = (await staffSession(t, 'risk')).jar;
    for (const f of await t.db.query<{ id: number }>(`select id::int as id from aml_flags where player_id = $1 and status = 'open'`, [p.id])) {
      expect((await call(t.app, 'POST', `/api/admin/aml/flags/${f.id}/clear`, { jar: risk, body: { note: 'Yatırım kaynağı görüldü' } })).status).toBe(200);
    }
    expect((await call(t.app, 'POST', `/api/admin/withdrawals/${id}/approve`, { jar: finance })).json().withdrawal.status).toBe('approved');
    expect(await balance(p.jar)).toMatchObject({ balance: 700, withdraw_hold: 0 });
    expect((await call(t.app, 'POST', `/api/admin/withdrawals/${id}/reject`, { jar: finance })).status).toBe(409);
    expect((await call(t.app, 'POST', `/api/admin/withdrawals/${id}/paid`, { jar: finance })).json().withdrawal.status).toBe('done');
  });

  it('returns the amount on rejection and on the player cancelling', async () => {
    const p = await fundedPlayer(1000);
    const a = (await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: withdrawBody(400) })).json().withdrawal.id;
    const b = (await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: withdrawBody(100) })).json().withdrawal.id;
    expect(await balance(p.jar)).toMatchObject({ balance: 500, withdraw_hold: 500 });
    await call(t.app, 'POST', `/api/admin/withdrawals/${a}/reject`, { jar: finance, body: { reason: 'IBAN hatalı' } });
    const c = await call(t.app, 'POST', '/api/withdraw-cancel.php', { jar: p.jar, body: { id: b } });
    expect(c.json()).toMatchObject({ success: true, balance: 1000, withdraw_hold: 0 });
    const again = await call(t.app, 'POST', '/api/withdraw-cancel.php', { jar: p.jar, body: { id: b } });
    expect(again.status).toBe(409);
    expect(again.json().message).toBe('Bu çekim talebi artık beklemede değil; yalnızca bekleyen talepler iptal edilebilir.');
  });

  it('never lets a player touch another player’s withdrawal', async () => {
    const owner = await fundedPlayer(500);
    const other = await registeredPlayer(t);
    const id = (await call(t.app, 'POST', '/api/withdraw.php', { jar: owner.jar, body: withdrawBody(200) })).json().withdrawal.id;
    const r = await call(t.app, 'POST', '/api/withdraw-cancel.php', { jar: other.jar, body: { id } });
    expect(r.status).toBe(404);
    expect((await call(t.app, 'GET', '/api/transaction_history.php', { jar: other.jar })).json().transactions).toEqual([]);
    expect((await call(t.app, 'GET', '/api/withdraw.php', { jar: other.jar })).json().bank_accounts).toEqual([]);
  });

  it.each([
    ['below the minimum', withdrawBody(99), 'Minimum çekim tutarı 100 TRY'],
    ['kuruş', withdrawBody('150.50'), 'Çekim tutarı tam sayı olmalıdır'],
    ['more than the balance', withdrawBody(2001), 'Yetersiz bakiye!'],
    ['no holder name', withdrawBody(100, { account_name: '' }), 'Lütfen tüm zorunlu alanları doldurun'],
    ['no IBAN', withdrawBody(100, { iban: '' }), 'Lütfen tüm zorunlu alanları doldurun'],
    ['a wrong IBAN check digit', withdrawBody(100, { iban: 'TR340006100519786457841326' }), 'Geçersiz IBAN. TR ile başlayan 26 karakterlik IBAN girin'],
    ['a bank outside the eleven', withdrawBody(100, { bank_name: 'Başka Banka' }), 'Lütfen listeden bir banka seçin'],
    ['letters in the account number', withdrawBody(100, { account_no: '12ab' }), 'Hesap numarası yalnızca rakamlardan oluşmalıdır'],
    ['a long branch code', withdrawBody(100, { branch_code: '123456' }), 'Şube kodu en fazla 5 karakter olabilir'],
  ])('refuses %s with the Turkish text and moves nothing', async (_n, body, message) => {
    const p = await fundedPlayer(2000);
    const before = await countRows(t.db, 'withdrawals');
    const r = await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body });
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ success: false, message });
    expect(await countRows(t.db, 'withdrawals')).toBe(before);
    expect(await balance(p.jar)).toMatchObject({ balance: 2000, withdraw_hold: 0 });
  });

  it('accepts the published example IBAN format', () => {
    expect(isValidTrIban(IBAN)).toBe(true);
  });
});

describe('history calls', () => {
  it('list deposits and withdrawals with statistics, pages and the page window', async () => {
    const p = await fundedPlayer(1000);
    for (let i = 0; i < 21; i += 1) {
      await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: withdrawBody(100 + 0 * i) }).then((r) => {
        if (i < 10) expect(r.status).toBe(201);
      });
    }
    // 10 succeed (1000 TL), the rest are refused for the balance.
    const wallet = (await call(t.app, 'GET', '/api/transaction_history.php', { jar: p.jar })).json();
    expect(wallet.transactions).toHaveLength(11);
    expect(wallet.transactions.at(-1)).toMatchObject({ type: 'deposit', amount: 1000, status: 'approved', status_label: 'Onaylandı' });

    const deposits = (await call(t.app, 'GET', '/api/transaction-history.php?type=deposit', { jar: p.jar })).json();
    expect(deposits.transactions).toEqual([
      expect.objectContaining({ type: 'deposit', amount: 1000, balance_before: 0, balance_after: 1000, payment_method: 'Banka Havalesi' }),
    ]);
    expect(deposits.statistics).toMatchObject({ total_deposit: 1000, pending_deposit: 0, total_withdraw: 0, pending_withdraw: 1000 });

    const page1 = (await call(t.app, 'GET', '/api/transaction-history.php?type=withdraw&limit=3', { jar: p.jar })).json();
    expect(page1.pagination).toEqual({ total_pages: 4, current_page: 1, per_page: 3, total: 10, pages: [1, 2, 3, 4] });
    expect(page1.transactions[0]).toMatchObject({ type: 'withdraw', status: 'pending', status_label: 'Bekliyor', amount: 100 });
    const page4 = (await call(t.app, 'GET', '/api/transaction-history.php?type=withdraw&limit=3&page=4', { jar: p.jar })).json();
    expect(page4.transactions).toHaveLength(1);
    expect(page4.transactions[0].balance_after).toBe(900);
    expect(page4.transactions[0].balance_before).toBe(1000);

    const slots = (await call(t.app, 'GET', '/api/transaction-history.php?type=sports_bet', { jar: p.jar })).json();
    expect(slots.transactions).toEqual([]);
  });

  it('filter by Istanbul days and refuse bad ranges', async () => {
    const p = await fundedPlayer(500);
    await t.db.query(`update deposits set created_at = '2024-03-10T21:30:00Z' where player_id = $1`, [p.id]); // 11 March 00:30 in Istanbul
    const on = (d: string) => call(t.app, 'GET', `/api/transaction-history.php?type=deposit&from=${d}&to=${d}`, { jar: p.jar });
    expect((await on('2024-03-11')).json().transactions).toHaveLength(1);
    expect((await on('2024-03-10')).json().transactions).toHaveLength(0);
    const backwards = await call(t.app, 'GET', '/api/transaction-history.php?type=deposit&from=2024-03-11&to=2024-03-10', { jar: p.jar });
    expect(backwards.status).toBe(400);
    expect(backwards.json().message).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz');
    const future = await call(t.app, 'GET', '/api/transaction-history.php?type=deposit&to=2999-01-01', { jar: p.jar });
    expect(future.json().message).toBe('Bugünden sonraki bir tarih seçilemez');
    const bad = await call(t.app, 'GET', '/api/transaction-history.php?type=hepsi', { jar: p.jar });
    expect(bad.json().message).toBe('Geçersiz işlem türü');
  });
});

describe('events.php', () => {
  it('answers a new browser (no cursor) the last 30 seconds’ events and the last id, never older ones', async () => {
    const p = await registeredPlayer(t);
    await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: 500, sender_name: 'Akbank' } });
    const fresh = (await call(t.app, 'GET', '/api/events.php', { jar: p.jar })).json();
    expect(fresh.events.map((e: { type: string }) => e.type)).toEqual(['deposit_pending']);
    expect(fresh.last_id).toBe(fresh.events[0].id);
    await t.db.query(`update player_events set created_at = now() - interval '31 seconds' where player_id = $1`, [p.id]);
    const later = (await call(t.app, 'GET', '/api/events.php', { jar: p.jar })).json();
    expect(later.events).toEqual([]);
    expect(later.last_id).toBe(fresh.last_id);
  });

  it('delivers each event once, in order, however late the poll', async () => {
    const p = await registeredPlayer(t);
    const start = (await call(t.app, 'GET', '/api/events.php', { jar: p.jar })).json();
    expect(start.events).toEqual([]);
    const d = (await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: 500, sender_name: 'Akbank' } })).json();
    await call(t.app, 'POST', `/api/admin/deposits/${d.deposit.id}/approve`, { jar: finance });
    const w = (await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: withdrawBody(100) })).json();
    await call(t.app, 'POST', `/api/admin/withdrawals/${w.withdrawal.id}/reject`, { jar: finance });

    const first = (await call(t.app, 'GET', `/api/events.php?after=${start.last_id}`, { jar: p.jar })).json();
    expect(first.events.map((e: { type: string }) => e.type)).toEqual(['deposit_pending', 'deposit_approved', 'withdraw_pending', 'withdraw_rejected']);
    expect(first.events[1].amount).toBe(500);
    const again = (await call(t.app, 'GET', `/api/events.php?after=${first.last_id}`, { jar: p.jar })).json();
    expect(again.events).toEqual([]);
    expect(again.last_id).toBe(first.last_id);

    const other = await registeredPlayer(t);
    expect((await call(t.app, 'GET', '/api/events.php?after=0', { jar: other.jar })).json().events).toEqual([]);
  });
});

describe('staff API', () => {
  it('needs a staff session and the right role', async () => {
    expect((await call(t.app, 'GET', '/api/admin/deposits?status=pending')).status).toBe(401);
    const support = await staffSession(t, 'support');
    const r = await call(t.app, 'GET', '/api/admin/deposits', { jar: support.jar });
    expect(r.status).toBe(403);
    expect(r.json().message).toBe('Bu işlem için yetkiniz yok');
    const player = await registeredPlayer(t);
    expect((await call(t.app, 'GET', '/api/admin/withdrawals', { jar: player.jar })).status).toBe(401);
    // Without a session, bad input is still a 401: the session is checked before the input.
    const stranger = await call(t.app, 'POST', '/api/admin/deposits/abc/approve', {});
    expect(stranger.status).toBe(401);
    expect(stranger.json().message).toBe('Personel girişi gerekli');
  });

  it('refuses a wrong TOTP code and audits every decision with before and after', async () => {
    const s = await staffSession(t, 'finance');
    const bad = await call(t.app, 'POST', '/api/admin/login', { body: { username: s.username, password: s.password, totp: '000000' } });
    expect(bad.status).toBe(401);
    expect(bad.json().message).toBe('Kullanıcı adı, şifre veya doğrulama kodu hatalı');
    // The code that opened the session cannot open another one.
    const replay = await call(t.app, 'POST', '/api/admin/login', { body: { username: s.username, password: s.password, totp: s.totp } });
    expect(replay.status).toBe(401);

    const p = await registeredPlayer(t);
    const d = (await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: 500, sender_name: 'Akbank' } })).json();
    await call(t.app, 'POST', `/api/admin/deposits/${d.deposit.id}/approve`, { jar: s.jar });
    const admin = await staffSession(t, 'admin');
    const log = (await call(t.app, 'GET', '/api/admin/audit', { jar: admin.jar })).json().audit;
    const entry = log.find((e: { action: string; entity_id: string }) => e.action === 'deposit.approve' && e.entity_id === String(d.deposit.id));
    expect(entry).toMatchObject({ staff_username: s.username, before: { status: 'pending' }, after: { status: 'approved' } });
    expect(log.some((e: { action: string }) => e.action === 'staff.login_failed')).toBe(true);
  });

  it('lists pending requests with username, lira amount, status and date', async () => {
    const p = await registeredPlayer(t);
    await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: 512.5, sender_name: 'Akbank' } });
    const list = (await call(t.app, 'GET', '/api/admin/deposits?status=pending', { jar: finance })).json().deposits;
    expect(list.find((d: { username: string }) => d.username === p.username)).toMatchObject({ amount: 512.5, status: 'pending', id: expect.any(Number), created_at: expect.any(String) });
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    expect((await call(t.app, 'POST', '/api/admin/deposits/999999/approve', { jar: finance })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/admin/deposits/abc/approve', { jar: finance })).status).toBe(400);
    // Past an integer column's range: a 400, not PostgreSQL's out-of-range error as a 500.
    const support = (await staffSession(t, 'support')).jar;
    for (const [path, body] of [
      ['/api/admin/kyc/2147483648/verify', undefined],
      ['/api/admin/players/2147483648/messages', { subject: 'a', body: 'b' }],
      ['/api/admin/kyc/9007199254740991/reject', { reason: 'x' }],
    ] as const) {
      const r = await call(t.app, 'POST', path, { jar: support, body });
      expect(r.status, path).toBe(400);
      expect(r.json().message).toBe('Geçersiz kayıt');
    }
  });

  it('refuses text with a NUL character with a 400 and writes nothing', async () => {
    const p = await fundedPlayer(1000);
    const w = (await call(t.app, 'POST', '/api/withdraw.php', { jar: p.jar, body: withdrawBody(300) })).json().withdrawal.id;
    const r = await call(t.app, 'POST', `/api/admin/withdrawals/${w}/reject`, { jar: finance, body: { reason: 'IBAN\u0000 hatalı' } });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe('Gönderilen bilgilerde geçersiz bir karakter var');
    expect(await balance(p.jar)).toMatchObject({ balance: 700, withdraw_hold: 300 });
    const list = (await call(t.app, 'GET', '/api/admin/withdrawals?status=pending', { jar: finance })).json().withdrawals;
    expect(list.some((x: { id: number }) => x.id === w)).toBe(true);
    const login = await call(t.app, 'POST', '/api/admin/login', { body: { username: 'adm\u0000in', password: 'x' } });
    expect(login.status).toBe(400);
  });
});
