import { describe, expect, it } from 'vitest';
import { grantTestBonus, registeredPlayer, useTestContext, fundPlayer } from '../../test/harness.ts';
import { addGame, defaultSiteId, gameSession, insertGame, postings, race, walletCall } from '../../test/wallet-kit.ts';
import { playerBalances, reconcile } from '../wallet/ledger.ts';

/**
 * What the wallet calls do with an active bonus (provider_calls.sql, docs/decisions/0012): the max
 * bet, wagering weighted by the game's type, conversion at the exact bet, the win split, a bonus
 * spent at settlement, rollbacks, free rounds. Each asserts the exact postings and the bonus row.
 */
let siteId: number;
let slot: number;
let table: number;
let crash: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  siteId = await defaultSiteId(ctx);
  slot = await addGame(ctx, 'bonus-slot');
  table = await insertGame(ctx, { slug: 'bonus-table', name: 'Masa', type: 'table', rtp: 98 });
  crash = await insertGame(ctx, { slug: 'bonus-crash', name: 'Zeplin', type: 'crash', rtp: 99 });
});

let seq = 0;
const id = (what: string) => `${what}-${(seq += 1)}`;

async function player(cash: bigint, bonus: bigint, terms: Parameters<typeof grantTestBonus>[4] = {}) {
  const p = await registeredPlayer(t);
  if (cash) await fundPlayer(t.db, siteId, p.id, cash);
  const { bonusId } = await grantTestBonus(t.db, siteId, p.id, bonus, terms);
  return { id: p.id, bonusId: bonusId!, slot: await gameSession(t, p.id, slot), table: await gameSession(t, p.id, table) };
}

const bonusRow = async (bonusId: number) =>
  (
    await t.db.query<{ status: string; end_reason: string | null; wagered: bigint; wager_required: bigint; converted: bigint; amount: bigint; free_spins_left: number }>(
      `select status, end_reason, wagered, wager_required, converted, amount, free_spins_left from player_bonuses where id = $1`,
      [bonusId],
    )
  )[0]!;

const bet = (token: string, amount: number, game = 'bonus-slot', extra: Record<string, unknown> = {}) => {
  const tx = id('bet');
  return walletCall(t, 'bet', { session_token: token, transaction_id: tx, round_id: `r-${tx}`, game_id: game, amount, ...extra }).then((r) => ({ ...r, tx, round: `r-${tx}` }));
};
const win = (token: string, b: { tx: string; round: string }, amount: number, game = 'bonus-slot') =>
  walletCall(t, 'win', { session_token: token, transaction_id: id('win'), round_id: b.round, game_id: game, amount, bet_transaction_id: b.tx, round_closed: true });
const keyOf = (tx: string) => `provider:house:${tx}`;

