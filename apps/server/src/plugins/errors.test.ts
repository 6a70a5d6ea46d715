import { describe, expect, it } from 'vitest';
import { countRows, useTestContext } from '../test/harness.ts';
import { signedHeaders } from '../modules/provider/signature.ts';
import { SERVICE_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from '../lib/errors.ts';
import { registerErrorHandling } from './errors.ts';

const t = useTestContext();

/** Bad input the API fuzzer (test/fuzz) found answered with a 500 or outside the API's error shape. */
describe('bad input answered in the API error shape', () => {
  it('refuses a body sent as multipart that is not one with a 400, writing nothing', async () => {
    const before = await countRows(t.db, 'call_requests');
    for (const payload of ['amount=1&x=%00', '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAyşe', '']) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/request-call.php',
        headers: { host: 'localhost', 'content-type': 'multipart/form-data; boundary=zz' },
        payload,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ success: false });
      if (payload.startsWith('amount')) expect(r.json().message).toBe('Gönderilen form verisi okunamadı');
    }
    expect(await countRows(t.db, 'call_requests')).toBe(before);
  });

  it("answers an undecodable address or an over-long path parameter in the site's shape, in Turkish", async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/players/%E0%A4%A', headers: { host: 'localhost' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Geçersiz adres', error: 'Geçersiz adres' });
    const long = await t.app.inject({ method: 'GET', url: `/api/admin/players/${'x'.repeat(300)}`, headers: { host: 'localhost' } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, message: 'Adres çok uzun', error: 'Adres çok uzun' });
  });

  it("answers the wallet API's refused content types and bodies in the wallet API's shape", async () => {
    const url = '/api/provider/v1/balance';
    const raw = JSON.stringify({ session_token: 'x' });
    const headers = { ...signedHeaders({ id: 'house', secret: t.config.providerHouseSecret }, url, raw), 'content-type': 'application/xml' };
    const wrongType = await t.app.inject({ method: 'POST', url, headers, payload: raw });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
    const big = JSON.stringify({ session_token: 'ş'.repeat(100_000) });
    const tooBig = await t.app.inject({ method: 'POST', url, headers: signedHeaders({ id: 'house', secret: t.config.providerHouseSecret }, url, big), payload: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
    const badUrl = await t.app.inject({ method: 'POST', url: '/api/provider/v1/%E0%A4%A', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(badUrl.json()).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
  });
});

/** The database out of reach (docs/decisions/0027; the real outage: test/faults/postgres-restart.faults.ts). */
describe('a database out of reach answered 503 in Turkish', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

  it("answers the site's calls, the wallet API and the health check 503, each in its shape", async () => {
    const { buildApp } = await import('../app.ts');
    // the test's database, refusing every statement as a stopped server's address does
    const down = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'query' || prop === 'tx' || prop === 'exec') return async () => Promise.reject(refused());
        return Reflect.get(target, prop, receiver);
      },
    });
    const app = await buildApp({ config: t.config, db: down });
    try {
      const site = await app.inject({ method: 'GET', url: '/api/promotions.php', headers: { host: 'localhost' } });
      expect(site.statusCode).toBe(503);
      expect(site.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_SECONDS));
      expect(site.json()).toEqual({ success: false, message: SERVICE_UNAVAILABLE, error: SERVICE_UNAVAILABLE });
      const url = '/api/provider/v1/balance';
      const raw = JSON.stringify({ session_token: 'x' });
      const wallet = await app.inject({ method: 'POST', url, headers: signedHeaders({ id: 'house', secret: t.config.providerHouseSecret }, url, raw), payload: raw });
      expect(wallet.statusCode).toBe(503);
      expect(wallet.json()).toEqual({ status: 'ERROR', code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE });
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });

  it('answers a page a browser asked for with a Turkish page, an API call with JSON, a bug still with a 500', async () => {
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/sayfa', async () => Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })));
    app.get('/api/cagri', async () => Promise.reject(new Error('Connection terminated unexpectedly')));
    app.get('/api/hata', async () => Promise.reject(new Error('a bug')));
    const page = await app.inject({ method: 'GET', url: '/sayfa', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(SERVICE_UNAVAILABLE);
    const api = await app.inject({ method: 'GET', url: '/api/cagri', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ success: false, message: SERVICE_UNAVAILABLE, error: SERVICE_UNAVAILABLE });
    expect((await app.inject({ method: 'GET', url: '/api/hata' })).statusCode).toBe(500);
    await app.close();
  });
});
