import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openTestPglite } from '../../test/database-template.ts';
import { migrate } from '../../db/migrate.ts';
import { seed } from '../../bootstrap/seed.ts';
import { call, useTestContext, multipart, registeredPlayer, sampleFiles, staffSession } from '../../test/harness.ts';
import { sweepExpiredSessions } from '../../plugins/session-sweep.ts';
import { ensureAdmin } from './staff.service.ts';

const t = useTestContext();

describe('low-severity hardening (issue 13, point 13)', () => {
  it('does not keep a typed name that matches no account in the login history', async () => {
    await call(t.app, 'POST', '/api/login.php', { body: { username: 'Sifrem.Burada1', password: 'Yanlis.Sifre1' } });
    const rows = await t.db.query(`select 1 from login_history where username = 'Sifrem.Burada1'`);
    expect(rows).toHaveLength(0);
  });

  it('deletes expired player and staff sessions', async () => {
    const p = await registeredPlayer(t);
    await t.db.query(`insert into sessions (id, player_id, remember, ip, user_agent, expires_at) values ('old-session', $1, false, '', '', now() - interval '1 minute')`, [p.id]);
    const s = await staffSession(t, 'support');
    await t.db.query(`insert into staff_sessions (id, staff_id, expires_at) select 'old-staff', id, now() - interval '1 minute' from staff where username = $1`, [s.username]);
    await sweepExpiredSessions(t.db);
    expect(await t.db.query(`select 1 from sessions where id = 'old-session'`)).toHaveLength(0);
    expect(await t.db.query(`select 1 from staff_sessions where id = 'old-staff'`)).toHaveLength(0);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: p.jar })).json().logged_in).toBe(true);
  });

  it('serves KYC documents in a CSP sandbox, PDFs as attachments', async () => {
    const p = await registeredPlayer(t);
    const { payload, contentType } = multipart({
      id_front: { filename: 'on.jpg', type: 'image/jpeg', data: sampleFiles.jpeg() },
      id_back: { filename: 'arka.png', type: 'image/png', data: sampleFiles.png() },
      address: { filename: 'fatura.pdf', type: 'application/pdf', data: sampleFiles.pdf() },
    });
    const up = await t.app.inject({ method: 'POST', url: '/api/kyc-upload.php', headers: { host: 'localhost', cookie: p.jar.header(), 'content-type': contentType }, payload });
    expect(up.statusCode).toBe(201);
    const staff = await staffSession(t, 'support');
    const [{ id }] = (await t.db.query<{ id: number }>(`select id from kyc_submissions where player_id = $1`, [p.id])) as [{ id: number }];
    const pdf = await call(t.app, 'GET', `/api/admin/kyc/${id}/files/address`, { jar: staff.jar });
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers['content-security-policy']).toBe('sandbox');
    expect(pdf.res.headers['content-disposition']).toBe('attachment');
    const image = await call(t.app, 'GET', `/api/admin/kyc/${id}/files/id_front`, { jar: staff.jar });
    expect(image.res.headers['content-security-policy']).toBe('sandbox');
    expect(image.res.headers['content-disposition']).toBe('inline');
  });

  it('writes a generated admin password to an owner-only file, not to the log', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'casino-admin-'));
    const db = await openTestPglite();
    try {
      await migrate(db);
      await seed(db, { demo: false });
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const logged: string[] = [];
      const log = { info: (...a: unknown[]) => logged.push(JSON.stringify(a)), warn: (...a: unknown[]) => logged.push(JSON.stringify(a)) };
      await ensureAdmin(db, config, log as never);
      const file = path.join(dataDir, 'backoffice-admin.txt');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const text = await readFile(file, 'utf8');
      const password = /password: (\S+)/.exec(text)![1]!;
      const secret = /totp_secret: (\S+)/.exec(text)![1]!;
      expect(logged.join('\n')).not.toContain(password);
      expect(logged.join('\n')).not.toContain(secret);
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