describe('wallet calls with an active bonus', () => {
  it('refuses a stake above the bonus max bet with its own code and a Turkish message naming the limit', async () => {
    const p = await player(10_000n, 5_000n, { maxBet: 500n });
    const r = await bet(p.slot, 501);
    expect(r.body).toEqual({
      status: 'ERROR',
      code: 'BONUS_MAX_BET',
      message: 'Bonus çevrimi sürerken bir bahis en fazla 5 TL olabilir',
      balance: 15_000,
      max_bet: 500,
    });
    expect((await bet(p.slot, 500)).body).toMatchObject({ status: 'OK', balance: 14_500 });
    expect(await playerBalances(t.db, p.id)).toMatchObject({ cash: 9_500n, bonus: 5_000n });
  });

  it("applies the max bet to the round's total stake: a second bet in the same round (a blackjack double) adds the first", async () => {
    const p = await player(10_000n, 5_000n, { maxBet: 500n });
    const first = await bet(p.table, 300, 'bonus-table');
    expect(first.body).toMatchObject({ status: 'OK' });
    const double = (amount: number, tx = id('double')) =>
      walletCall(t, 'bet', { session_token: p.table, transaction_id: tx, round_id: first.round, game_id: 'bonus-table', amount });
    // 300 + 300 = 600 > 500: refused, not recorded; 300 + 200 = 500 is the limit
    expect((await double(300)).body).toMatchObject({ status: 'ERROR', code: 'BONUS_MAX_BET', max_bet: 500 });
    expect((await double(200)).body).toMatchObject({ status: 'OK' });
    expect((await double(1)).body).toMatchObject({ status: 'ERROR', code: 'BONUS_MAX_BET' });
    const [round] = await t.db.query<{ total_bet: bigint }>(`select total_bet from game_rounds where round_id = $1`, [first.round]);
    expect(round!.total_bet).toBe(500n);
    // a rollback of the first stake gives its room back
    const rb = await walletCall(t, 'rollback', { session_token: p.table, transaction_id: id('rb'), reference_transaction_id: first.tx });
    expect(rb.body).toMatchObject({ status: 'OK' });
    expect((await double(300)).body).toMatchObject({ status: 'OK' });
    // another round starts from nothing
    expect((await bet(p.table, 500, 'bonus-table')).body).toMatchObject({ status: 'OK' });
  });

  it('counts slots at 100 % and table games at 10 % towards wagering, and records it on the call', async () => {
    const p = await player(100_000n, 1_000n, { rollover: 50 });
    await bet(p.slot, 1_000);
    await bet(p.table, 1_000, 'bonus-table');
    await bet(p.table, 999, 'bonus-table'); // 99.9 counts as 99: rounded down, never in the player's favour
    expect((await bonusRow(p.bonusId)).wagered).toBe(1_000n + 100n + 99n);
    const calls = await t.db.query<{ wagered: bigint; bonus_id: string }>(
      `select wagered, bonus_id from provider_transactions where player_id = $1 and kind = 'bet' order by id`,
      [p.id],
    );
    expect(calls.map((c) => [c.wagered, Number(c.bonus_id)])).toEqual([
      [1_000n, p.bonusId],
      [100n, p.bonusId],
      [99n, p.bonusId],
    ]);
  });

  it("counts a crash game's bets at the table games' rate (a 1.01x auto cash-out is a bet of almost no variance)", async () => {
    const p = await player(100_000n, 1_000n, { rollover: 50 });
    const session = await gameSession(t, p.id, crash);
    expect((await bet(session, 1_000, 'bonus-crash')).body).toMatchObject({ status: 'OK' });
    expect((await bonusRow(p.bonusId)).wagered).toBe(100n);
  });

  it('converts the whole bonus balance to cash at the bet that meets the requirement, once, in its own posting', async () => {
    const p = await player(0n, 2_000n, { rollover: 1 });
    await bet(p.slot, 1_500); // bonus 500 left, wagered 1500 of 2000
    expect((await bonusRow(p.bonusId)).status).toBe('active');
    const second = await bet(p.slot, 500); // wagered 2000: met; bonus balance is 0 after this stake
    expect(second.body).toMatchObject({ status: 'OK', balance: 0 });
    let row = await bonusRow(p.bonusId);
    expect([row.status, row.end_reason, row.converted]).toEqual(['completed', 'converted', 0n]);

    const q = await player(0n, 2_000n, { rollover: 1 });
    const b1 = await bet(q.slot, 1_000);
    await win(q.slot, b1, 1_000); // all of it bonus money: back to the bonus, 2000
    const b2 = await bet(q.slot, 1_000); // wagered 2000: converts the 1000 left
    row = await bonusRow(q.bonusId);
    expect([row.status, row.end_reason, row.converted]).toEqual(['completed', 'converted', 1_000n]);
    expect(await playerBalances(t.db, q.id)).toMatchObject({ cash: 1_000n, bonus: 0n });
    expect(await postings(t.db, `t.idempotency_key = any ($1) or t.idempotency_key = $2`, [[keyOf(b2.tx)], `bonus:convert:${q.bonusId}`])).toEqual([
      { kind: 'bet', key: keyOf(b2.tx), reference: null, entries: [[`${q.id}:bonus`, -1_000n], ['house:games', 1_000n]] },
      { kind: 'bonus_convert', key: `bonus:convert:${q.bonusId}`, reference: null, entries: [[`${q.id}:bonus`, -1_000n], [`${q.id}:cash`, 1_000n]] },
    ]);
    // later bets count for nothing and convert nothing again
    await fundPlayer(t.db, siteId, q.id, 5_000n);
    await bet(q.slot, 3_000);
    expect((await bonusRow(q.bonusId)).converted).toBe(1_000n);
    expect(await t.db.query(`select 1 from ledger_transactions where idempotency_key like 'bonus:convert:%' and player_id = $1`, [q.id])).toHaveLength(1);
  });

  it('splits the win of a bet funded partly by bonus in the same proportion, rounding towards the bonus', async () => {
    const p = await player(300n, 10_000n);
    const b = await bet(p.slot, 1_000); // 300 cash, 700 bonus
    await win(p.slot, b, 1_001); // 700.7 of it is bonus money: 701 to the bonus, 300 to cash
    expect(await playerBalances(t.db, p.id)).toMatchObject({ cash: 300n, bonus: 9_300n + 701n });
    expect((await postings(t.db, `t.kind = 'win' and t.player_id = $1`, [p.id]))[0]!.entries).toEqual([
      [`${p.id}:bonus`, 701n],
      [`${p.id}:cash`, 300n],
      ['house:games', -1_001n],
    ]);
  });

  it('pays the bonus part of a win to cash once its bonus converted, and to the house once it ended otherwise', async () => {
    const p = await player(0n, 1_000n, { rollover: 1 });
    const open = await bet(p.slot, 400); // bonus-funded, its round still open
    await bet(p.slot, 600); // meets wagering: converts the 0 left
    expect((await bonusRow(p.bonusId)).end_reason).toBe('converted');
    await win(p.slot, open, 800);
    expect(await playerBalances(t.db, p.id)).toMatchObject({ cash: 800n, bonus: 0n });

    const q = await player(0n, 1_000n);
    const a = await bet(q.slot, 500);
    const b = await bet(q.slot, 500); // bonus balance 0, both rounds open
    await win(q.slot, a, 0); // settled with the balance at 0: the bonus is spent
    expect(await bonusRow(q.bonusId)).toMatchObject({ status: 'completed', end_reason: 'spent' });
    await win(q.slot, b, 2_000); // its bonus is gone: the money it would have paid goes back to the house
    expect(await playerBalances(t.db, q.id)).toMatchObject({ cash: 0n, bonus: 0n });
    expect((await postings(t.db, `t.kind = 'win' and t.player_id = $1`, [q.id]))[0]!.entries).toEqual([
      ['house:bonus_cost', 2_000n],
      ['house:games', -2_000n],
    ]);
  });

  it('gives a rollback its parts back by the same rule and takes the bet out of the wagering', async () => {
    const p = await player(200n, 1_000n, { rollover: 10 });
    const b = await bet(p.slot, 700); // 200 cash, 500 bonus
    expect((await bonusRow(p.bonusId)).wagered).toBe(700n);
    await walletCall(t, 'rollback', { session_token: p.slot, transaction_id: id('rb'), reference_transaction_id: b.tx });
    expect(await playerBalances(t.db, p.id)).toMatchObject({ cash: 200n, bonus: 1_000n });
    expect((await bonusRow(p.bonusId)).wagered).toBe(0n);
  });

  it('converts once when two bets that each meet the requirement race', async () => {
    const p = await player(1_000n, 4_000n, { rollover: 1 });
    await bet(p.slot, 3_000); // 1000 cash and 2000 bonus: 2000 bonus left, 3000 of 4000 wagered
    const { results } = await race(t, `select 1 from accounts where player_id = $1 and kind = 'cash' for update`, [p.id], [
      () => bet(p.slot, 1_000),
      () => bet(p.slot, 1_000),
    ]);
    expect(results.map((r) => r.body.status)).toEqual(['OK', 'OK']);
    const row = await bonusRow(p.bonusId);
    expect([row.status, row.end_reason]).toEqual(['completed', 'converted']);
    expect(row.converted).toBe(1_000n); // the second stake came from the cash the first one converted
    expect(await playerBalances(t.db, p.id)).toMatchObject({ cash: 0n, bonus: 0n });
    expect(await t.db.query(`select 1 from ledger_transactions where idempotency_key = $1`, [`bonus:convert:${p.bonusId}`])).toHaveLength(1);
  });
});

