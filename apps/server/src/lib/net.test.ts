import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { rateLimitKey } from './net.ts';
import { createTestContext } from '../test/harness.ts';

describe('TRUST_PROXY (ASVS 4.1.x: the client address behind proxies)', () => {
  it('takes a hop count or the proxies\' addresses, never "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' }).trustProxy).toBe('10.0.0.0/8,192.168.1.10');
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).trustProxy).toBe('fd00::/8');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  it('with one proxy, the client is the address that proxy saw, not the left-most one the client wrote', async () => {
    const t = await createTestContext({ config: { trustProxy: 1 } });
    try {
      const login = (xff: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login.php',
          headers: { host: 'localhost', 'content-type': 'application/json', 'x-forwarded-for': xff },
          remoteAddress: '10.0.0.5',
          payload: JSON.stringify({ username: 'kimse-yok', password: 'Yanlis.Sifre1' }),
        });
      await login('1.2.3.4, 203.0.113.9');
      const [row] = await t.db.query<{ ip: string }>(`select ip from login_history order by id desc limit 1`);
      expect(row!.ip).toBe('203.0.113.9');
    } finally {
      await t.close();
    }
  });
});

describe('rate limits count an IPv6 client by its /64', () => {
  it('keys addresses', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
