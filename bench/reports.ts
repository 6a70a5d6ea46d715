/**
 * npm run bench:reports — how long the back office's reports take over a year of data: 100,000
 * players (BENCH_PLAYERS) and 10,000,000 game rounds (BENCH_ROUNDS: a bet each, a win for 40 % of
 * them, with their ledger postings and game_rounds rows) spread over the last 365 days and 200
 * games of 4 providers, plus deposits and withdrawals, on PostgreSQL. The report summaries are
 * folded by the same code the scheduled job runs (decision 0015), timed; then each report is timed
 * 3 times (BENCH_RUNS), median and worst: a year by day, by game, by provider, by btag, and the
 * dashboard, each with a day of ledger after the watermark that the report folds as it reads.
 * Twice: first right after the load, on whatever statistics autovacuum has taken by then (the load
 * vacuums but never analyzes: a report's plan must not depend on them), then after an explicit
 * ANALYZE of every table. On a kept database, BENCH_STATISTICS=states times them with no statistics,
 * with statistics from before the load, and with each table analyzed in turn (statisticsStates).
 * Baseline in the same run: the year by day read straight from the ledger without summaries (what
 * a report would cost without them), and one pass over the ledger's entries.
 * Goal: every run of every report under 2 s; the bench fails (exit 1) otherwise. A report statement
 * that runs into the report pool's statement timeout (30 s) counts as a failed run.
 */
import { startUp } from '../apps/server/src/bootstrap/bootstrap.ts';
import { openPostgres, type Db } from '../apps/server/src/db/client.ts';
import { advanceSummaries, dashboard, report } from '../apps/server/src/modules/reports/reports.service.ts';
import { report as reportRows, reportSettings } from '../apps/server/src/modules/reports/reports.queries.ts';
import { AppError } from '../apps/server/src/lib/errors.ts';
import { ADMIN_URL, benchConfig, createDatabase, deleteStatistics, insertBenchPlayers, staleStatistics } from './lib.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOAL_MS = 2000;
const DAYS = 365;
const GAMES = 200;
const CHUNK = 500_000;

const istanbulDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(d);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => (Number.isNaN(ms) ? 'not run' : Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : 'timeout');

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

/**
 * Postings written in bulk as the wallet writes them (a bet: the player's cash to `games`; a win:
 * `games` to the cash), with their game_rounds rows, in time order as a real ledger's ids are: round
 * g of the chunk is played `startAgo - g * step` seconds before now.
 * Round i's bet is ledger transaction base + 2i and its win base + 2i + 1, so the three inserts are
 * plain generate_series without joins back; triggers are off for the load (session_replication_role),
 * as the data is consistent by construction.
 */
async function writeRounds(db: Db, siteId: number, k: Keys, from: number, n: number, startAgo: number, step: number) {
  const round = `
    select g as i, $2::bigint + g as n,
           1 + (($2::bigint + g) % $4::int)::int as player_no,
           1 + (($2::bigint + g) * 7 % $5::int)::int as game_no,
           now() - make_interval(secs => $6::float8 - g * $7::float8) as at,
           (100 + ($2::bigint + g) % 900)::bigint as stake,
           (($2::bigint + g) % 5) < 2 as won
      from generate_series(0, $8::bigint - 1) g`;
  await db.tx(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    const [{ base }] = (await tx.query<{ base: string }>(`select (coalesce(max(id), 0) + 1)::text as base from ledger_transactions`)) as [{ base: string }];
    const params = [siteId, from, k.firstPlayer, PLAYERS, GAMES, startAgo, step, n, base, k.firstGame];
    await tx.query(
      `insert into ledger_transactions (id, site_id, idempotency_key, kind, player_id, metadata, created_at)
       overriding system value
       select $9::bigint + 2 * r.i + w.win, $1, case when w.win = 0 then 'bet:' else 'win:' end || r.n,
              case when w.win = 0 then 'bet' else 'win' end, $3::int + r.player_no - 1,
              jsonb_build_object('provider', 'bench' || (1 + r.game_no % 4), 'round_id', 'r' || r.n, 'game_id', $10::int + r.game_no - 1), r.at
         from (${round}) r cross join (values (0), (1)) w(win)
        where w.win = 0 or r.won`,
      params,
    );
    await tx.query(
      `insert into ledger_entries (transaction_id, account_id, amount, created_at)
       select $9::bigint + 2 * r.i + w.win, x.account, x.amount, r.at
         from (${round}) r
         join bench_cash c on c.player_no = r.player_no
         cross join (values (0), (1)) w(win)
         cross join lateral (values (c.account, case when w.win = 0 then -r.stake else r.stake * 19 / 10 end),
                                    ($11::bigint, case when w.win = 0 then r.stake else -(r.stake * 19 / 10) end)) x(account, amount)
        where (w.win = 0 or r.won) and $1::int > 0 and $3::int > 0 and $10::int > 0`,
      [...params, k.games],
    );
    await tx.query(
      `insert into game_rounds (provider_id, round_id, player_id, game_id, total_bet, total_win, status, created_at, closed_at)
       select 'bench' || (1 + r.game_no % 4), 'r' || r.n, $3::int + r.player_no - 1, $10::int + r.game_no - 1, r.stake,
              case when r.won then r.stake * 19 / 10 else 0 end, 'closed', r.at, r.at
         from (${round}) r where $1::int > 0 and $9::bigint > 0`,
      params,
    );
    await tx.query(`select setval(pg_get_serial_sequence('ledger_transactions', 'id'), (select max(id) from ledger_transactions))`);
  });
}