describe('free rounds', () => {
  it('plays a free round without money, credits its win to the bonus with its rollover, and says what is left', async () => {
    const p = await player(1_000n, 0n, { rollover: 3, freeSpins: { gameId: slot, count: 2, stake: 200n } });
    expect((await walletCall(t, 'balance', { session_token: p.slot })).body).toEqual({
      status: 'OK',
      balance: 1_000,
      transaction_id: '',
      free_rounds: { remaining: 2, stake: 200 },
    });
    // the wrong stake or another game is refused, and moves nothing
    expect((await bet(p.slot, 300, 'bonus-slot', { free_round: true })).body).toMatchObject({ status: 'ERROR', code: 'NO_FREE_ROUNDS' });
    expect((await bet(p.table, 200, 'bonus-table', { free_round: true })).body).toMatchObject({ status: 'ERROR', code: 'NO_FREE_ROUNDS' });

    const first = await bet(p.slot, 200, 'bonus-slot', { free_round: true });
    expect(first.body).toMatchObject({ status: 'OK', balance: 1_000 });
    await win(p.slot, first, 1_500);
    expect(await playerBalances(t.db, p.id)).toMatchObject({ cash: 1_000n, bonus: 1_500n });
    expect(await bonusRow(p.bonusId)).toMatchObject({ status: 'active', amount: 1_500n, wager_required: 4_500n, free_spins_left: 1 });
    // the free round's bet posts nothing; its win is the bonus's grant
    expect(await postings(t.db, `t.player_id = $1 and t.kind <> 'deposit'`, [p.id])).toEqual([
      { kind: 'bonus_grant', key: keyOf((await lastWin(p.id))!), reference: null, entries: [[`${p.id}:bonus`, 1_500n], ['house:bonus_cost', -1_500n]] },
    ]);

    const second = await bet(p.slot, 200, 'bonus-slot', { free_round: true });
    await win(p.slot, second, 0);
    expect((await bet(p.slot, 200, 'bonus-slot', { free_round: true })).body).toMatchObject({ status: 'ERROR', code: 'NO_FREE_ROUNDS' });
    expect((await walletCall(t, 'balance', { session_token: p.slot })).body).not.toHaveProperty('free_rounds');
    // the spins are played: the bonus is now an ordinary one with the wins' rollover
    expect(await bonusRow(p.bonusId)).toMatchObject({ status: 'active', amount: 1_500n, free_spins_left: 0 });
    expect(await reconcile(t.db)).toEqual([]);
  });

  it('ends a free-spins bonus whose spins won nothing', async () => {
    const p = await player(0n, 0n, { freeSpins: { gameId: slot, count: 1, stake: 100n } });
    const b = await bet(p.slot, 100, 'bonus-slot', { free_round: true });
    await win(p.slot, b, 0);
    expect(await bonusRow(p.bonusId)).toMatchObject({ status: 'completed', end_reason: 'spent', amount: 0n });
  });
});

async function lastWin(playerId: number): Promise<string | undefined> {
  const rows = await t.db.query<{ transaction_id: string }>(
    `select transaction_id from provider_transactions where player_id = $1 and kind = 'win' order by id desc limit 1`,
    [playerId],
  );
  return rows[0]?.transaction_id;
}
