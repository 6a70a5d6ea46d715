import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openPostgres, type Db } from '../db/client.ts';
import { createBus, type Bus } from '../lib/bus.ts';
import { createThrowawayDatabase } from '../db/throwaway.ts';
import { databaseTemplate, openTestPglite } from './database-template.ts';
import { startUp } from '../bootstrap/bootstrap.ts';
import { post, reconcile } from '../modules/wallet/ledger.ts';
import { randomToken } from '../lib/crypto.ts';
import type { StaffRole } from '@app/shared/api/staff.ts';

/**
 * A fresh app on a fresh database for one test file: PGlite in memory by default, or a new
 * PostgreSQL database (created here, dropped in close()) when TEST_PG_ADMIN_URL is set. Either
 * starts as a copy of the run's migrated template (test/global-setup.ts), then runs start-up.
 * With TEST_REDIS_URL set, rate limits go through Redis under a key prefix of their own.
 */
/** Whether this run's server tests are on PostgreSQL (`npm run test:pg`), not the embedded database. */
export const onPostgres = Boolean(process.env.TEST_PG_ADMIN_URL);

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The app's event bus (Redis with TEST_REDIS_URL), for a test that publishes what no route does yet. */
  bus: Bus;
  close(): Promise<void>;
}

/**
 * The exclusion guard with a test clock, on this test database only: the guard an installation runs
 * (migration 029) has no way around it; a test file that moves an exclusion's dates into the past
 * (`exclusionTestClock: true`) gets a copy of that guard which first lets a transaction that says
 * `set local rg.test_clock = 'on'` through. Production code has no path to it (decision 0021).
 */
async function installExclusionTestClock(db: Db): Promise<void> {
  const migration = await readFile(new URL('../db/migrations/029.do.audit-truncate-and-exclusion-clock.sql', import.meta.url), 'utf8');
  const guard = /create or replace function rg_exclusions_guard\(\)[\s\S]*?end \$\$/.exec(migration)?.[0];
  if (!guard) throw new Error('migration 029 no longer holds rg_exclusions_guard: installExclusionTestClock follows it');
  const clock = `begin
  if coalesce(current_setting('rg.test_clock', true), '') = 'on' then
    return coalesce(new, old);
  end if;`;
  await db.query(guard.replace(/^begin$/m, clock));
}

export async function createTestContext(
  options: {
    demo?: boolean;
    catalogue?: boolean;
    config?: Partial<Config>;
    exclusionTestClock?: boolean;
    /** With TEST_REDIS_URL: the Redis key prefix (and event bus namespace), for a file that starts a second node on it. */
    redisKeyPrefix?: string;
  } = {},
): Promise<TestContext> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casino-test-'));
  // No built web app unless a test gives one: whether `npm run build` ran before must not change a
  // test's routes (the web app's files answer every path the API does not).
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', DATA_DIR: dataDir },
    { webDistDir: path.join(dataDir, 'no-web-app'), ...options.config },
  );
  let db: Db;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (adminUrl) {
    const template = databaseTemplate();
    const target = await createThrowawayDatabase(adminUrl, 't', template?.kind === 'postgres' ? template.name : undefined);
    db = await openPostgres(target.url, 40, config.reportPool);
    dropDatabase = target.drop;
  } else {
    db = await openTestPglite();
  }
  // The start-up of main.ts; the catalogue only for the tests that ask for it (the others add their own games).
  const silent = { info: () => undefined, warn: () => undefined };
  await startUp(db, config, { log: silent, demo: options.demo ?? true, catalogue: options.catalogue ?? false });
  // The demo site serves TR only; tests send documentation addresses (RFC 5737) that no GeoIP data
  // places, so the country rule is off here and modules/site/sites-admin.test.ts turns it on.
  // Every player a test registers comes from one address (the injected requests'): the shared-address
  // AML rule, whose flag holds a payout (decision 0021), is set out of reach here; modules/aml/aml.test.ts
  // tests it with addresses of its own.
  await db.query(`update sites set allowed_countries = '{}', aml_shared_accounts = 100`);
  if (options.exclusionTestClock) await installExclusionTestClock(db);
  // Connected before the first request: a limiter counts in this node's memory until Redis is ready
  // (its insurance), and a count split between the two let a throttle test's 4th registration through.
  const redis = process.env.TEST_REDIS_URL
    ? new Redis(process.env.TEST_REDIS_URL, { keyPrefix: options.redisKeyPrefix ?? `test:${randomBytes(6).toString('hex')}:`, lazyConnect: true })
    : undefined;
  await redis?.connect();
  const bus = createBus({ redis });
  const app = await buildApp({ config, db, redis, bus });
  await app.ready();
  return {
    app,
    db,
    config,
    bus,
    async close() {
      await app.close();
      await bus.close();
      await redis?.quit();
      await db.close();
      await dropDatabase?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestContextOptions = Parameters<typeof createTestContext>[0];

/**
 * The context of one test file: opened before its tests (then `ready` runs, for the file's own
 * fixtures) and closed after them. What it returns reads through to the open context.
 */
export function useTestContext(options: TestContextOptions = {}, ready?: (t: TestContext) => Promise<void>): TestContext {
  let open: TestContext | undefined;
  const current = () => {
    if (!open) throw new Error('the test context opens before the tests (beforeAll)');
    return open;
  };
  beforeAll(async () => {
    open = await createTestContext(options);
    await ready?.(open);
  });
  afterAll(() => open?.close());
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get bus() {
      return current().bus;
    },
    close: () => current().close(),
  };
}

/** Keeps the cookies a browser would keep between calls. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(res: LightMyRequestResponse): void {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export interface CallOptions {
  jar?: CookieJar;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Calls the app as a browser on the same origin would. */
export async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: CallOptions = {}) {
  const headers: Record<string, string> = { host: 'localhost', ...o.headers };
  if (o.jar) headers.cookie = o.jar.header();
  let payload: string | undefined;
  if (o.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(o.form).toString();
  } else if (o.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(o.body);
  }
  const res = await app.inject({ method, url, headers, payload });
  o.jar?.store(res);
  return { status: res.statusCode, json: () => res.json(), res };
}