interface Keys {
  games: string;
  firstPlayer: number;
  firstGame: number;
}

/** Deposits (bank to cash) and withdrawals (cash to bank), one per player each on average, over the year. */
async function writeMoney(db: Db, siteId: number, firstPlayer: number, bank: string) {
  await db.tx(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    for (const [kind, sign, count] of [['deposit', 1, PLAYERS * 3], ['withdrawal_payout', -1, PLAYERS]] as const) {
      await tx.query(
        `with t as (
           insert into ledger_transactions (site_id, idempotency_key, kind, player_id, created_at)
           select $1, $2 || ':' || g, $2, $3::int + (g % $4::int), now() - make_interval(secs => (g::bigint * 7919 % ($5::int * 86400))::double precision)
             from generate_series(1, $6::int) g
           returning id, player_id, created_at
         )
         insert into ledger_entries (transaction_id, account_id, amount, created_at)
         select t.id, x.account, x.amount, t.created_at
           from t join accounts a on a.player_id = t.player_id and a.kind = 'cash'
           cross join lateral (values (a.id, $7::bigint * 50000), ($8::bigint, -$7::bigint * 50000)) x(account, amount)`,
        [siteId, kind, firstPlayer, PLAYERS, DAYS, count, sign, bank],
      );
    }
  });
}

/** Writes the year's data, folds it into the summaries (timed), then writes a day after the watermark. */
async function load(db: Db, config: ReturnType<typeof benchConfig>): Promise<void> {
  await startUp(db, config, { log: { info: () => undefined, warn: () => undefined }, catalogue: false });
  const [{ id: siteId }] = (await db.query<{ id: number }>('select id from sites')) as [{ id: number }];
  const written = await timed(async () => {
    await insertBenchPlayers(db, siteId, PLAYERS);
    // a tenth of the players came through one of 50 affiliates; registrations spread over the year
    await db.query(
      `update players set affiliate_btag = case when id % 10 = 0 then 'aff' || (id % 50) else '' end,
                          created_at = now() - make_interval(secs => (id * 7919 % ($1::int * 86400))::double precision)`,
      [DAYS],
    );
    for (let p = 1; p <= 4; p += 1) {
      await db.query(`insert into providers (id, name, secret) values ($1, $2, 'x') on conflict do nothing`, [`bench${p}`, `Sağlayıcı ${p}`]);
    }
    await db.query(
      `insert into games (slug, provider_id, name, type, rtp)
       select 'bench-' || g, 'bench' || (1 + g % 4), 'Oyun ' || g, 'slot', 96.00 from generate_series(1, $1::int) g`,
      [GAMES],
    );
    const house = async (kind: string) =>
      ((await db.query<{ id: string }>(`select id from accounts where site_id = $1 and player_id is null and kind = $2`, [siteId, kind]))[0]!).id;
    const [{ first }] = (await db.query<{ first: number }>('select min(id) as first from players')) as [{ first: number }];
    const [{ firstGame }] = (await db.query<{ firstGame: number }>(`select min(id) as "firstGame" from games where slug like 'bench-%'`)) as [{ firstGame: number }];
    await db.query(`create table bench_cash as select p.id - $1::int + 1 as player_no, a.id as account from players p join accounts a on a.player_id = p.id and a.kind = 'cash'`, [first]);
    await db.query(`alter table bench_cash add primary key (player_no)`);
    const accounts: Keys = { games: await house('games'), firstPlayer: first, firstGame };
    // the year before today (from 365 to 1 days ago), then today's rounds (after the watermark: the reports fold them as they read)
    const todays = Math.round(ROUNDS / DAYS);
    const year = ROUNDS - todays;
    const step = ((DAYS - 1) * 86_400) / year;
    for (let off = 0; off < year; off += CHUNK) {
      await writeRounds(db, siteId, accounts, off, Math.min(CHUNK, year - off), DAYS * 86_400 - off * step, step);
      process.stdout.write(`\rrounds written: ${Math.min(off + CHUNK, year).toLocaleString('en')}`);
    }
    await writeMoney(db, siteId, first, await house('bank'));
    // Vacuumed (hint bits, visibility map, page counts) but not analyzed: the fold and the first round
    // of reports run on whatever statistics autovacuum has taken meanwhile, as they would in production.
    await db.query('vacuum');
    return { todays, accounts };
  });

  // The scheduled job catching up on the whole year at once (in production it folds a minute at a time).
  const fold = await timed(() => advanceSummaries(db, 0));
  const [summary] = await db.query<{ n: string }>(`select count(*)::text as n from report_daily`);
  console.log(`\nsummaries: ${fold.value.toLocaleString('en')} ledger transactions folded into ${Number(summary!.n).toLocaleString('en')} daily rows in ${(fold.ms / 1000).toFixed(1)} s`);
  // Today's rounds land after the watermark: every report below folds them from the ledger as it reads.
  await writeRounds(db, siteId, written.value.accounts, ROUNDS, written.value.todays, 86_400, 86_400 / written.value.todays);
  await db.query('vacuum');
  await printCounts(db, `the year written in ${(written.ms / 1000).toFixed(0)} s`);
}

