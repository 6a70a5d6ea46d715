import { describe, expect, it } from 'vitest';
import { POSTING_KINDS, type PostingKind } from '@app/shared/posting-kinds.ts';
import { useTestContext } from '../../test/harness.ts';
import { defaultSiteId } from '../../test/wallet-kit.ts';
import { InsufficientFundsError, post } from './ledger.ts';

/**
 * The one list of posting kinds (packages/shared/src/posting-kinds.ts) is the database's: the CHECK
 * of migration 027 on ledger_transactions.kind names exactly these kinds, and refuses any other.
 */
let siteId: number;
const t = useTestContext({ demo: false }, async (ctx) => {
  siteId = await defaultSiteId(ctx);
});

const bankToGames = [
  { account: { house: 'bank' as const }, amount: -100n },
  { account: { house: 'games' as const }, amount: 100n },
];

describe('posting kinds', () => {
  it('the CHECK on ledger_transactions.kind lists exactly POSTING_KINDS', async () => {
    const [row] = await t.db.query<{ def: string }>(
      `select pg_get_constraintdef(c.oid) as def
         from pg_constraint c
        where c.conrelid = 'ledger_transactions'::regclass and c.conname = 'ledger_transactions_kind' and c.contype = 'c'`,
    );
    expect(row, 'the constraint ledger_transactions_kind').toBeDefined();
    expect(row!.def).not.toMatch(/NOT VALID/);
    const listed = [...row!.def.matchAll(/'([^']*)'/g)].map((m) => m[1]);
    expect(listed).toHaveLength(new Set(listed).size);
    expect([...listed].sort()).toEqual([...POSTING_KINDS].sort());
  });

  it('refuses a ledger transaction of an unknown kind, from raw SQL and from post(), writing nothing', async () => {
    await expect(
      t.db.query(`insert into ledger_transactions (site_id, idempotency_key, kind) values ($1, 'kind-raw', 'bonus_gift')`, [siteId]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'ledger_transactions_kind' });
    const refused = post(t.db, { siteId, idempotencyKey: 'kind-post', kind: 'bonus_gift' as PostingKind, playerId: null, entries: bankToGames });
    await expect(refused).rejects.toMatchObject({ code: '23514', constraint: 'ledger_transactions_kind' });
    await expect(refused).rejects.not.toBeInstanceOf(InsufficientFundsError);
    expect(await t.db.query(`select 1 from ledger_transactions where idempotency_key like 'kind-%'`)).toEqual([]);
  });

  it('accepts every kind of the list', async () => {
    await t.db
      .tx(async (tx) => {
        for (const kind of POSTING_KINDS) {
          await post(tx, { siteId, idempotencyKey: `kind-ok-${kind}`, kind, playerId: null, entries: bankToGames });
        }
        const rows = await tx.query<{ kind: string }>(`select kind from ledger_transactions where idempotency_key like 'kind-ok-%' order by id`);
        expect(rows.map((r) => r.kind)).toEqual([...POSTING_KINDS]);
        throw new Error('rolled back');
      })
      .catch((err: Error) => {
        if (err.message !== 'rolled back') throw err;
      });
  });
});
