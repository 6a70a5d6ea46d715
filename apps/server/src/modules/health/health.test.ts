import { describe, expect, it, vi } from 'vitest';
import { call, useTestContext } from '../../test/harness.ts';

const t = useTestContext();

describe('operations', () => {
  it('answers /healthz with the database kind', async () => {
    const r = await call(t.app, 'GET', '/healthz');
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ status: 'ok', database: t.db.kind, ledger: { reconciled_at: null, outcome: null } });
  });

  it('publishes OpenAPI generated from the shared schemas', async () => {
    const r = await call(t.app, 'GET', '/api/docs/json');
    expect(r.status).toBe(200);
    expect(r.res.headers['x-frame-options']).toBe('SAMEORIGIN'); // a page of the site, with its headers
    const doc = r.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login.php', '/api/register.php', '/api/promotions.php', '/api/banners.php', '/api/request-call.php']),
    );
    expect(doc.paths['/api/register.php'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('tc');
  });

  it('answers an unknown API path with a Turkish 404', async () => {
    const r = await call(t.app, 'GET', '/api/yok.php');
    expect(r.status).toBe(404);
    expect(r.json()).toEqual({ success: false, message: 'İstenen kaynak bulunamadı', error: 'İstenen kaynak bulunamadı' });
  });

  it('serves the player app, the game client, the back office and the affiliates’ portal for their routes and 404s for a missing asset', async () => {
    const { mkdtemp, writeFile, mkdir } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { buildApp } = await import('../../app.ts');
    const dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(dist, 'play.html'), '<!doctype html><title>play</title>');
    await writeFile(path.join(dist, 'backoffice.html'), '<!doctype html><title>backoffice</title>');
    await writeFile(path.join(dist, 'affiliate.html'), '<!doctype html><title>affiliate</title>');
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'a.js'), 'console.log(1)');
    const app = await buildApp({ config: { ...t.config, webDistDir: dist }, db: t.db });
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    for (const url of ['/', '/slots', '/sayfa/kurallar', '/account/wallet?tab=deposit']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toContain('<title>app</title>');
    }
    expect((await get('/play/lale-bahcesi?token=x')).body).toContain('<title>play</title>');
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/deposits', '/backoffice?x=1']) {
      expect((await get(url)).body, url).toContain('<title>backoffice</title>');
    }
    expect((await get('/backofficex')).body).toContain('<title>app</title>');
    for (const url of ['/affiliate', '/affiliate/', '/affiliate/statements/3', '/affiliate?x=1']) {
      expect((await get(url)).body, url).toContain('<title>affiliate</title>');
    }
    // The player site's application form is the player app's page, not the portal.
    expect((await get('/affiliate-apply')).body).toContain('<title>app</title>');
    expect((await get('/assets/a.js')).headers['content-type']).toContain('javascript');
    await writeFile(path.join(dist, 'assets', 'b.js'), 'console.log(2)'); // a rebuild after start
    expect((await get('/assets/b.js')).statusCode).toBe(200);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/api/yok.php')).json().message).toBe('İstenen kaynak bulunamadı');
    await app.close();
  });

  it('serves the demo media', async () => {
    const info = (await call(t.app, 'GET', '/api/site_info.php')).json();
    const r = await call(t.app, 'GET', info.logos.main);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toContain('image/svg+xml');
  });

  it('migrates an already migrated database without changes and seeds only once', async () => {
    const { migrate } = await import('../../db/migrate.ts');
    const { seed } = await import('../../bootstrap/seed.ts');
    expect(await migrate(t.db)).toEqual([]);
    expect(await seed(t.db, { demo: true })).toBe('skipped');
  });

  it('reads the last reconciliation at most once a minute', async () => {
    const ledger = async () => (await call(t.app, 'GET', '/healthz')).json().ledger;
    const recordRun = (outcome: string) =>
      t.db.query(`insert into reconciliation_runs (started_at, duration_ms, outcome, breaches) values (now(), 1, $1, '[]')`, [outcome]);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past any read an earlier test left in the minute's cache: this read is the cache's start.
      vi.setSystemTime(Date.now() + 61_000);
      const before = await ledger();
      await recordRun('breach'); // as another node's run would
      vi.setSystemTime(Date.now() + 59_000);
      expect(await ledger()).toEqual(before);
      vi.setSystemTime(Date.now() + 2_000);
      expect((await ledger()).outcome).toBe('breach');
      await recordRun('ok');
      expect((await ledger()).outcome).toBe('breach');
    } finally {
      vi.useRealTimers();
    }
  });
});
