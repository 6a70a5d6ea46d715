import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each table is written by one module only (ARCHITECTURE.md, "Layers"): the module whose folder holds
 * the `insert into` / `update ... set` / `delete from` / `merge into` naming it, in its `*.queries.ts`
 * and `*.sql` files (migrations and tests are not modules' code). Another module that needs a change
 * asks the owner's service. The few tables written by a second module today are listed below, each
 * with its reason; a new second writer fails this test, and so does an entry no longer needed.
 */
const SHARED_WRITERS: Record<string, { modules: string[]; reason: string }> = {
  accounts: { modules: ['wallet', 'provider'], reason: "the provider wallet's batches post set-wise in provider_calls.sql by ledger_post's rules (decision 0008)" },
  ledger_transactions: { modules: ['wallet', 'provider'], reason: 'as accounts: the batch postings of provider_calls.sql' },
  ledger_entries: { modules: ['wallet', 'provider'], reason: 'as accounts: the batch postings of provider_calls.sql' },
  player_bonuses: { modules: ['bonus', 'provider'], reason: "provider_calls.sql advances the wagering and free spins of the batch's bets in the bet's statement" },
  players: {
    modules: ['account', 'auth', 'kyc', 'responsible'],
    reason: 'one row, column groups of four modules: registration and the login TOTP step (auth), kyc_verified (kyc), the responsible-gaming columns (responsible), the rest (account)',
  },
  game_sessions: { modules: ['games', 'house', 'responsible'], reason: "games opens and ends sessions; house pays a demo session's play money; responsible caps play_until" },
  deposits: { modules: ['wallet', 'bonus'], reason: "the bonus engine records the player's bonus decision on an approved deposit (bonus_decision)" },
  affiliate_applications: {
    modules: ['contact', 'affiliate'],
    reason: 'an approved application is the affiliate account (decision 0031): contact writes the application and its decision, affiliate only the account\'s two-step sign-in columns',
  },
  sites: { modules: ['site', 'aml'], reason: "the risk role's AML thresholds are columns of the site (aml_threshold, aml_shared_accounts)" },
};

/** The tables a piece of SQL text writes. `for update`, `do update set` and `on update` name no table. */
function writtenTables(sql: string): string[] {
  const found = new Set<string>();
  const write =
    /\b(?:insert\s+into|delete\s+from|merge\s+into)\s+(?:only\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?|\bupdate\s+(?:only\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?\s+set\b/gi;
  for (const m of sql.matchAll(write)) {
    const table = (m[1] ?? m[2])!.toLowerCase();
    if (table !== 'set') found.add(table);
  }
  return [...found];
}

/** table -> the modules writing it, from (module, SQL text) pairs. */
function writersByTable(files: { module: string; text: string }[]): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const f of files) {
    for (const table of writtenTables(f.text)) {
      if (!writers.has(table)) writers.set(table, new Set());
      writers.get(table)!.add(f.module);
    }
  }
  return writers;
}

/** What breaks the rule: a table with a second writer not allowed, or an allowance no longer used. */
function violations(writers: Map<string, Set<string>>, allowed: typeof SHARED_WRITERS): string[] {
  const out: string[] = [];
  for (const [table, modules] of writers) {
    if (modules.size < 2) continue;
    const allow = allowed[table];
    const extra = [...modules].filter((m) => !allow?.modules.includes(m));
    if (extra.length) out.push(`${table} is written by ${[...modules].sort().join(', ')}`);
  }
  for (const [table, allow] of Object.entries(allowed)) {
    const modules = writers.get(table);
    if (!modules || modules.size < 2 || allow.modules.some((m) => !modules.has(m))) out.push(`${table}: the allowance for ${allow.modules.join(', ')} is no longer needed`);
  }
  return out;
}

/** Every module's SQL: `*.queries.ts` and `*.sql` under modules/<module>/, tests left out. */
function moduleSql(): { module: string; text: string }[] {
  const root = import.meta.dirname;
  const files: { module: string; text: string }[] = [];
  const walk = (dir: string, module: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p, module);
      else if (/(\.queries\.ts|\.sql)$/.test(e.name) && !/\.test\./.test(e.name)) files.push({ module, text: readFileSync(p, 'utf8') });
    }
  };
  for (const e of readdirSync(root, { withFileTypes: true })) if (e.isDirectory()) walk(path.join(root, e.name), e.name);
  return files;
}

describe('each table is written by one module', () => {
  it('holds for every module’s queries and SQL functions, but for the listed tables', () => {
    const files = moduleSql();
    expect(files.length).toBeGreaterThan(20);
    const writers = writersByTable(files);
    expect(writers.get('withdrawals')).toEqual(new Set(['wallet']));
    expect(writers.get('promotions')).toEqual(new Set(['bonus']));
    expect(violations(writers, SHARED_WRITERS)).toEqual([]);
  });

  it('fails on a second writer, and on an allowance no longer used', () => {
    const writers = writersByTable([
      { module: 'wallet', text: "insert into withdrawals (player_id) values ($1); update withdrawals w set status = 'done' where w.id = $1" },
      { module: 'reports', text: 'select * from withdrawals for update; insert into report_daily (day) values ($1) on conflict (day) do update set n = excluded.n' },
      { module: 'backoffice', text: 'update withdrawals set status = $2 where id = $1' },
      { module: 'bonus', text: 'delete from promotions where id = $1' },
      { module: 'games', text: 'merge into promotions p using x on p.id = x.id when matched then update set sort = x.sort' },
    ]);
    expect(writers.get('report_daily')).toEqual(new Set(['reports']));
    expect(writers.has('set')).toBe(false);
    expect(violations(writers, {})).toEqual(['withdrawals is written by backoffice, wallet', 'promotions is written by bonus, games']);
    expect(violations(writers, { promotions: { modules: ['bonus', 'games'], reason: 'test' }, sites: { modules: ['site', 'aml'], reason: 'test' } })).toEqual([
      'withdrawals is written by backoffice, wallet',
      'sites: the allowance for site, aml is no longer needed',
    ]);
  });
});
