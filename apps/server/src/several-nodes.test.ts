import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_KINDS } from '@app/shared/api/stream.ts';
import { serverRoot } from './config.ts';
import { createThrowawayDatabase } from './db/throwaway.ts';
import { createBus, publicTopic } from './lib/bus.ts';
import { newTotpSecret, totpNow } from './lib/totp.ts';
import { databaseTemplate } from './test/database-template.ts';
import { validRegistration } from './test/harness.ts';
import { Cookies, freePort, send, ServerNode } from './test/nodes.ts';
import { openSse, type SseClient } from './test/sse-client.ts';

/**
 * Several nodes (issue 27, point 5; docs/decisions/0028): two server processes, each the real entry
 * main.ts in production mode, on one fresh PostgreSQL database and the machine's Redis (under a key
 * prefix of this run's own, whose keys alone it deletes after), started together. What a player or
 * the cluster keeps crosses from one node to the other: a session, a rate limit's counter, a change
 * pushed to a player's stream, a public topic's state on a visitor's stream, a scheduled job's run. Where nginx is installed (CI), deploy/nginx.conf is checked with `nginx -t`
 * and requests go through it to both nodes. PostgreSQL and Redis only (test:pg).
 */
const adminUrl = process.env.TEST_PG_ADMIN_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** The ledger's reconciliation runs every 3 s here (RECONCILE_EVERY_MINUTES=0.05): several runs within the test. */
const RECONCILE_MS = 3_000;

