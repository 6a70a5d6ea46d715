import { describe, expect, it } from 'vitest';
import type { CookieJar} from '../../test/harness.ts';
import { call, registeredPlayer, staffJars, useTestContext } from '../../test/harness.ts';

/**
 * The support side's grids: players' messages, call requests and affiliate applications. Each sorts
 * by a named column both ways, filters by status and text, counts every match in `total`, keeps the
 * DOMAIN contract (`{success, <list>: [...]}` with ids, `?status=`), exports what the filter matches
 * as CSV a spreadsheet opens safely, and answers only the roles that read it. A message's thread
 * shows the staff replies under it.
 */
let support: CookieJar, finance: CookieJar;
const t = useTestContext({ demo: false }, async (ctx) => {
  [support, finance] = await staffJars(ctx, 'support', 'finance');
});

const ajax = { 'x-requested-with': 'XMLHttpRequest' };
const sendMessage = async (jar: CookieJar, subject: string, body = 'Merhaba') => {
  const r = await call(t.app, 'PUT', '/api/messages.php', { jar, body: { subject, body }, headers: ajax });
  expect(r.status, r.res.body).toBe(201);
};
async function list<T>(path: string, jar = support) {
  const r = await call(t.app, 'GET', `/api/admin/${path}`, { jar });
  expect(r.status, `${path}: ${r.res.body}`).toBe(200);
  return r.json() as { success: true; total: number; messages: T[]; call_requests: T[]; affiliate_applications: T[] };
}
const csvLines = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n');

