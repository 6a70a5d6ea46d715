import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost, ApiError } from './api-client.ts';
import { errorText } from './error-text.ts';

afterEach(() => vi.unstubAllGlobals());

/** The error a call gets when the server (or whatever stands before it) answers `status` with `body`. */
async function refusal(status: number, body: string, contentType = 'application/json'): Promise<unknown> {
  vi.stubGlobal(
    'fetch',
    async () => new Response(body, { status, headers: { 'Content-Type': contentType } }),
  );
  return apiPost('somewhere.php').then(
    () => {
      throw new Error('the call should have failed');
    },
    (e: unknown) => e,
  );
}

describe('errorText', () => {
  it("shows the server's text from the site's own envelope", async () => {
    const e = await refusal(
      429,
      JSON.stringify({ success: false, message: 'Çok fazla deneme', error: 'Kod' }),
    );
    expect(errorText(e, 'Olmadı', 'Bağlantı yok')).toBe('Çok fazla deneme');
    expect(errorText(e, 'Olmadı', 'Bağlantı yok', { errorFirst: true })).toBe('Kod');
    expect(errorText(e, 'Olmadı', 'Bağlantı yok', { prefix: 'Bonus seçilemedi: ' })).toBe(
      'Bonus seçilemedi: Çok fazla deneme',
    );
    expect(errorText(e, 'Olmadı', 'Bağlantı yok', { ignoreServerText: true })).toBe('Olmadı');
  });

  it('shows the envelope of a 200 reply that says success: false', async () => {
    const e = await refusal(200, JSON.stringify({ success: false, message: 'Bakiye yetersiz' }));
    expect(errorText(e, 'Olmadı')).toBe('Bakiye yetersiz');
  });

  it("never shows the framework's raw 404 JSON", async () => {
    const e = await refusal(
      404,
      JSON.stringify({
        message: 'Route POST:/api/somewhere.php not found',
        error: 'Not Found',
        statusCode: 404,
      }),
    );
    expect(errorText(e, 'Olmadı', 'Bağlantı yok')).toBe('Olmadı');
    expect(errorText(e, 'Olmadı', 'Bağlantı yok', { errorFirst: true })).toBe('Olmadı');
    expect(errorText(e, 'Olmadı', 'Bağlantı yok', { prefix: 'Bonus seçilemedi: ' })).toBe(
      'Bonus seçilemedi: Olmadı',
    );
  });

  it("never shows a proxy's 502, in JSON or in HTML", async () => {
    const json = await refusal(
      502,
      JSON.stringify({ message: 'upstream connect error', error: 'Bad Gateway' }),
    );
    expect(errorText(json, 'Olmadı', 'Bağlantı yok')).toBe('Olmadı');
    const html = await refusal(502, '<html><body>502 Bad Gateway</body></html>', 'text/html');
    expect(errorText(html, 'Olmadı', 'Bağlantı yok')).toBe('Olmadı');
    expect(errorText(html, 'Olmadı', 'Bağlantı yok', { invalidReply: 'Geçersiz yanıt' })).toBe(
      'Geçersiz yanıt',
    );
  });

  it('shows the failure text when no reply came, or for a bug', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const e = await apiPost('somewhere.php').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    expect(errorText(e, 'Olmadı', 'Bağlantı yok')).toBe('Bağlantı yok');
    expect(errorText(new Error('boom'), 'Olmadı', 'Bağlantı yok')).toBe('Bağlantı yok');
  });
});
