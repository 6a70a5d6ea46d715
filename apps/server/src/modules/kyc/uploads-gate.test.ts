import { describe, expect, it } from 'vitest';
import { useTestContext, multipart, registeredPlayer, sampleFiles } from '../../test/harness.ts';

const t = useTestContext();

function send(url: string, fields: Parameters<typeof multipart>[0], cookie = '') {
  const { payload, contentType } = multipart(fields);
  return t.app.inject({ method: 'POST', url, headers: { host: 'localhost', cookie, 'content-type': contentType }, payload });
}

describe('multipart files only on the upload route, after the session (ASVS 5.2.1)', () => {
  it('refuses a file on a route that takes none, before reading it', async () => {
    const staff = await send('/api/admin/deposits/1/approve', { note: 'x', doc: { filename: 'a.jpg', type: 'image/jpeg', data: sampleFiles.jpeg() } });
    expect(staff.statusCode).toBe(413);
    const login = await send('/api/login.php', { username: 'kimse', password: 'Yanlis.Sifre1', doc: { filename: 'a.jpg', type: 'image/jpeg', data: sampleFiles.jpeg() } });
    expect(login.statusCode).toBe(413);
  });

  it('still reads plain multipart fields everywhere', async () => {
    const r = await send('/api/login.php', { username: 'kimse', password: 'Yanlis.Sifre1' });
    expect(r.statusCode).toBe(401);
  });

  it('refuses the upload of a visitor without a session at its first file', async () => {
    const r = await send('/api/kyc-upload.php', { id_front: { filename: 'a.jpg', type: 'image/jpeg', data: sampleFiles.jpeg() } });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe('Giriş yapılmamış');
  });

  it('takes the three documents from a logged-in player, 5 MB each at most', async () => {
    const p = await registeredPlayer(t);
    const docs = {
      id_front: { filename: 'on.jpg', type: 'image/jpeg', data: sampleFiles.jpeg() },
      id_back: { filename: 'arka.png', type: 'image/png', data: sampleFiles.png() },
      address: { filename: 'fatura.pdf', type: 'application/pdf', data: sampleFiles.pdf() },
    };
    const big = await send('/api/kyc-upload.php', { ...docs, id_front: { ...docs.id_front, data: Buffer.concat([sampleFiles.jpeg(), Buffer.alloc(5 * 1024 * 1024)]) } }, p.jar.header());
    expect(big.statusCode).toBe(413);
    expect((await send('/api/kyc-upload.php', docs, p.jar.header())).statusCode).toBe(201);
  });
});