async function printCounts(db: Db, how: string) {
  const [counts] = await db.query<Record<string, string>>(
    `select (select count(*) from players)::text as players, (select count(*) from game_rounds)::text as rounds,
            (select count(*) from ledger_transactions)::text as transactions, (select count(*) from ledger_entries)::text as entries,
            (select count(*) from ledger_transactions where id > (select last_transaction_id from report_watermark))::text as tail`,
  );
  console.log(
    `data: ${Number(counts!.players).toLocaleString('en')} players, ${Number(counts!.rounds).toLocaleString('en')} game rounds, ` +
      `${Number(counts!.transactions).toLocaleString('en')} ledger transactions, ${Number(counts!.entries).toLocaleString('en')} entries (${how}); ` +
      `${Number(counts!.tail).toLocaleString('en')} transactions after the summaries' watermark`,
  );
}

interface StatisticsState {
  label: string;
  prepare: () => Promise<void>;
}

/** The two rounds of every run: on whatever statistics the load left, then after an explicit ANALYZE. */
function defaultStates(db: Db): StatisticsState[] {
  return [
    { label: 'right after the load', prepare: async () => undefined },
    {
      label: 'after ANALYZE',
      prepare: async () => {
        const analyzed = await timed(() => db.query('analyze'));
        console.log(`\nANALYZE of every table: ${fmt(analyzed.ms)}`);
      },
    },
  ];
}

/**
 * BENCH_STATISTICS=states (on a kept database): the rounds a report's plan must survive, in order.
 * 1. No statistics: every public table's column statistics deleted (as if none had been analyzed).
 * 2. Statistics from before the load: each table's statistics are those of its first 5 % (by
 *    physical order, the order it was written in: a copy of those rows analyzed, its pg_statistic rows
 *    moved onto the table by column name, its row count set to theirs), as when the last analyze ran
 *    early in the year's load and autovacuum has not come back since.
 * 3. Autovacuum's analyze of each table in turn: from state 2, one table analyzed at a time, smallest
 *    first, every report timed after each (a plan must hold with any mix of fresh and stale tables).
 * 4. After ANALYZE of every table.
 * Needs a superuser connection (pg_statistic), as the bench's ADMIN_URL is.
 */