export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row!.n;
}

let counter = 0;
/** A registration body that passes every rule, unique per call. */
export function validRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `oyuncu${counter}${randomBytes(2).toString('hex')}`,
    password: 'Guclu.Sifre1',
    password_confirm: 'Guclu.Sifre1',
    email: `oyuncu${counter}.${randomBytes(2).toString('hex')}@ornek.example`,
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    phone: '0532 123 45 67',
    tc: randomValidTc(),
    dob_day: '15',
    dob_month: '6',
    dob_year: '1990',
    gender: 'female',
    country: 'Türkiye',
    city: 'İzmir',
    currency: 'TRY',
    lang: 'tr',
    affiliate_btag: '',
    terms: true,
    campaign_news: false,
    ...overrides,
  };
}

/** A random valid TC Kimlik No (first digit 1-9, checksums computed). */
export function randomValidTc(): string {
  const d = [1 + (randomBytes(1)[0]! % 9), ...[...randomBytes(8)].map((b) => b % 10)];
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  d.push((((odd * 7 - even) % 10) + 10) % 10);
  d.push(d.reduce((a, b) => a + b, 0) % 10);
  return d.join('');
}

/** Registers a player through the API and returns a logged-in cookie jar with their id. */
export async function registeredPlayer(t: TestContext, overrides: Record<string, unknown> = {}) {
  const body = validRegistration(overrides);
  const r = await call(t.app, 'POST', '/api/register.php', { body });
  if (r.status !== 201) throw new Error(`registration failed: ${JSON.stringify(r.json())}`);
  const jar = new CookieJar();
  const login = await call(t.app, 'POST', '/api/login.php', { jar, body: { username: body.username, password: body.password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.json())}`);
  return { jar, id: login.json().user.id as number, username: body.username, password: body.password };
}

/**
 * A staff member as the back office makes one: created by an admin (`adminJar`) with a first password,
 * then enrolled by its owner through the API (login -> 403 enrolment_required -> login/enrol with a
 * code of the fresh secret and a new password). Returns the owner's session, their own password and
 * secret. Its replay guard is cleared after, so the same 30-second code can be used again in the test.
 */
export async function enrolledStaff(t: TestContext, adminJar: CookieJar, role: StaffRole = 'finance', firstPassword = 'Yonetici.Verdi.Sifre1') {
  const { totpNow } = await import('../lib/totp.ts');
  const username = `${role}_${randomBytes(3).toString('hex')}`;
  const created = await call(t.app, 'POST', '/api/admin/staff', { jar: adminJar, body: { username, password: firstPassword, role } });
  if (created.status !== 201) throw new Error(`staff create failed: ${JSON.stringify(created.json())}`);
  const id = created.json().staff.id as number;
  const start = await call(t.app, 'POST', '/api/admin/login', { body: { username, password: firstPassword, totp: '' } });
  if (start.status !== 403 || !start.json().enrolment_required) throw new Error(`no enrolment: ${JSON.stringify(start.json())}`);
  const { enrolment_token: token, totp_secret: secret } = start.json() as { enrolment_token: string; totp_secret: string };
  const password = 'Kendi.Sifrem.2026';
  const jar = new CookieJar();
  const enrol = await call(t.app, 'POST', '/api/admin/login/enrol', { jar, body: { token, totp: await totpNow(secret), new_password: password } });
  if (enrol.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(enrol.json())}`);
  await t.db.query(`update staff set totp_last_step = null where id = $1`, [id]);
  return { jar, id, username, password, firstPassword, secret };
}