/** nginx, as CI installs it (Debian's keeps its temporary files under /var/lib/nginx, so as root). */
function nginxHere(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.runIf(adminUrl && redisUrl)('two app nodes on one PostgreSQL and one Redis', () => {
  const prefix = `test:nodes:${randomBytes(6).toString('hex')}:`;
  const ADMIN_PASSWORD = 'Yonetici.Ilk.Sifre.2026';
  const adminTotp = newTotpSecret();
  let a: ServerNode;
  let b: ServerNode;
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let dataDir: string;
  let redis: Redis;
  let sql: pg.Client;

  beforeAll(async () => {
    const template = databaseTemplate();
    database = await createThrowawayDatabase(adminUrl!, 'nodes', template?.kind === 'postgres' ? template.name : undefined);
    // One data folder for both: the shared volume production mounts for uploads.
    dataDir = await mkdtemp(path.join(tmpdir(), 'casino-nodes-'));
    redis = new Redis(redisUrl!);
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Every node has the same secrets (sealed TOTP secrets, the house provider's signatures).
      PROVIDER_HOUSE_SECRET: randomBytes(32).toString('hex'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      // Both nodes create the first admin at once: one does, the other finds it (bootstrap.ts).
      BACKOFFICE_ADMIN_PASSWORD: ADMIN_PASSWORD,
      BACKOFFICE_ADMIN_TOTP_SECRET: adminTotp,
      // The proxy of the nginx case below runs on this machine.
      TRUST_PROXY: '127.0.0.1',
      RECONCILE_EVERY_MINUTES: String(RECONCILE_MS / 60_000),
      // Both nodes run Zeplin's loop (one leads): a short hash chain, generated in seconds' fraction.
      CRASH_CHAIN_LENGTH: '20000',
    };
    [a, b] = await Promise.all([ServerNode.start('A', env), ServerNode.start('B', env)]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sql?.end();
    if (redis) {
      // This run's keys only: the machine's Redis is shared.
      const keys = await scanKeys(redis, `${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function register(node: ServerNode) {
    const body = validRegistration();
    const r = await send(node.url, { method: 'POST', path: '/api/register.php', json: body });
    expect(r.status, r.text).toBe(201);
    return { username: body.username, password: body.password };
  }

  const login = (node: ServerNode, username: string, password: string, cookies?: Cookies) =>
    send(node.url, { method: 'POST', path: '/api/login.php', json: { username, password }, cookies });

  it('accepts a session made on node A on node B, and a logout on B ends it on A', async () => {
    const p = await register(a);
    const browser = new Cookies();
    expect((await login(a, p.username, p.password, browser)).status).toBe(200);
    expect(browser.get('__Host-sid')).toBeTruthy();

    const session = await send(b.url, { method: 'GET', path: '/api/user_session.php', cookies: browser });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ logged_in: true, user: { username: p.username } });
    expect((await send(b.url, { method: 'GET', path: '/api/get-balance.php', cookies: browser })).status).toBe(200);

    const sameCookie = browser.header();
    expect((await send(b.url, { method: 'POST', path: '/api/logout.php', cookies: browser })).status).toBe(200);
    const afterLogout = await send(a.url, { method: 'GET', path: '/api/user_session.php', headers: { cookie: sameCookie } });
    expect(afterLogout.body).toMatchObject({ logged_in: false, user: null });
  });

  it('counts failed logins on both nodes against one allowance (Redis), so the lock holds on either', async () => {
    const p = await register(b);
    // The account's allowance is 5 (lib/login-throttle.ts): 4 wrong guesses, 2 on each node, are refused as wrong ...
    const statuses: number[] = [];
    for (const node of [a, b, a, b]) statuses.push((await login(node, p.username, 'Yanlis.Tahmin1')).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // ... the fifth, on A, uses the allowance up: locked (each node alone has seen only 2 or 3).
    expect((await login(a, p.username, 'Yanlis.Tahmin1')).status).toBe(429);
    // Locked on B too, even with the right password.
    const right = await login(b, p.username, p.password);
    expect(right.status).toBe(429);
    expect(String(right.body.message)).toMatch(/Çok fazla başarısız giriş denemesi/);
    // The counters are in Redis under this installation's prefix (REDIS_KEY_PREFIX).
    expect(await scanKeys(redis, `${prefix}login_account*`)).not.toHaveLength(0);
  });

  it("carries a change made through node A to the player's stream held open on node B (Redis pub/sub)", async () => {
    const p = await register(a);
    const browser = new Cookies();
    expect((await login(a, p.username, p.password, browser)).status).toBe(200);
    const staff = new Cookies();
    const staffIn = await send(a.url, {
      method: 'POST',
      path: '/api/admin/login',
      json: { username: 'admin', password: ADMIN_PASSWORD, totp: await totpNow(adminTotp) },
      cookies: staff,
    });
    expect(staffIn.status, staffIn.text).toBe(200);

    let onB: SseClient | undefined;
    try {
      onB = await openSse(`${b.url}/api/stream`, browser.header());
      expect(onB.status).toBe(200);
      // On opening, the stream tells the page to refresh everything it shows.
      expect(await onB.next()).toEqual({ event: 'change', data: { kinds: [...PUSH_KINDS] } });

      // The player's deposit request through node A: its events change on B's stream.
      const requested = await send(a.url, {
        method: 'POST',
        path: '/api/deposit.php',
        json: { amount: 600, method: 'bank_transfer', sender_name: 'Akbank' },
        cookies: browser,
      });
      expect(requested.status, requested.text).toBe(201);
      expect(await onB.next()).toEqual({ event: 'change', data: { kinds: ['events'] } });

      // Staff approve it through node A: the balance changes on B's stream, and B reads the new balance.
      const approved = await send(a.url, { method: 'POST', path: `/api/admin/deposits/${requested.body.deposit.id as number}/approve`, cookies: staff });
      expect(approved.status, approved.text).toBe(200);
      expect(await onB.next()).toEqual({ event: 'change', data: { kinds: ['balance', 'events', 'bonus_offer'] } });
      expect((await send(b.url, { method: 'GET', path: '/api/get-balance.php', cookies: browser })).body).toMatchObject({ balance: 600 });
    } finally {
      onB?.close();
    }
  });

  it("carries a round's state published on the installation's bus to a visitor's stream on node B (the public topic)", async () => {
    // As the node running the round publishes: the bus's code on this installation's Redis and
    // prefix, from outside node B. stream.test.ts publishes through an app.
    const publisherRedis = new Redis(redisUrl!, { keyPrefix: prefix });
    const publisher = createBus({ redis: publisherRedis });
    let onB: SseClient | undefined;
    try {
      const p = await register(a);
      const { rows } = await sql.query<{ site_id: number }>(`select site_id from players where username = $1`, [p.username]);
      const siteId = rows[0]!.site_id;
      onB = await openSse(`${b.url}/api/stream?topics=crash`, '');
      expect(onB.status).toBe(200);
      const state = { round: { id: 1, phase: 'betting' }, bets: [], history: [], server_time: new Date().toISOString() };
      publisher.publish(publicTopic('crash', siteId), state);
      // The node leading Zeplin's loop publishes the real rounds on the same topic: those pass by.
      let got = await onB.next();
      for (let i = 0; i < 20 && JSON.stringify(got.data) !== JSON.stringify(state); i += 1) got = await onB.next();
      expect(got).toEqual({ event: 'crash', data: state });
    } finally {
      onB?.close();
      await publisher.close();
      await publisherRedis.quit();
    }
  });

  it('runs the scheduled reconciliation once per interval for the cluster, though both nodes tick', async () => {
    const runs = async () =>
      (await sql.query<{ started: Date; outcome: string }>(`select started_at as started, outcome from reconciliation_runs order by started_at`)).rows;
    // Both nodes tick every 3 s from their start, each with its own phase.
    const deadline = Date.now() + 40_000;
    while ((await runs()).length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const done = await runs();
    expect(done.length).toBeGreaterThanOrEqual(3);
    expect(done.every((r) => r.outcome === 'ok')).toBe(true);
    // One run per interval: two nodes running it each (or twice at start) would start runs less than 3 s apart.
    const gaps = done.slice(1).map((r, i) => r.started.getTime() - done[i]!.started.getTime());
    // (Each start is the node's clock just after its claim, so two claims 3 s apart may start a little less apart.)
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(RECONCILE_MS - 500);
    // Every run recorded was logged once, by the node that made it (the latest run's line may still be on its way).
    const logged = [a, b].map((n) => n.logs.filter((l) => l.msg === 'ledger reconciliation: all invariants hold').length);
    const recorded = (await runs()).length;
    expect(logged[0]! + logged[1]!).toBeLessThanOrEqual(recorded);
    expect(logged[0]! + logged[1]!).toBeGreaterThanOrEqual(recorded - 1);
  });

  it.runIf(nginxHere())('serves both nodes through deploy/nginx.conf, which passes `nginx -t`', async () => {
    const proxy = await startNginx([a, b]);
    try {
      // Plain HTTP is sent to HTTPS.
      const plain = await fetch(`http://127.0.0.1:${proxy.httpPort}/slots`, { redirect: 'manual' });
      expect(plain.status).toBe(301);
      expect(plain.headers.get('location')).toMatch(/^https:\/\/.*\/slots$/);

      // A login through the proxy, whose client writes an address of its own into X-Forwarded-For:
      // the proxy replaces it, so the node records the address the proxy saw.
      const p = await register(a);
      const browser = new Cookies();
      const signIn = await proxy.call('POST', '/api/login.php', {
        body: { username: p.username, password: p.password },
        headers: { 'x-forwarded-for': '203.0.113.9' },
        cookies: browser,
      });
      expect(signIn.status, signIn.text).toBe(200);
      expect(await lastLoginIp(p.username)).toBe('127.0.0.1');
      // (The node itself believes X-Forwarded-For from the proxy's address, TRUST_PROXY: the replacement is what protects.)
      expect((await send(a.url, { method: 'POST', path: '/api/login.php', json: p, headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200);
      expect(await lastLoginIp(p.username)).toBe('203.0.113.9');

      // Round robin, no sticky sessions: the session answers on whichever node each call reaches.
      for (let i = 0; i < 6; i += 1) {
        const r = await proxy.call('GET', '/api/user_session.php', { cookies: browser });
        expect(r.status).toBe(200);
        expect(JSON.parse(r.text)).toMatchObject({ logged_in: true, user: { username: p.username } });
      }
      const upstreams = (await proxy.accessLog()).filter((l) => l.includes('/api/user_session.php')).map((l) => /upstream=(\S+)/.exec(l)?.[1]);
      expect(new Set(upstreams)).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));

      // The health check answers through it.
      expect((await proxy.call('GET', '/healthz')).status).toBe(200);
    } finally {
      await proxy.stop();
    }
  });

  async function lastLoginIp(username: string): Promise<string | undefined> {
    const { rows } = await sql.query<{ ip: string }>(`select ip from login_history where username = $1 order by id desc limit 1`, [username]);
    return rows[0]?.ip;
  }
});

async function scanKeys(redis: Redis, match: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
    cursor = next;
    keys.push(...found);
  } while (cursor !== '0');
  return keys;
}

/**
 * deploy/nginx.conf with only its "deployment:" lines changed (the nodes' addresses, loopback ports,
 * a throwaway certificate, files in a temporary folder), checked with `nginx -t` and run in the
 * foreground. Fails when the file holds a "deployment:" line this does not know.
 */
async function startNginx(nodes: ServerNode[]) {
  const run = promisify(execFile);
  const dir = await mkdtemp(path.join(tmpdir(), 'casino-nginx-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const cert = path.join(dir, 'casino.crt');
  const key = path.join(dir, 'casino.key');
  await run('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert]);

  let conf = await readFile(path.join(serverRoot, '../../deploy/nginx.conf'), 'utf8');
  expect(conf.match(/# deployment:/g)).toHaveLength(9);
  const swap = (pattern: RegExp, replacement: string) => {
    const before = conf;
    conf = conf.replace(pattern, replacement);
    if (conf === before) throw new Error(`deploy/nginx.conf: no line matches ${pattern}`);
  };
  swap(/^pid \S+;/m, `pid ${dir}/nginx.pid;`);
  swap(/^error_log \S+ warn;/m, `error_log ${dir}/error.log warn;`);
  swap(/access_log \S+ casino;/, `access_log ${dir}/access.log casino;`);
  for (const node of nodes) swap(/server \S+ (max_fails[^;]*;\s*)# deployment: app node/, `server 127.0.0.1:${node.port} $1# test: app node`);
  swap(/listen 80;/, `listen 127.0.0.1:${httpPort};`);
  swap(/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
  swap(/ssl_certificate \S+;/, `ssl_certificate ${cert};`);
  swap(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, conf);

  const args = ['-p', `${dir}/`, '-e', path.join(dir, 'startup.log'), '-c', file];
  const checked = await run('nginx', ['-t', ...args]);
  expect(checked.stderr).toMatch(/test is successful/);

  const child: ChildProcess = spawn('nginx', [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(httpsPort, '127.0.0.1', () => (s.end(), resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (up) break;
    if (i > 100) throw new Error(`nginx did not listen:\n${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`);
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    httpPort,
    /** One HTTPS request through the proxy, for the site's host (the throwaway certificate is not checked). */
    call(method: 'GET' | 'POST', urlPath: string, o: { body?: unknown; headers?: Record<string, string>; cookies?: Cookies } = {}) {
      const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
      const headers: Record<string, string> = { host: 'localhost', ...o.headers };
      if (payload) headers['content-type'] = 'application/json';
      const cookie = o.cookies?.header();
      if (cookie) headers.cookie = cookie;
      return new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = https.request({ host: '127.0.0.1', port: httpsPort, method, path: urlPath, headers, rejectUnauthorized: false, agent: false }, (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (c: string) => (text += c));
          res.on('end', () => {
            o.cookies?.store(res.headers['set-cookie'] ?? []);
            resolve({ status: res.statusCode ?? 0, text });
          });
        });
        req.on('error', reject);
        req.end(payload);
      });
    },
    async accessLog(): Promise<string[]> {
      return (await readFile(path.join(dir, 'access.log'), 'utf8')).split('\n').filter(Boolean);
    },
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
