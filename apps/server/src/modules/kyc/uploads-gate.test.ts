import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
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

  const listing = async (...dirs: string[]) => {
    try {
      return await readdir(path.join(t.config.uploadsDir, ...dirs));
    } catch {
      return [];
    }
  };
  const docs = () => ({
    id_front: { filename: 'on.jpg', type: 'image/jpeg', data: sampleFiles.jpeg() },
    id_back: { filename: 'arka.png', type: 'image/png', data: sampleFiles.png() },
    address: { filename: 'fatura.pdf', type: 'application/pdf', data: sampleFiles.pdf() },
  });

  const CHUNK = 64 * 1024;
  /**
   * Sends an upload in 64 KB chunks; after `pauseAt` bytes, waits (the request still open) until a
   * staged file of more than `staged` bytes is on disk, and returns the largest size it saw there.
   */
  async function streamUpload(cookie: string, fields: Parameters<typeof multipart>[0], pauseAt: number, staged: number) {
    const { payload, contentType } = multipart(fields);
    let seen = 0;
    async function* body() {
      for (let i = 0; i < pauseAt; i += CHUNK) yield payload.subarray(i, Math.min(i + CHUNK, pauseAt));
      await vi.waitFor(
        async () => {
          for (const name of await listing('incoming')) seen = Math.max(seen, (await stat(path.join(t.config.uploadsDir, 'incoming', name))).size);
          expect(seen).toBeGreaterThan(staged);
        },
        { timeout: 5_000 },
      );
      for (let i = pauseAt; i < payload.length; i += CHUNK) yield payload.subarray(i, i + CHUNK);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kyc-upload.php',
      headers: { host: 'localhost', cookie, 'content-type': contentType },
      payload: Readable.from(body()),
    });
    return { res, seen };
  }

  it('streams a file to disk while it arrives, before the request has ended', async () => {
    const p = await registeredPlayer(t);
    const big = { filename: 'on.jpg', type: 'image/jpeg', data: Buffer.concat([sampleFiles.jpeg(), Buffer.alloc(3 * 1024 * 1024)]) };
    const { res } = await streamUpload(p.jar.header(), { ...docs(), id_front: big }, 2 * 1024 * 1024, 1024 * 1024);
    expect(res.statusCode).toBe(201);
    expect(await listing('kyc', String(p.id))).toHaveLength(3);
    // the staged names are gone once the reply is sent; the kept documents stay
    await vi.waitFor(async () => expect(await listing('incoming')).toEqual([]));
  });

  it('refuses a file over 5 MB while streaming it and leaves no file behind', async () => {
    const p = await registeredPlayer(t);
    // two documents staged before it; the oversized one is on disk up to the limit, then stopped
    const huge = { filename: 'fatura.pdf', type: 'application/pdf', data: Buffer.concat([sampleFiles.pdf(), Buffer.alloc(12 * 1024 * 1024)]) };
    const { res, seen } = await streamUpload(p.jar.header(), { ...docs(), address: huge }, 4 * 1024 * 1024, 3 * 1024 * 1024);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Dosya boyutu 5MB'dan küçük olmalı!");
    expect(seen).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect(await listing('incoming')).toEqual([]);
    expect(await listing('kyc', String(p.id))).toEqual([]);
    expect((await t.db.query(`select 1 from kyc_submissions where player_id = $1`, [p.id])).length).toBe(0);
  });
});
