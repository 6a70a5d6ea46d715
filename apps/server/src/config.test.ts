import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openTestPglite } from './test/database-template.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './bootstrap/seed.ts';
import { ensureAdmin } from './modules/backoffice/staff.service.ts';

const SECRET = 'a-provider-secret-of-thirty-two-bytes-or-more';
const KEY = 'ab'.repeat(32);
const prod = { NODE_ENV: 'production', PROVIDER_HOUSE_SECRET: SECRET, TOTP_ENCRYPTION_KEY: KEY };

describe('configuration fails closed', () => {
  it('starts with no configuration on loopback with the embedded database, demo included', () => {
    const c = loadConfig({});
    expect(c.host).toBe('localhost');
    expect(c.isProduction).toBe(false);
    expect(c.seedDemo).toBe(true);
    expect(c.seedDemoPlayer).toBe(true);
  });

  it('refuses the development secrets when listening beyond loopback or on a database server', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/PROVIDER_HOUSE_SECRET: HOST=0\.0\.0\.0 is not loopback[\s\S]*TOTP_ENCRYPTION_KEY/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/casino' })).toThrow(/DATABASE_URL is set/);
    expect(() => loadConfig({ HOST: '0.0.0.0', PROVIDER_HOUSE_SECRET: 'x', TOTP_ENCRYPTION_KEY: KEY })).toThrow(/PROVIDER_HOUSE_SECRET/);
    const c = loadConfig({ HOST: '0.0.0.0', PROVIDER_HOUSE_SECRET: SECRET, TOTP_ENCRYPTION_KEY: KEY });
    // Exposed development: no demo player unless asked for.
    expect(c.seedDemo).toBe(false);
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).seedDemo).toBe(true);
  });

  it('in production refuses missing, development and short secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PROVIDER_HOUSE_SECRET: required[\s\S]*TOTP_ENCRYPTION_KEY: required/);
    expect(() => loadConfig({ ...prod, PROVIDER_HOUSE_SECRET: 'house-development-secret-not-for-production' })).toThrow(/development value/);
    expect(() => loadConfig({ ...prod, PROVIDER_HOUSE_SECRET: 'x' })).toThrow(/32 bytes or more/);
    const devKey = Buffer.alloc(32, 'totp-development-key-not-for-prod').toString('hex');
    expect(() => loadConfig({ ...prod, TOTP_ENCRYPTION_KEY: devKey })).toThrow(/TOTP_ENCRYPTION_KEY: the development value/);
    expect(() => loadConfig({ ...prod, TOTP_ENCRYPTION_KEY: 'abcd' })).toThrow(/must be 32 bytes/);
    expect(loadConfig(prod).isProduction).toBe(true);
  });

  it('in production refuses a staff admin without TOTP and never seeds the demo player', () => {
    expect(() => loadConfig({ ...prod, BACKOFFICE_ADMIN_PASSWORD: 'Uzun.Personel.Sifre1' })).toThrow(/BACKOFFICE_ADMIN_TOTP_SECRET: required/);
    const c = loadConfig({ ...prod, SEED_DEMO: 'true' });
    expect(c.seedDemo).toBe(true);
    expect(c.seedDemoPlayer).toBe(false);
  });

  it('reads the settings of several nodes: a report replica beside a database server only, the Redis prefix, a short reconciliation', () => {
    expect(() => loadConfig({ ...prod, REPORT_DATABASE_URL: 'postgres://replica/casino' })).toThrow(/REPORT_DATABASE_URL: .*DATABASE_URL, which is not set/);
    const c = loadConfig({ ...prod, DATABASE_URL: 'postgres://primary/casino', REPORT_DATABASE_URL: 'postgres://replica/casino', REDIS_KEY_PREFIX: 'casino:prod:' });
    expect(c.reportPool).toEqual({ size: 4, statementTimeoutMs: 30_000, url: 'postgres://replica/casino' });
    expect(c.redisKeyPrefix).toBe('casino:prod:');
    expect(loadConfig(prod).reportPool.url).toBeUndefined();
    expect(loadConfig(prod).redisKeyPrefix).toBe('');
    expect(loadConfig({ ...prod, RECONCILE_EVERY_MINUTES: '0.05' }).reconcile.everyMs).toBe(3_000);
    expect(() => loadConfig({ ...prod, RECONCILE_EVERY_MINUTES: '0.01' })).toThrow(/RECONCILE_EVERY_MINUTES/);
  });

  it('seeds demo content without the demo player when told so, and enrols the admin in TOTP always', async () => {
    const db = await openTestPglite();
    try {
      await migrate(db);
      await seed(db, { demo: true, demoPlayer: false });
      expect(await db.query(`select 1 from players where username = 'demo'`)).toHaveLength(0);
      expect((await db.query(`select 1 from banners`)).length).toBeGreaterThan(0);
      const config = loadConfig({ NODE_ENV: 'test' }, { backofficeAdmin: { password: 'Uzun.Personel.Sifre1', totpSecret: undefined } });
      const logged: unknown[] = [];
      await ensureAdmin(db, config, { info: (...a: unknown[]) => logged.push(a), warn: (...a: unknown[]) => logged.push(a) } as never);
      const [admin] = await db.query<{ totp_secret: string | null }>(`select totp_secret from staff where username = 'admin'`);
      expect(admin!.totp_secret).not.toBeNull();
    } finally {
      await db.close();
    }
  });
});
