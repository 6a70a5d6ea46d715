import { describe, expect, it } from 'vitest';
import { countRows, useTestContext, validRegistration } from '../../test/harness.ts';

const t = useTestContext({ config: { registrationLimits: { perIpPerHour: 3, globalPerMinute: 5 } } });

function registerFrom(ip: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/register.php',
    headers: { host: 'localhost', 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: JSON.stringify(body),
  });
}

describe('registration is throttled per IP and site-wide (ASVS 2.4.1)', () => {
  it('refuses the 4th registration from one address and the 6th anywhere, before any work', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await registerFrom('198.51.100.1', validRegistration())).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const r = await registerFrom('198.51.100.1', validRegistration());
    expect(r.json().message).toBe('Çok fazla kayıt denemesi yapıldı. Lütfen daha sonra tekrar deneyin.');
    expect(r.headers['retry-after']).toBeDefined();
    const before = await countRows(t.db, 'players');
    // 2 more from other addresses reach the site-wide cap of 5; the next is refused wherever it comes from.
    expect((await registerFrom('198.51.100.2', validRegistration())).statusCode).toBe(201);
    expect((await registerFrom('198.51.100.3', validRegistration())).statusCode).toBe(201);
    expect((await registerFrom('198.51.100.4', validRegistration())).statusCode).toBe(429);
    expect(await countRows(t.db, 'players')).toBe(before + 2);
  });
});
