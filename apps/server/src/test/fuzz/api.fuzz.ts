import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '@app/shared/api/staff.ts';
import { reconcile } from '../../modules/wallet/ledger.ts';
import { signedHeaders } from '../../modules/provider/signature.ts';
import type { CookieJar} from '../harness.ts';
import { createTestContext, fundPlayer, registeredPlayer, staffSession, type TestContext } from '../harness.ts';
import { defaultSiteId, gameSession, insertGame } from '../wallet-kit.ts';
import { listening } from '../sse-client.ts';
import { BROKEN_BODIES, HOSTILE_PATH_PARAMS, hostileValue, Rng, sample, WRONG_CONTENT_TYPES, type Json, type Schema } from './inputs.ts';

/**
 * The API under bad input: requests built from the OpenAPI document (every call), as a logged-in
 * player, a staff member of each role and a game server with a valid signature, so that they pass
 * authentication and reach validation and the rules; their bodies, queries and path parameters made
 * malformed or hostile from one seed (FUZZ_SEED). No reply may be a 5xx, every refusal is the API's
 * error shape, and the books reconcile after. FUZZ_REQUESTS sets the count (default 10,000).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query'; schema: Schema; required?: boolean }[];
  body?: Schema;
  /** the schemes of the document's security requirements (lib/openapi.ts) */
  schemes: Set<string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The player's event stream has no end for app.inject to wait for: it is asked over real HTTP. */
const STREAM_PATH = '/api/stream';