describe('messages grid', () => {
  it('lists players’ own messages with their state, filters, sorts both ways, pages and counts all matches', async () => {
    const a = await registeredPlayer(t);
    const b = await registeredPlayer(t);
    await sendMessage(a.jar, 'Aaa çekim sorusu');
    await sendMessage(b.jar, 'Zzz bonus sorusu');
    await sendMessage(b.jar, 'Kapanacak konu');
    // A notice to the player is no message of theirs: it never shows.
    await call(t.app, 'POST', `/api/admin/players/${a.id}/messages`, { jar: support, body: { subject: 'Duyuru-gizli', body: 'x' } });

    type Item = { id: number; username: string; subject: string; status: string; replies: number };
    const all = await list<Item>('messages?limit=200');
    const mine = all.messages.filter((m) => [a.username, b.username].includes(m.username));
    expect(mine.map((m) => m.subject).sort()).toEqual(['Aaa çekim sorusu', 'Kapanacak konu', 'Zzz bonus sorusu']);
    expect(all.messages.some((m) => m.subject === 'Duyuru-gizli')).toBe(false);
    expect(all.total).toBe(all.messages.length);
    const id = (subject: string) => mine.find((m) => m.subject === subject)!.id;

    expect((await call(t.app, 'POST', `/api/admin/messages/${id('Zzz bonus sorusu')}/reply`, { jar: support, body: { body: 'Yanıtımız' } })).status).toBe(200);
    expect((await call(t.app, 'POST', `/api/admin/messages/${id('Kapanacak konu')}/close`, { jar: support })).status).toBe(200);

    // Each state filters to its own; the old `?status=` keeps working.
    const byStatus = async (s: string) => (await list<Item>(`messages?status=${s}&limit=200`)).messages.filter((m) => mine.some((x) => x.id === m.id));
    expect((await byStatus('open')).map((m) => m.subject)).toEqual(['Aaa çekim sorusu']);
    expect(await byStatus('answered')).toMatchObject([{ subject: 'Zzz bonus sorusu', replies: 1, status: 'answered' }]);
    expect((await byStatus('closed')).map((m) => m.status)).toEqual(['closed']);
    const bad = await call(t.app, 'GET', '/api/admin/messages?status=pending', { jar: support });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Geçersiz durum' });

    // Text search: a part of the subject or of the username, case aside; wildcards are text.
    const search = await list<Item>(`messages?q=${encodeURIComponent('BONUS SOR')}`);
    expect(search.messages.map((m) => m.subject)).toEqual(['Zzz bonus sorusu']);
    expect(search.total).toBe(1);
    expect((await list<Item>(`messages?q=${a.username}`)).messages.map((m) => m.subject)).toEqual(['Aaa çekim sorusu']);
    expect((await list<Item>('messages?q=%25')).total).toBe(0);

    // Sorted by subject both ways; by date, newest first by default.
    const asc = (await list<Item>('messages?sort=subject&dir=asc&limit=200')).messages.map((m) => m.id);
    const desc = (await list<Item>('messages?sort=subject&dir=desc&limit=200')).messages.map((m) => m.id);
    expect(asc.indexOf(id('Aaa çekim sorusu'))).toBeLessThan(asc.indexOf(id('Zzz bonus sorusu')));
    expect(desc.indexOf(id('Zzz bonus sorusu'))).toBeLessThan(desc.indexOf(id('Aaa çekim sorusu')));
    const byDate = (await list<Item>('messages?limit=200')).messages.map((m) => m.id);
    expect(byDate.indexOf(id('Kapanacak konu'))).toBeLessThan(byDate.indexOf(id('Aaa çekim sorusu')));
    const oldest = (await list<Item>('messages?sort=created_at&dir=asc&limit=200')).messages.map((m) => m.id);
    expect(oldest.indexOf(id('Aaa çekim sorusu'))).toBeLessThan(oldest.indexOf(id('Kapanacak konu')));
    const p1 = await list<Item>('messages?limit=1&offset=0');
    const p2 = await list<Item>('messages?limit=1&offset=1');
    expect(p1.messages[0]!.id).not.toBe(p2.messages[0]!.id);
    expect(p1.total).toBe(all.total);
    const badSort = await call(t.app, 'GET', '/api/admin/messages?sort=body', { jar: support });
    expect(badSort.status).toBe(400);
    expect(badSort.json().message).toBe('Bu sütuna göre sıralanamaz');
  });

  it('shows a message’s thread: the player’s message and the replies, with who answered', async () => {
    const p = await registeredPlayer(t);
    await sendMessage(p.jar, 'Konu-thread', 'Hesabım ne zaman onaylanır?');
    const [m] = (await list<{ id: number }>(`messages?q=Konu-thread`)).messages;
    await call(t.app, 'POST', `/api/admin/messages/${m!.id}/reply`, { jar: support, body: { body: 'Bugün içinde.' } });
    const r = await call(t.app, 'GET', `/api/admin/messages/${m!.id}`, { jar: support });
    expect(r.status).toBe(200);
    expect(r.json()).toMatchObject({
      success: true,
      message: { id: m!.id, username: p.username, subject: 'Konu-thread', body: 'Hesabım ne zaman onaylanır?', status: 'answered', replies: 1 },
      replies: [{ id: expect.any(Number), body: 'Bugün içinde.', staff_username: expect.stringMatching(/^support_/), created_at: expect.any(String) }],
    });
    // A reply (or a notice) is no thread of its own; an unknown id is a Turkish 404.
    const replyId = r.json().replies[0].id as number;
    expect((await call(t.app, 'GET', `/api/admin/messages/${replyId}`, { jar: support })).status).toBe(404);
    const missing = await call(t.app, 'GET', '/api/admin/messages/999999', { jar: support });
    expect(missing.status).toBe(404);
    expect(missing.json().message).toBe('Mesaj bulunamadı');
    expect((await call(t.app, 'GET', `/api/admin/messages/${m!.id}`, { jar: finance })).status).toBe(403);
  });

  it('exports the filtered messages as CSV that opens safely, to who reads messages only', async () => {
    const p = await registeredPlayer(t);
    await sendMessage(p.jar, '=HYPERLINK("http://x")', '+SUM(1;2)');
    const r = await call(t.app, 'GET', `/api/admin/messages.csv?q=${p.username}`, { jar: support });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.res.headers['content-disposition']).toMatch(/attachment; filename="mesajlar-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvLines(r.res.body);
    expect(lines[0]).toBe('"ID";"Kullanıcı adı";"Konu";"Mesaj";"Durum";"Yanıt sayısı";"Tarih"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;"${p.username}";"'=HYPERLINK(""http://x"")";"'+SUM(1;2)";"Yanıt bekliyor";0;`);
    expect((await call(t.app, 'GET', '/api/admin/messages.csv?status=closed&q=' + p.username, { jar: support })).res.body.trim().split('\r\n')).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/admin/messages.csv', {})).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/messages.csv', { jar: finance })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/messages', { jar: finance })).status).toBe(403);
  });
});
