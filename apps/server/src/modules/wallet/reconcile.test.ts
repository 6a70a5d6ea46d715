import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client.ts';
import { createTestContext, reconcileAfterEach, registeredPlayer, staffSession, type TestContext } from '../../test/harness.ts';
import {
  clearAmlFlags,
  addGame,
  approvedDeposit,
  decide,
  defaultSiteId,
  gameSession,
  requestDeposit,
  requestWithdrawal,
  walletCall,
} from '../../test/wallet-kit.ts';
import { openHouseAccounts, post, reconcile, type Breach, type Entry } from './ledger.ts';

/**
 * The oracle tested: reconcile() is what most money tests end with, so each of its checks is shown
 * to fire. Each test corrupts the books in exactly one way inside a transaction (switching off, for
 * that transaction only, the trigger or constraint that would refuse the corruption), runs
 * reconcile() in the same transaction, and rolls it all back: the test expects exactly the breaches
 * that corruption must cause, and afterwards the books are clean again.
 */
let t: TestContext;
let siteId: number;
let player: { id: number };
let other: { id: number };
const acc: Record<string, bigint> = {};
let approvedDepositId: number;
let pendingDepositId: number;
let pendingWithdrawalId: number;
let approvedWithdrawalId: number;

async function accountId(q: Queryable, playerId: number | null, kind: string): Promise<bigint> {
  const [row] = await q.query<{ id: bigint }>(
    playerId === null
      ? `select id from accounts where player_id is null and site_id = $2 and kind = $1`
      : `select id from accounts where player_id = $2 and kind = $1`,
    [kind, playerId ?? siteId],
  );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestContext({ demo: false });
  siteId = await defaultSiteId(t);
  const finance = (await staffSession(t, 'finance')).jar;
  const p = await registeredPlayer(t);
  player = p;
  const o = await registeredPlayer(t);
  other = o;
  await approvedDeposit(t, finance, o.jar, 500);
  approvedDepositId = await approvedDeposit(t, finance, p.jar, 1000);
  pendingDepositId = (await requestDeposit(t, p.jar, 600)).json().deposit.id;
  pendingWithdrawalId = (await requestWithdrawal(t, p.jar, 100)).json().withdrawal.id;
  approvedWithdrawalId = (await requestWithdrawal(t, p.jar, 200)).json().withdrawal.id;
  await clearAmlFlags(t, p.id); // a low-turnover flag holds the payout until risk clears it (decision 0021)
  expect((await decide(t, finance, 'withdrawals', approvedWithdrawalId, 'approve')).status).toBe(200);
  const game = await addGame(t, 'oracle-slot');
  const token = await gameSession(t, p.id, game);
  const bet = await walletCall(t, 'bet', { session_token: token, transaction_id: 'oracle-bet', round_id: 'oracle-round', game_id: 'oracle-slot', amount: 300 });
  expect(bet.body.status).toBe('OK');
  for (const kind of ['bank', 'games']) acc[kind] = await accountId(t.db, null, kind);
  acc.cash = await accountId(t.db, p.id, 'cash');
  acc.otherCash = await accountId(t.db, other.id, 'cash');
  acc.hold = await accountId(t.db, p.id, 'withdraw_hold');
});
afterAll(() => t.close());
// Every corruption was rolled back with its transaction: the books are clean between tests.
reconcileAfterEach(() => t);

const ROLLBACK = new Error('roll the corruption back');

/** The breaches reconcile() finds after `corrupt`, as [check, detail with every value as text], sorted. */
async function breachesAfter(corrupt: (tx: Queryable) => Promise<void>): Promise<[string, Record<string, string | null>][]> {
  let found: Breach[] = [];
  await t.db
    .tx(async (tx) => {
      await corrupt(tx);
      found = await reconcile(tx);
      throw ROLLBACK;
    })
    .catch((err: unknown) => {
      if (err !== ROLLBACK) throw err;
    });
  return found
    .map((b): [string, Record<string, string | null>] => [
      b.check,
      Object.fromEntries(Object.entries(JSON.parse(b.detail) as Record<string, unknown>).map(([k, v]) => [k, v === null ? null : String(v)])),
    ])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

const sorted = (rows: [string, Record<string, string | null>][]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** A ledger transaction written row by row, as no code of ours writes one: its entries as given. */
async function rawTransaction(tx: Queryable, key: string, entries: [bigint, bigint, bigint | null][]): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    `insert into ledger_transactions (site_id, idempotency_key, kind) values ($1, $2, 'adjustment') returning id`,
    [siteId, key],
  );
  for (const [account, amount, after] of entries) {
    await tx.query(`insert into ledger_entries (transaction_id, account_id, amount, balance_after) values ($1, $2, $3, $4)`, [
      row!.id,
      account,
      amount,
      after,
    ]);
  }
  return row!.id;
}