describe('API fuzzing from the OpenAPI document', () => {
  let t: TestContext;
  let operations: Operation[];
  let siteId: number;
  let player: Awaited<ReturnType<typeof registeredPlayer>>;
  const staff = new Map<StaffRole, CookieJar>();
  let sessionTokens: string[] = [];

  beforeAll(async () => {
    // Zeplin with a short chain and its first round open (the loop is off in tests): its calls then
    // answer as in production, not with the 503 of a site whose chain is still being made.
    t = await createTestContext({
      catalogue: true,
      config: {
        crash: { loop: false, chainLength: 2_000, bettingMs: 5_000, pauseMs: 0, leaseMs: 3_000, tickMs: 50, pushMs: 250, minBet: 100, maxBet: 1_000_000, maxWin: 50_000_000, maxRoundLoss: 500_000_000 },
      },
    });
    siteId = await defaultSiteId(t);
    await t.app.crash.stepOnce(siteId);
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Operation['params']; security?: Record<string, string[]>[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>> };
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema ?? op.requestBody?.content?.['multipart/form-data']?.schema,
        schemes: new Set((op.security ?? []).flatMap((r) => Object.keys(r))),
      })),
    );
    await insertGame(t, { slug: 'fuzz-slot', name: 'Fuzz Slot' });
    await newPlayer();
    for (const role of STAFF_ROLES) staff.set(role, (await staffSession(t, role)).jar);
  });
  afterAll(() => t?.close());

  async function newPlayer() {
    player = await registeredPlayer(t);
    await fundPlayer(t.db, siteId, player.id, 1_000_000n);
    const [game] = await t.db.query<{ id: number }>(`select id from games order by id limit 1`);
    sessionTokens = [await gameSession(t, player.id, game!.id), await gameSession(t, player.id, game!.id)];
  }

  /** Sessions the fuzzer's own calls ended (logout, a password change, a block) are opened again. */
  async function keepSessionsAlive() {
    const me = await t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { host: 'localhost', cookie: player.jar.header() } });
    if (me.statusCode !== 200) await newPlayer();
    for (const role of STAFF_ROLES) {
      const r = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { host: 'localhost', cookie: staff.get(role)!.header() } });
      if (r.statusCode !== 200) staff.set(role, (await staffSession(t, role)).jar);
    }
  }

  function fillPath(op: Operation, rng: Rng, hostile: boolean): string {
    return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (hostile) return rng.pick(HOSTILE_PATH_PARAMS);
      const p = op.params.find((x) => x.in === 'path' && x.name === name);
      if (p?.schema.type === 'integer') return String(1 + rng.int(4));
      return name === 'doc' ? rng.pick(['id_front', 'selfie', 'x']) : encodeURIComponent(String(sample(p?.schema, rng, name)));
    });
  }

  function query(op: Operation, rng: Rng, hostile: boolean): string {
    const q = new URLSearchParams();
    for (const p of op.params.filter((x) => x.in === 'query')) {
      if (!p.required && rng.chance(0.5)) continue;
      const value = hostile && rng.chance(0.5) ? hostileValue(rng) : sample(p.schema, rng, p.name);
      q.append(p.name, typeof value === 'string' ? value : JSON.stringify(value));
      if (hostile && rng.chance(0.1)) q.append(p.name, 'tekrar');
    }
    if (hostile && rng.chance(0.2)) q.append(rng.pick(['__proto__', 'constructor', 'x'.repeat(200), 'limit']), String(hostileValue(rng)));
    const s = q.toString();
    return s ? `?${s}` : '';
  }

  /** The body, mutated one way or another (or, for `valid`, as the schema asks). */
  function body(op: Operation, rng: Rng, valid: boolean): { payload: string; contentType: string } {
    const base = sample(op.body ?? { type: 'object' }, rng);
    if (op.path.startsWith('/api/provider/') && base && typeof base === 'object' && !Array.isArray(base)) {
      if ('session_token' in base && rng.chance(0.7)) base.session_token = rng.pick(sessionTokens);
      if ('transaction_id' in base && rng.chance(0.5)) base.transaction_id = `tx${rng.int(20)}`;
      if ('round_id' in base && rng.chance(0.5)) base.round_id = `r${rng.int(10)}`;
    }
    const json = (v: Json) => ({ payload: JSON.stringify(v), contentType: 'application/json' });
    if (valid) return json(base);
    const kind = rng.int(8);
    const obj = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
    const keys = Object.keys(obj);
    switch (kind) {
      case 0:
      case 1: {
        // one field (or two) of a hostile value
        for (let i = 0; i < 1 + rng.int(2); i++) {
          const key = keys.length ? rng.pick(keys) : 'amount';
          obj[key] = hostileValue(rng);
        }
        return json(obj);
      }
      case 2: {
        if (keys.length) delete obj[rng.pick(keys)];
        return json(obj);
      }
      case 3: {
        obj[rng.pick(['extra', 'id', 'player_id', 'site_id', 'role', 'balance', 'status', '__proto__', 'constructor'])] = hostileValue(rng);
        return json(obj);
      }
      case 4:
        return json(rng.pick<Json>([[], [obj], 'metin', 42, null, true]));
      case 5:
        return { payload: rng.pick(BROKEN_BODIES), contentType: 'application/json' };
      case 6:
        return { payload: rng.chance(0.5) ? JSON.stringify(obj) : 'amount=1&x=%00', contentType: rng.pick(WRONG_CONTENT_TYPES) };
      default: {
        // huge: a field near or over the body limit
        const key = keys.length ? rng.pick(keys) : 'text';
        obj[key] = 'ş'.repeat(rng.pick([5_000, 200_000, 600_000]));
        return json(obj);
      }
    }
  }

  function authHeaders(op: Operation, rng: Rng, url: string, payload: string, contentType: string): Record<string, string> {
    const headers: Record<string, string> = {};
    // the authentication the document gives the call: a signature, a staff or a player session
    if (op.schemes.has('providerSignature')) {
      if (rng.chance(0.9)) Object.assign(headers, signedHeaders({ id: 'house', secret: t.config.providerHouseSecret }, url, payload));
      else headers['x-provider-id'] = rng.pick(['house', 'yok', "'; --"]);
      headers['content-type'] = contentType;
      return headers;
    }
    const anonymous = rng.chance(0.05);
    if (!anonymous) {
      const staffCall = op.schemes.has('staffSession') || op.path.startsWith('/api/admin/');
      const jar = staffCall ? (rng.chance(0.6) ? staff.get('admin')! : staff.get(rng.pick(STAFF_ROLES))!) : player.jar;
      headers.cookie = jar.header();
    }
    if (rng.chance(0.02)) headers.origin = 'https://kotu.example';
    if (payload !== '' || rng.chance(0.5)) headers['content-type'] = contentType;
    return headers;
  }

  it(`sends ${REQUESTS} malformed or hostile requests: no 5xx, every refusal in the error shape, the books reconcile`, async () => {
    const rng = new Rng(SEED);
    const byStatus = new Map<number, number>();
    const failures: string[] = [];
    const started = Date.now();
    let sent = 0;
    /** A call's reply; the event stream's head is read over HTTP and the stream left (the server sees it go). */
    const ask = async (op: Operation, options: InjectOptions): Promise<{ statusCode: number; body: string; json(): Record<string, unknown> }> => {
      if (op.path !== STREAM_PATH) return t.app.inject(options);
      const headers = { ...(options.headers as Record<string, string>) };
      delete headers.host;
      const leave = new AbortController();
      const res = await fetch(`${await listening(t.app)}${String(options.url)}`, { headers, signal: leave.signal });
      const body = res.headers.get('content-type')?.startsWith('text/event-stream') ? '' : await res.text();
      leave.abort();
      return { statusCode: res.status, body, json: () => JSON.parse(body) as Record<string, unknown> };
    };
    const send = async (op: Operation, options: InjectOptions) => {
      const res = await ask(op, options);
      sent += 1;
      byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
      const where = `${options.method} ${String(options.url).slice(0, 160)} ${String(options.payload ?? '').slice(0, 160)}`;
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where} -> ${res.body.slice(0, 200)}`);
      else if (res.statusCode >= 400) {
        let reply: Record<string, unknown> | undefined;
        try {
          reply = res.json();
        } catch {
          reply = undefined;
        }
        const shaped = op.path.startsWith('/api/provider/')
          ? reply?.status === 'ERROR' && typeof reply.code === 'string' && typeof reply.message === 'string'
          : reply?.success === false && typeof reply.message === 'string' && reply.message !== '';
        if (!shaped) failures.push(`not the error shape: ${res.statusCode} ${where} -> ${res.body.slice(0, 200)}`);
      }
      return res;
    };

    for (let i = 0; sent < REQUESTS; i++) {
      const op = operations[i % operations.length]!;
      // what is malformed: 0 nothing (a plausible call), 1 the body, 2 the query, 3 the path, 4 a repeat
      const what = rng.pick([0, 1, 1, 1, 1, 2, 2, 3, 4]);
      const hostilePath = what === 3 && op.path.includes('{');
      const url = `${fillPath(op, rng, hostilePath)}${query(op, rng, what === 2)}`;
      const hasBody = op.method !== 'GET';
      const { payload, contentType } = hasBody ? body(op, rng, what !== 1) : { payload: '', contentType: 'application/json' };
      const options: InjectOptions = {
        method: op.method as Method,
        url,
        payload: hasBody ? payload : undefined,
        // from addresses of their own, so the fuzzer's logins do not lock the harness's address out
        remoteAddress: `203.0.113.${1 + rng.int(250)}`,
        headers: { host: 'localhost', ...authHeaders(op, rng, url.split('?')[0]!, payload, contentType) },
      };
      await send(op, options);
      // the same call again (a duplicated id, a double click)
      if (what === 4) await send(op, options);
      if (i % 40 === 39 || /logout|password|block|disable|reset-totp|enrol|staff|responsible|two-factor/.test(op.path)) await keepSessionsAlive();
      if (i % 1500 === 1499) await newPlayer();
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const counts = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
    console.log(`fuzz: seed ${SEED}, ${sent} requests over ${operations.length} calls in ${seconds} s; by status: ${counts}`);
    expect(operations.length).toBeGreaterThanOrEqual(150);
    expect(failures.slice(0, 40)).toEqual([]);
    expect(await reconcile(t.db)).toEqual([]);
  });
});