async function statisticsStates(db: Db): Promise<StatisticsState[]> {
  const tables = (
    await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'bench_cash' and c.reltuples > 1000
        order by pg_relation_size(c.oid), c.relname`,
    )
  ).map((r) => r.name);
  const noStatistics = () => deleteStatistics(db);
  const stale = () => staleStatistics(db, tables);
  return [
    { label: 'no statistics', prepare: noStatistics },
    { label: 'statistics of the first 5 %', prepare: stale },
    ...tables.map((table) => ({ label: `stale, then ${table} analyzed`, prepare: async () => void (await db.query(`analyze ${table}`)) })),
    ...defaultStates(db).slice(1),
  ];
}

/**
 * BENCH_DATABASE=<name> times the reports again on a database an earlier run kept (BENCH_KEEP=1)
 * instead of writing a new one: for trying a change of the report SQL without the 40 minutes of load.
 * BENCH_BASELINE=0 leaves out the baseline (the year from the ledger without summaries: minutes).
 * BENCH_STATISTICS=states times them under every statistics state above instead of the two rounds.
 */
async function main() {
  const reuse = process.env.BENCH_DATABASE;
  const target = reuse
    ? { url: Object.assign(new URL(ADMIN_URL), { pathname: `/${reuse}` }).toString(), name: reuse, drop: async () => undefined }
    : await createDatabase('bench_reports');
  const db = await openPostgres(target.url, 4);
  try {
    if (reuse) {
      await startUp(db, benchConfig(target.url), { log: { info: () => undefined, warn: () => undefined }, catalogue: false });
      await printCounts(db, `kept by an earlier run: ${reuse}`);
    } else {
      await load(db, benchConfig(target.url));
    }

    const today = istanbulDay(new Date());
    const from = istanbulDay(new Date(Date.now() - (DAYS - 1) * 86_400_000));
    const reports: { name: string; rows: number; run: () => Promise<number> }[] = [
      ...(['day', 'game', 'provider', 'btag'] as const).map((group_by) => ({
        name: `a year by ${group_by}`,
        rows: 0,
        run: async () => (await report(db, { from, to: today, group_by })).rows.length,
      })),
      { name: 'dashboard (today, 30 days, pending)', rows: 30, run: async () => (await dashboard(db, null)).days.length },
    ];
    const rounds: { label: string; results: { name: string; median: number; worst: number; rows: number }[] }[] = [];
    const states = process.env.BENCH_STATISTICS === 'states' ? await statisticsStates(db) : defaultStates(db);
    for (const { label, prepare } of states) {
      await prepare();
      const results = [];
      for (const r of reports) {
        const runs: number[] = [];
        for (let i = 0; i < RUNS; i += 1) {
          // A statement stopped by the report pool's timeout answers a 503 (AppError): a failed run.
          const t = await timed(() => r.run().catch((err: unknown) => (err instanceof AppError && err.statusCode === 503 ? -1 : Promise.reject(err))));
          if (t.value >= 0) r.rows = t.value;
          runs.push(t.value < 0 ? Infinity : t.ms);
          process.stdout.write(`\r${label}: ${r.name} run ${i + 1}: ${fmt(runs.at(-1)!)}          `);
        }
        results.push({ name: r.name, median: median(runs), worst: Math.max(...runs), rows: r.rows });
      }
      rounds.push({ label, results });
    }
    process.stdout.write('\n');

    // Baselines: the same year by day straight from the ledger, without summaries (emptied in a
    // transaction that is rolled back, so the database stays as it was), and one pass over the entries.
    const rolledBack = new Error('rolled back');
    let direct = { ms: NaN };
    if (process.env.BENCH_BASELINE !== '0') await db
      .tx(async (tx) => {
        await reportSettings(tx);
        await tx.query(`truncate report_daily, report_daily_btag, report_daily_active, report_active_players, report_first_deposits`);
        await tx.query(`update report_watermark set last_transaction_id = 0`);
        direct = await timed(() => reportRows(tx, 'day', null, from, today, 0n));
        throw rolledBack;
      })
      .catch((err: unknown) => {
        if (err !== rolledBack) throw err;
      });
    const pass = await timed(() => db.query('select count(*), sum(amount) from ledger_entries'));

    for (const round of rounds) {
      console.log(`\n${round.label} (${RUNS} runs each)`);
      console.log('report                                     median     worst    rows');
      for (const r of round.results) {
        console.log(`${r.name.padEnd(40)} ${fmt(r.median).padStart(9)} ${fmt(r.worst).padStart(9)}  ${String(r.rows).padStart(6)}`);
      }
    }
    console.log(`\nbaseline: the year by day from the ledger without summaries: ${fmt(direct.ms)}; one pass over the entries: ${fmt(pass.ms)}`);
    const all = rounds.flatMap((round) => round.results.map((r) => ({ ...r, label: round.label })));
    const worst = all.reduce((a, b) => (b.worst > a.worst ? b : a));
    const over = all.filter((r) => r.worst >= GOAL_MS);
    console.log(`slowest run: ${worst.name}, ${worst.label}: ${fmt(worst.worst)} (goal: every run under ${GOAL_MS} ms) — ${over.length === 0 ? 'met' : 'NOT met'}`);
    for (const r of over) console.log(`  over the goal: ${r.name}, ${r.label}: worst ${fmt(r.worst)}`);
    if (over.length > 0) process.exitCode = 1;
  } finally {
    await db.close();
    if (process.env.BENCH_KEEP === '1' || reuse) console.log(`kept database ${target.url}`);
    else await target.drop();
  }
}

await main();
