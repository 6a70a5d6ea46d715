import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { migrate, REPEATABLE_FILES } from './migrate.ts';

let t: TestContext;
let dir: string;
beforeAll(async () => {
  t = await createTestContext({ demo: false });
  dir = await mkdtemp(path.join(tmpdir(), 'repeatable-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const probe = async () => (await t.db.query<{ n: number }>('select repeatable_probe() as n'))[0]!.n;

describe('repeatable rule files', () => {
  it('applies the rule files at start-up, then not again while they are unchanged', async () => {
    const rows = await t.db.query<{ name: string; applied_at: Date }>('select name, applied_at from schema_repeatable order by name');
    expect(rows.map((r) => r.name)).toEqual(['crash_cashout.sql', 'ledger_post.sql', 'provider_calls.sql']);
    expect(REPEATABLE_FILES.map((f) => path.basename(f))).toEqual(['ledger_post.sql', 'provider_calls.sql', 'crash_cashout.sql']);
    expect(await migrate(t.db)).toEqual([]);
    const again = await t.db.query<{ name: string; applied_at: Date }>('select name, applied_at from schema_repeatable order by name');
    expect(again).toEqual(rows);
  });

  it('re-applies a file whose content changed, and only then', async () => {
    const file = path.join(dir, 'repeatable_probe.sql');
    const version = (n: number) =>
      writeFile(file, `create or replace function repeatable_probe() returns integer language sql as $$ select ${n} $$;\n`);
    await version(1);
    expect(await migrate(t.db, { repeatables: [file] })).toEqual(['repeatable_probe.sql']);
    expect(await probe()).toBe(1);
    expect(await migrate(t.db, { repeatables: [file] })).toEqual([]);
    await version(2);
    expect(await migrate(t.db, { repeatables: [file] })).toEqual(['repeatable_probe.sql']);
    expect(await probe()).toBe(2);
    expect(await migrate(t.db, { repeatables: [file] })).toEqual([]);
  });
});