const bankToCash = (playerId: number, kurus: bigint): Entry[] => [
  { account: { house: 'bank' }, amount: -kurus },
  { account: { playerId, kind: 'cash' }, amount: kurus },
];

/** Per site: the sum of the house accounts' entries and of the players' cached balances. */
async function holdings(q: Queryable, site: number) {
  const [row] = await q.query<{ house: bigint; players: bigint }>(
    `select (select coalesce(sum(e.amount), 0) from ledger_entries e join accounts a on a.id = e.account_id
              where a.player_id is null and a.site_id = $1)::int8 as house,
            (select coalesce(sum(balance), 0) from accounts where player_id is not null and site_id = $1)::int8 as players`,
    [site],
  );
  return row!;
}

describe('reconcile() finds each kind of corruption, and only that', () => {
  it('starts from clean books that hold every kind of money row', async () => {
    expect(await reconcile(t.db)).toEqual([]);
    const [n] = await t.db.query<{ deposits: number; withdrawals: number; calls: number }>(
      `select (select count(*)::int from deposits) as deposits, (select count(*)::int from withdrawals) as withdrawals,
              (select count(*)::int from provider_transactions) as calls`,
    );
    expect(n).toEqual({ deposits: 3, withdrawals: 2, calls: 1 });
  });

  it('transaction-sums-to-zero: two unbalanced transactions (the balance trigger off), the house total unchanged', async () => {
    let t1 = 0n;
    let t2 = 0n;
    const found = await breachesAfter(async (tx) => {
      await tx.query(`alter table ledger_entries disable trigger ledger_entries_balanced`);
      t1 = await rawTransaction(tx, 'oracle-unbalanced-1', [
        [acc.bank!, -100n, null],
        [acc.games!, 101n, null],
      ]);
      t2 = await rawTransaction(tx, 'oracle-unbalanced-2', [[acc.bank!, -1n, null]]);
    });
    expect(found).toEqual(
      sorted([
        ['transaction-sums-to-zero', { transaction_id: String(t1), sum: '1', n: '2' }],
        ['transaction-sums-to-zero', { transaction_id: String(t2), sum: '-1', n: '1' }],
      ]),
    );
  });

  it('transaction-has-entries: a transaction without entries', async () => {
    let id = 0n;
    const found = await breachesAfter(async (tx) => {
      id = await rawTransaction(tx, 'oracle-empty', []);
    });
    expect(found).toEqual([['transaction-has-entries', { id: String(id) }]]);
  });

  it('cached-balance-equals-entries: two cached balances moved by +1 and -1 (the site total unchanged)', async () => {
    const found = await breachesAfter(async (tx) => {
      await tx.query(`update accounts set balance = balance + 1 where id = $1`, [acc.cash]);
      await tx.query(`update accounts set balance = balance - 1 where id = $1`, [acc.otherCash]);
    });
    expect(found).toEqual(
      sorted([
        ['cached-balance-equals-entries', { id: String(acc.cash), player_id: String(player.id), kind: 'cash', balance: '69701', entries: '69700' }],
        ['cached-balance-equals-entries', { id: String(acc.otherCash), player_id: String(other.id), kind: 'cash', balance: '49999', entries: '50000' }],
      ]),
    );
  });

  it('house-equals-minus-player-balances: one cached balance moved by +1 breaks the site total as well', async () => {
    const before = await holdings(t.db, siteId);
    const found = await breachesAfter(async (tx) => {
      await tx.query(`update accounts set balance = balance + 1 where id = $1`, [acc.cash]);
    });
    expect(found).toEqual(
      sorted([
        ['cached-balance-equals-entries', { id: String(acc.cash), player_id: String(player.id), kind: 'cash', balance: '69701', entries: '69700' }],
        ['house-equals-minus-player-balances', { site_id: String(siteId), house: String(before.house), players: String(before.players + 1n) }],
      ]),
    );
  });

  it('house-equals-minus-player-balances: a posting from one site’s bank to another site’s player', async () => {
    const before = await holdings(t.db, siteId);
    let second = 0;
    const found = await breachesAfter(async (tx) => {
      const [site] = await tx.query<{ id: number }>(
        `insert into sites (name, title, domain) values ('İkinci', 'İkinci', 'ikinci.example') returning id`,
      );
      second = site!.id;
      await openHouseAccounts(tx, second);
      // every entry balances, every cached balance follows its entries: only the sites' totals are wrong
      await post(tx, { siteId: second, idempotencyKey: 'oracle-cross-site', kind: 'adjustment', playerId: player.id, entries: bankToCash(player.id, 500n) });
    });
    expect(found).toEqual(
      sorted([
        ['house-equals-minus-player-balances', { site_id: String(siteId), house: String(before.house), players: String(before.players + 500n) }],
        ['house-equals-minus-player-balances', { site_id: String(second), house: '-500', players: '0' }],
      ]),
    );
  });

  it('player-balance-not-negative: a posting overdrawing a player (the CHECK dropped)', async () => {
    const fresh = await registeredPlayer(t);
    const cash = await accountId(t.db, fresh.id, 'cash');
    const found = await breachesAfter(async (tx) => {
      await tx.query(`alter table accounts drop constraint player_balance_not_negative`);
      await post(tx, { siteId, idempotencyKey: 'oracle-overdraft', kind: 'adjustment', playerId: fresh.id, entries: bankToCash(fresh.id, -500n) });
    });
    expect(found).toEqual([['player-balance-not-negative', { id: String(cash), balance: '-500' }]]);
  });

  it('house-balance-not-cached: a cached balance on the bank account (the CHECK dropped)', async () => {
    const found = await breachesAfter(async (tx) => {
      await tx.query(`alter table accounts drop constraint house_balance_not_cached`);
      await tx.query(`update accounts set balance = 7 where id = $1`, [acc.bank]);
    });
    expect(found).toEqual([['house-balance-not-cached', { id: String(acc.bank), balance: '7' }]]);
  });

  it('balance-after-chain: one entry’s balance_after edited (the append-only trigger off)', async () => {
    const [last] = await t.db.query<{ id: bigint }>(`select max(id) as id from ledger_entries where account_id = $1`, [acc.cash]);
    const found = await breachesAfter(async (tx) => {
      await tx.query(`alter table ledger_entries disable trigger ledger_entries_append_only`);
      await tx.query(`update ledger_entries set balance_after = balance_after + 1 where id = $1`, [last!.id]);
    });
    expect(found).toEqual([['balance-after-chain', { account_id: String(acc.cash), id: String(last!.id) }]]);
  });

  it('withdraw-hold-equals-pending-withdrawals: a pending withdrawal’s amount edited', async () => {
    const found = await breachesAfter(async (tx) => {
      await tx.query(`update withdrawals set amount = amount + 100 where id = $1`, [pendingWithdrawalId]);
    });
    expect(found).toEqual([['withdraw-hold-equals-pending-withdrawals', { player_id: String(player.id), balance: '10000', pending: '10100' }]]);
  });

  it('approved-deposit-posted-once: a deposit marked approved without its posting', async () => {
    const found = await breachesAfter(async (tx) => {
      await tx.query(`update deposits set status = 'approved' where id = $1`, [pendingDepositId]);
    });
    expect(found).toEqual([['approved-deposit-posted-once', { id: String(pendingDepositId), status: 'approved', postings: '0' }]]);
  });

  it('approved-deposit-posted-once: an approved deposit credited a second time under another key', async () => {
    const found = await breachesAfter(async (tx) => {
      await post(tx, {
        siteId,
        idempotencyKey: `deposit:${approvedDepositId}:again`,
        kind: 'deposit',
        playerId: player.id,
        reference: { type: 'deposit', id: approvedDepositId },
        entries: bankToCash(player.id, 100_000n),
      });
    });
    expect(found).toEqual([['approved-deposit-posted-once', { id: String(approvedDepositId), status: 'approved', postings: '2' }]]);
  });

  it('withdrawal-postings-match-status: an approved withdrawal with a third posting', async () => {
    const found = await breachesAfter(async (tx) => {
      await post(tx, {
        siteId,
        idempotencyKey: `withdrawal:${approvedWithdrawalId}:again`,
        kind: 'withdrawal_return',
        playerId: player.id,
        reference: { type: 'withdrawal', id: approvedWithdrawalId },
        entries: bankToCash(player.id, 20_000n),
      });
    });
    expect(found).toEqual([['withdrawal-postings-match-status', { id: String(approvedWithdrawalId), status: 'approved', postings: '3' }]]);
  });

  it('withdrawal-postings-match-status: a pending withdrawal marked rejected without returning the money (the hold too)', async () => {
    const found = await breachesAfter(async (tx) => {
      await tx.query(`update withdrawals set status = 'rejected' where id = $1`, [pendingWithdrawalId]);
    });
    expect(found).toEqual(
      sorted([
        ['withdraw-hold-equals-pending-withdrawals', { player_id: String(player.id), balance: '10000', pending: '0' }],
        ['withdrawal-postings-match-status', { id: String(pendingWithdrawalId), status: 'rejected', postings: '1' }],
      ]),
    );
  });

  it('money-rows-refer-to-existing-rows: a posting for a player who does not exist, and a round of a game that does not', async () => {
    let tx1 = 0n;
    const [round] = await t.db.query<{ id: bigint }>(`select id from game_rounds where round_id = 'oracle-round'`);
    const found = await breachesAfter(async (tx) => {
      tx1 = (await post(tx, { siteId, idempotencyKey: 'oracle-ghost-player', kind: 'adjustment', playerId: 2_000_000_000, entries: [
        { account: { house: 'bank' }, amount: -5n },
        { account: { house: 'games' }, amount: 5n },
      ] })).transactionId;
      await tx.query(`update game_rounds set game_id = 2000000000 where id = $1`, [round!.id]);
    });
    expect(found).toEqual(
      sorted([
        ['money-rows-refer-to-existing-rows', { tbl: 'ledger_transactions', id: String(tx1) }],
        ['money-rows-refer-to-existing-rows', { tbl: 'game_rounds', id: String(round!.id) }],
      ]),
    );
  });

  it('provider-call-posted-once: a provider posting without its call, and an accepted bet without its posting', async () => {
    let tx1 = 0n;
    const found = await breachesAfter(async (tx) => {
      tx1 = (await post(tx, { siteId, idempotencyKey: 'provider:house:no-such-call', kind: 'bet', playerId: player.id, entries: [
        { account: { playerId: player.id, kind: 'cash' }, amount: -5n },
        { account: { house: 'games' }, amount: 5n },
      ] })).transactionId;
      await tx.query(
        `insert into provider_transactions (provider_id, transaction_id, kind, player_id, amount, request_hash, response)
         values ('house', 'unposted-bet', 'bet', $1, 100, 'x', '{"status": "OK"}')`,
        [player.id],
      );
    });
    expect(found).toEqual(
      sorted([
        ['provider-call-posted-once', { provider_id: null, transaction_id: 'provider:house:no-such-call', kind: 'bet', posting: String(tx1) }],
        ['provider-call-posted-once', { provider_id: 'house', transaction_id: 'unposted-bet', kind: 'bet', posting: null }],
      ]),
    );
  });
  it('bonus-balance-without-active-bonus: bonus money posted to a player with no active bonus', async () => {
    const found = await breachesAfter(async (tx) => {
      await post(tx, {
        siteId,
        idempotencyKey: 'oracle-bonus-without-bonus',
        kind: 'bonus_grant',
        playerId: other.id,
        entries: [
          { account: { house: 'bonus_cost' }, amount: -700n },
          { account: { playerId: other.id, kind: 'bonus' }, amount: 700n },
        ],
      });
    });
    expect(found).toEqual([['bonus-balance-without-active-bonus', { player_id: String(other.id), balance: '700' }]]);
  });

  it('bonus-balance-without-active-bonus: a bonus ended (expired) without its money returned to the house', async () => {
    const found = await breachesAfter(async (tx) => {
      const [bonus] = await tx.query<{ id: bigint }>(
        `insert into player_bonuses (site_id, player_id, kind, name, amount, rollover, wager_required, contribution_slot, contribution_table, expires_at)
         values ($1, $2, 'free', 'Oracle', 300, 1, 300, 100, 10, now() + interval '1 day') returning id`,
        [siteId, other.id],
      );
      await post(tx, {
        siteId,
        idempotencyKey: 'oracle-bonus-expired-kept',
        kind: 'bonus_grant',
        playerId: other.id,
        entries: [
          { account: { house: 'bonus_cost' }, amount: -300n },
          { account: { playerId: other.id, kind: 'bonus' }, amount: 300n },
        ],
      });
      // while active, the money is the bonus's: nothing to report
      expect(await reconcile(tx)).toEqual([]);
      await tx.query(`update player_bonuses set status = 'expired', end_reason = 'expired', ended_at = now() where id = $1`, [bonus!.id]);
    });
    expect(found).toEqual([['bonus-balance-without-active-bonus', { player_id: String(other.id), balance: '300' }]]);
  });
});
