import { describe, expect, it } from 'vitest';
import { call, useTestContext, registeredPlayer } from '../test/harness.ts';

const t = useTestContext();

describe('the site hooks follow the matched route, not the raw URL', () => {
  it('refuses a foreign Origin on an encoded path (/%61pi/logout.php)', async () => {
    const p = await registeredPlayer(t);
    const r = await call(t.app, 'POST', '/%61pi/logout.php', { jar: p.jar, headers: { origin: 'https://evil.example' } });
    expect(r.status, r.res.body).toBe(403);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: p.jar })).json().logged_in).toBe(true);
  });

  it('knows the session on an encoded path too', async () => {
    const p = await registeredPlayer(t);
    const r = await call(t.app, 'GET', '/%61pi/user_session.php', { jar: p.jar });
    expect(r.status).toBe(200);
    expect(r.json().logged_in).toBe(true);
    // and a same-origin logout through it ends the session
    expect((await call(t.app, 'POST', '/%61pi/logout.php', { jar: p.jar, headers: { origin: 'http://localhost' } })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user_session.php', { jar: p.jar })).json().logged_in).toBe(false);
  });
});
