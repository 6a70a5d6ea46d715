import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES, staffMessages, type StaffRole } from '@app/shared/api/staff.ts';
import { serverRoot } from '../../config.ts';
import { call, registeredPlayer, staffSession, useTestContext, type CookieJar } from '../../test/harness.ts';
import { createLoginLimiters } from '../auth/auth.service.ts';
import { adminRoutes } from './admin.routes.ts';
import { ROLE_PERMISSIONS } from '@app/shared/api/staff.ts';
import { ROUTE_ACCESS } from './permissions.ts';

/**
 * The role matrix, generated from the permission table: every /api/admin route the app serves is in
 * the table (and nothing else is), and every route is called by every role, by a player and by no
 * one. A role holding the route's permission gets past the check (whatever the call then answers:
 * an unknown id is a 404, an empty body a 400); any other role gets a 403 with the Turkish text
 * before its input is read; without a staff session it is a 401.
 */
const t = useTestContext({ demo: false });

interface Route {
  method: string;
  path: string;
  key: string;
}

async function servedRoutes(): Promise<Route[]> {
  const doc = (await call(t.app, 'GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([p]) => p.startsWith('/api/admin/'))
    .flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => {
        const rel = p.slice('/api/admin'.length).replace(/\{(\w+)\}/g, ':$1');
        return { method: m.toUpperCase(), path: rel, key: `${m.toUpperCase()} ${rel}` };
      }),
    );
}

/** A concrete URL for a route: ids that name no row, a valid document name. */
const urlOf = (r: Route) => `/api/admin${r.path.replace(':doc', 'id_front').replace(/:\w+/g, '999999')}`;
const send = (r: Route, jar?: CookieJar) => call(t.app, r.method as 'GET' | 'POST' | 'PUT', urlOf(r), { jar, body: r.method === 'GET' ? undefined : {} });

describe('the permission table', () => {
  it('names every route the back office serves, and no other', async () => {
    const served = (await servedRoutes()).map((r) => r.key).sort();
    expect(served).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('refuses to register a route that has no entry', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(import('@fastify/cookie'));
    let refused: unknown;
    await app.register(
      async (scope) => {
        await adminRoutes(t.db, t.config, createLoginLimiters(undefined, t.config.registrationLimits))(scope, {});
        try {
          scope.get('/secret-report', async () => ({ success: true }));
        } catch (err) {
          refused = err;
        }
      },
      { prefix: '/api/admin' },
    );
    await app.close();
    expect(String(refused)).toMatch(/GET \/api\/admin\/secret-report has no entry/);
  });

  it('gives admin every permission and every other role only what the matrix lists', () => {
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...STAFF_PERMISSIONS].sort());
    for (const role of STAFF_ROLES) for (const p of ROLE_PERMISSIONS[role]) expect(STAFF_PERMISSIONS).toContain(p);
    expect(ROLE_PERMISSIONS.finance).toEqual(expect.arrayContaining(['deposits.decide', 'withdrawals.decide', 'players.adjust', 'reports.read']));
    expect(ROLE_PERMISSIONS.support).toEqual(expect.arrayContaining(['players.read', 'messages.answer', 'call_requests.decide', 'kyc.decide']));
    expect(ROLE_PERMISSIONS.content).toEqual(['banners.manage', 'pages.manage', 'promotions.manage', 'games.manage', 'sites.manage']);
    expect(ROLE_PERMISSIONS.risk).toEqual(expect.arrayContaining(['players.read', 'players.block', 'limits.manage', 'flags.manage', 'reports.read', 'site_rules.manage']));
    // The site rules are risk's (and admin's): content edits the site, not its rules.
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin' && r !== 'risk')) expect(ROLE_PERMISSIONS[role], role).not.toContain('site_rules.manage');
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
      expect(ROLE_PERMISSIONS[role], role).not.toContain('staff.manage');
      expect(ROLE_PERMISSIONS[role], role).not.toContain('audit.read');
    }
  });

  it('is the table docs/backoffice.md shows', async () => {
    const doc = await readFile(path.join(serverRoot, '../../docs/backoffice.md'), 'utf8');
    const rows = doc.split('\n').filter((l) => /^\| `[a-z_.]+` \|/.test(l));
    const documented = Object.fromEntries(STAFF_ROLES.map((r) => [r, [] as string[]]));
    const header = doc.split('\n').find((l) => l.startsWith('| permission |'))!.split('|').map((c) => c.trim()).filter(Boolean).slice(1);
    for (const row of rows) {
      const cells = row.split('|').map((c) => c.trim()).slice(1, -1);
      const permission = cells[0]!.replace(/`/g, '');
      cells.slice(1).forEach((c, i) => {
        if (c === '✓') documented[header[i]!]!.push(permission);
      });
    }
    expect(header).toEqual([...STAFF_ROLES]);
    for (const role of STAFF_ROLES) expect(documented[role]!.sort(), role).toEqual([...ROLE_PERMISSIONS[role]].sort());
  });
});

describe('every route for every role', () => {
  it.each(STAFF_ROLES.map((r) => [r]))('%s: allowed where the matrix says so, 403 elsewhere', async (role: StaffRole) => {
    const { jar } = await staffSession(t, role);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const r of await servedRoutes()) {
      const access = ROUTE_ACCESS[r.key]!;
      if (access === 'open' || r.key === 'POST /logout-everywhere') continue; // they end the session: below
      const allowed = access === 'signed-in' || ROLE_PERMISSIONS[role].includes(access);
      const res = await send(r, jar);
      const refused = res.status === 403 && res.json().message === staffMessages.forbidden && res.json().success === false;
      outcomes.push(`${r.key}: ${refused ? 'forbidden' : res.status === 401 ? 'signed out' : 'allowed'}`);
      expected.push(`${r.key}: ${allowed ? 'allowed' : 'forbidden'}`);
    }
    expect(outcomes).toEqual(expected);
    const me = (await call(t.app, 'GET', '/api/admin/me', { jar })).json();
    expect(me.staff.role).toBe(role);
    expect(me.staff.permissions).toEqual([...ROLE_PERMISSIONS[role]]);
  });

  it('answers 401 without a staff session and to a player, before reading the input', async () => {
    const player = await registeredPlayer(t);
    for (const r of await servedRoutes()) {
      if (ROUTE_ACCESS[r.key] === 'open') continue;
      for (const jar of [undefined, player.jar]) {
        const res = await send(r, jar);
        expect(res.status, `${r.key} ${jar ? 'player' : 'nobody'}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, message: staffMessages.signInRequired });
      }
    }
  });

  it('lets every role log out everywhere', async () => {
    for (const role of STAFF_ROLES) {
      const { jar } = await staffSession(t, role);
      expect((await call(t.app, 'POST', '/api/admin/logout-everywhere', { jar })).status, role).toBe(200);
      expect((await call(t.app, 'GET', '/api/admin/me', { jar })).status, role).toBe(401);
    }
  });
});