/** Creates a staff member with TOTP and returns a logged-in staff cookie jar. */
export async function staffSession(t: TestContext, role: StaffRole = 'finance') {
  const { hashPassword } = await import('../lib/crypto.ts');
  const { newTotpSecret, totpNow } = await import('../lib/totp.ts');
  const { sealSecret } = await import('../lib/seal.ts');
  const secret = newTotpSecret();
  const username = `${role}_${randomBytes(3).toString('hex')}`;
  const password = 'Personel.Sifre1';
  await t.db.query(`insert into staff (username, password_hash, role, totp_secret) values ($1, $2, $3, $4)`, [
    username,
    await hashPassword(password),
    role,
    sealSecret(t.config.totpKey, secret),
  ]);
  const jar = new CookieJar();
  const totp = await totpNow(secret);
  const r = await call(t.app, 'POST', '/api/admin/login', { jar, body: { username, password, totp } });
  if (r.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(r.json())}`);
  return { jar, username, password, secret, totp };
}

/** One new staff member per role given, each logged in (in the order given); their cookie jars in that order. */
export async function staffJars<R extends StaffRole[]>(t: TestContext, ...roles: R): Promise<{ [K in keyof R]: CookieJar }> {
  const jars: CookieJar[] = [];
  for (const role of roles) jars.push((await staffSession(t, role)).jar);
  return jars as { [K in keyof R]: CookieJar };
}

/**
 * After every test of the file, the books reconcile: no breach of the ledger's invariants. A file that
 * opens its context in its own beforeAll passes a getter.
 */
export function reconcileAfterEach(t: TestContext | (() => TestContext)) {
  afterEach(async () => {
    expect(await reconcile((typeof t === 'function' ? t() : t).db)).toEqual([]);
  });
}

/** A valid TR IBAN for the given 5-digit bank code (check digits computed). */
export function makeIban(bankCode = '00010', account = '0000001234567890'): string {
  const bban = `${bankCode}0${account}`;
  const numeric = `${bban}2927` + '00'; // 'TR' = 29 27, check digits 00
  let rem = 0;
  for (const ch of numeric) rem = (rem * 10 + Number(ch)) % 97;
  return `TR${String(98 - rem).padStart(2, '0')}${bban}`;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string | { filename: string; type: string; data: Buffer }>) {
  const boundary = `----casino${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Minimal real file headers for upload tests. */
export const sampleFiles = {
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  exe: () => Buffer.concat([Buffer.from('MZ'), randomBytes(200)]),
};

/**
 * Money for a test player, posted through the ledger as the real flows do: cash is a deposit from
 * the bank, bonus money comes from the bonus budget. Each call is a posting of its own. Bonus money
 * is an active bonus's (docs/decisions/0012; reconcile() checks it): the player gets one, if they
 * have none, with a wagering requirement no test reaches (so it never converts by itself).
 */
export async function fundPlayer(db: Db, siteId: number, playerId: number, kurus: bigint, kind: 'cash' | 'bonus' = 'cash') {
  if (kind === 'bonus') return grantTestBonus(db, siteId, playerId, kurus);
  return post(db, {
    siteId,
    idempotencyKey: `fund:${playerId}:${randomToken(6)}`,
    kind: 'deposit',
    playerId,
    entries: [
      { account: { house: 'bank' }, amount: -kurus },
      { account: { playerId, kind: 'cash' }, amount: kurus },
    ],
  });
}

export interface TestBonusTerms {
  rollover?: number;
  maxBet?: bigint;
  contributionSlot?: number;
  contributionTable?: number;
  freeSpins?: { gameId: number; count: number; stake: bigint };
}

/**
 * Bonus money as the engine holds it: an active bonus (granted, or topped up when one is active) and
 * its `bonus_cost -> bonus` posting. The default terms never convert by accident (100x rollover).
 */
export async function grantTestBonus(db: Db, siteId: number, playerId: number, kurus: bigint, terms: TestBonusTerms = {}) {
  const rollover = terms.rollover ?? 100;
  const [row] = await db.query<{ id: string }>(
    `with topped as (
       update player_bonuses set amount = amount + $3, wager_required = wager_required + $4 * $3
        where player_id = $2 and status = 'active' returning id)
     insert into player_bonuses (site_id, player_id, kind, name, amount, rollover, wager_required, max_bet,
                                 contribution_slot, contribution_table, free_spins_game, free_spins_left, free_spins_stake, expires_at)
     select $1, $2, $9, 'Test bonusu', $3, $4, $4 * $3, $5, $6, $7, $8, $10, $11, now() + interval '7 days'
      where not exists (select 1 from topped)
     returning id`,
    [
      siteId, playerId, kurus.toString(), rollover, (terms.maxBet ?? 0n).toString(), terms.contributionSlot ?? 100,
      terms.contributionTable ?? 10, terms.freeSpins?.gameId ?? null, terms.freeSpins ? 'free_spins' : 'free',
      terms.freeSpins?.count ?? 0, (terms.freeSpins?.stake ?? 0n).toString(),
    ],
  );
  if (kurus === 0n) return { transactionId: 0n, replayed: false, bonusId: row ? Number(row.id) : null };
  const posted = await post(db, {
    siteId,
    idempotencyKey: `bonus:test:${playerId}:${randomToken(6)}`,
    kind: 'bonus_grant',
    playerId,
    entries: [
      { account: { house: 'bonus_cost' }, amount: -kurus },
      { account: { playerId, kind: 'bonus' }, amount: kurus },
    ],
  });
  return { ...posted, bonusId: row ? Number(row.id) : null };
}
