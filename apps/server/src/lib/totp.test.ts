import { describe, expect, it } from 'vitest';
import { openTestPglite } from '../test/database-template.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../bootstrap/seed.ts';
import { sealPlainSecrets } from '../db/seal-secrets.ts';
import { loadConfig } from '../config.ts';
import { checkTotp, newTotpSecret, totpNow } from './totp.ts';
import { openSecret, sealSecret } from './seal.ts';

const key = Buffer.alloc(32, 7);

describe('sealed TOTP secrets', () => {
  it('opens what it sealed, with a new nonce each time, and refuses a changed value or another key', async () => {
    const secret = newTotpSecret();
    const a = sealSecret(key, secret);
    const b = sealSecret(key, secret);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(openSecret(key, a)).toBe(secret);
    expect(await checkTotp(openSecret(key, b), await totpNow(secret))).toBe(true);
    const [v, iv, tag, data] = a.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => openSecret(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => openSecret(Buffer.alloc(32, 8), a)).toThrow();
    // a value stored before sealing existed is read as it is
    expect(openSecret(key, secret)).toBe(secret);
  });

  it('seals the secrets a database holds in clear, once', async () => {
    const db = await openTestPglite();
    try {
      await migrate(db);
      await seed(db, { demo: false });
      const secret = newTotpSecret();
      await db.query(`insert into staff (username, password_hash, role, totp_secret) values ('eski', 'x', 'admin', $1)`, [secret]);
      expect(await sealPlainSecrets(db, key)).toBe(1);
      expect(await sealPlainSecrets(db, key)).toBe(0);
      const [row] = await db.query<{ totp_secret: string }>(`select totp_secret from staff where username = 'eski'`);
      expect(row!.totp_secret).toMatch(/^v1\./);
      expect(openSecret(key, row!.totp_secret)).toBe(secret);
    } finally {
      await db.close();
    }
  });

  it('takes its key from TOTP_ENCRYPTION_KEY, which production cannot start without', () => {
    const prod = { NODE_ENV: 'production', PROVIDER_HOUSE_SECRET: 'a-provider-secret-of-thirty-two-bytes-or-more' };
    expect(() => loadConfig(prod)).toThrow(/TOTP_ENCRYPTION_KEY: required in production/);
    expect(() => loadConfig({ ...prod, TOTP_ENCRYPTION_KEY: 'abcd' })).toThrow(/32 bytes/);
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ ...prod, TOTP_ENCRYPTION_KEY: hex }).totpKey.toString('hex')).toBe(hex);
    const b64 = Buffer.alloc(32, 3).toString('base64');
    expect(loadConfig({ ...prod, TOTP_ENCRYPTION_KEY: b64 }).totpKey).toEqual(Buffer.alloc(32, 3));
    expect(loadConfig({ NODE_ENV: 'test' }).totpKey).toHaveLength(32);
  });
});
