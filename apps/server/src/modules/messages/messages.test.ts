import { describe, expect, it } from 'vitest';
import type { CookieJar} from '../../test/harness.ts';
import { call, countRows, useTestContext, registeredPlayer, staffSession } from '../../test/harness.ts';

let support: CookieJar;
const t = useTestContext({}, async (ctx) => {
  support = (await staffSession(ctx, 'support')).jar;
});

const ajax = { 'x-requested-with': 'XMLHttpRequest' };
const send = (jar: CookieJar, subject: string, body: string) =>
  call(t.app, 'PUT', '/api/messages.php', { jar, body: { subject, body }, headers: ajax });

describe('messages.php', () => {
  it('sends a message, shows it as sent, and shows the staff reply under it', async () => {
    const p = await registeredPlayer(t);
    const r = await send(p.jar, 'Çekim süresi', 'Çekimim ne zaman hesabıma geçer?');
    expect(r.status).toBe(201);
    expect(r.json()).toMatchObject({ success: true, message: 'Mesajınız başarıyla gönderildi' });
    const staffList = (await call(t.app, 'GET', '/api/admin/messages?status=open', { jar: support })).json().messages;
    const mine = staffList.find((m: { username: string }) => m.username === p.username);
    expect(mine).toMatchObject({ subject: 'Çekim süresi', status: 'open' });
    const reply = await call(t.app, 'POST', `/api/admin/messages/${mine.id}/reply`, { jar: support, body: { body: 'En geç 24 saat içinde.' } });
    expect(reply.status).toBe(200);

    const inbox = (await call(t.app, 'GET', '/api/messages.php', { jar: p.jar })).json();
    expect(inbox.messages).toHaveLength(1);
    expect(inbox.messages[0]).toMatchObject({ subject: 'Çekim süresi', is_sent_by_me: true, sender_name: 'Siz', type: 'sent' });
    expect(inbox.messages[0].replies).toEqual([
      expect.objectContaining({ body: 'En geç 24 saat içinde.', sender_name: 'Site Yönetimi', is_sent_by_me: false, is_read: false }),
    ]);
    await call(t.app, 'POST', `/api/admin/messages/${mine.id}/close`, { jar: support });
    expect((await call(t.app, 'GET', '/api/messages.php', { jar: p.jar })).json().messages[0].is_closed).toBe(true);
    expect((await call(t.app, 'POST', `/api/admin/messages/${mine.id}/reply`, { jar: support, body: { body: 'x' } })).status).toBe(409);
  });

  it('pages by 10, newest first', async () => {
    const p = await registeredPlayer(t);
    const staffSend = (i: number) =>
      call(t.app, 'POST', `/api/admin/players/${p.id}/messages`, { jar: support, body: { subject: `Duyuru ${i}`, body: 'Metin' } });
    for (let i = 1; i <= 12; i += 1) await staffSend(i);
    const page1 = (await call(t.app, 'GET', '/api/messages.php?page=1', { jar: p.jar })).json();
    expect(page1.messages).toHaveLength(10);
    expect(page1.messages[0].subject).toBe('Duyuru 12');
    expect(page1.pagination).toEqual({ total_pages: 2, current_page: 1, per_page: 10, total: 12 });
    const page2 = (await call(t.app, 'GET', '/api/messages.php?page=2', { jar: p.jar })).json();
    expect(page2.messages.map((m: { subject: string }) => m.subject)).toEqual(['Duyuru 2', 'Duyuru 1']);
  });

  it('marks read and deletes only the player’s own messages', async () => {
    const owner = await registeredPlayer(t);
    const other = await registeredPlayer(t);
    await call(t.app, 'POST', `/api/admin/players/${owner.id}/messages`, { jar: support, body: { subject: 'Özel', body: 'Yalnız sana' } });
    const id = (await call(t.app, 'GET', '/api/messages.php', { jar: owner.jar })).json().messages[0].id;

    expect((await call(t.app, 'GET', '/api/messages.php', { jar: other.jar })).json().messages).toEqual([]);
    const mark = await call(t.app, 'POST', '/api/messages.php', { jar: other.jar, body: { message_id: id } });
    expect(mark.status).toBe(404);
    const del = await call(t.app, 'DELETE', '/api/messages.php', { jar: other.jar, body: { message_id: id } });
    expect(del.status).toBe(404);
    expect((await call(t.app, 'GET', '/api/messages.php', { jar: owner.jar })).json().messages[0]).toMatchObject({ id, is_read: false });

    const ok = await call(t.app, 'POST', '/api/messages.php', { jar: owner.jar, form: { message_id: String(id) } });
    expect(ok.json()).toMatchObject({ success: true, message: 'Mesaj okundu olarak işaretlendi' });
    expect((await call(t.app, 'GET', '/api/messages.php', { jar: owner.jar })).json().messages[0].is_read).toBe(true);
    const gone = await call(t.app, 'DELETE', '/api/messages.php', { jar: owner.jar, body: { message_id: id } });
    expect(gone.json()).toMatchObject({ success: true, message: 'Mesaj başarıyla silindi' });
    expect((await call(t.app, 'GET', '/api/messages.php', { jar: owner.jar })).json().messages).toEqual([]);
  });

  it.each([
    ['no subject', '', 'Metin', 'Lütfen tüm alanları doldurun'],
    ['no body', 'Konu', '   ', 'Lütfen tüm alanları doldurun'],
    ['a subject over 255', 'x'.repeat(256), 'Metin', 'Konu en fazla 255 karakter olabilir'],
    ['a body over 2000', 'Konu', 'x'.repeat(2001), 'Mesaj en fazla 2000 karakter olabilir'],
  ])('refuses %s and writes nothing', async (_n, subject, body, message) => {
    const p = await registeredPlayer(t);
    const before = await countRows(t.db, 'messages');
    const r = await send(p.jar, subject, body);
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(message);
    expect(await countRows(t.db, 'messages')).toBe(before);
  });

  it('requires the AJAX marker for a new message and a login for every call', async () => {
    const p = await registeredPlayer(t);
    const r = await call(t.app, 'PUT', '/api/messages.php', { jar: p.jar, body: { subject: 'a', body: 'b' } });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe('Bu istek yalnızca site içinden gönderilebilir');
    expect((await call(t.app, 'GET', '/api/messages.php')).status).toBe(401);
  });

  it('gets the payment notice of a deposit decision', async () => {
    const finance = (await staffSession(t, 'finance')).jar;
    const p = await registeredPlayer(t);
    const d = (await call(t.app, 'POST', '/api/deposit.php', { jar: p.jar, body: { amount: 1500, sender_name: 'Akbank' } })).json();
    await call(t.app, 'POST', `/api/admin/deposits/${d.deposit.id}/approve`, { jar: finance });
    const [m] = (await call(t.app, 'GET', '/api/messages.php', { jar: p.jar })).json().messages;
    expect(m).toMatchObject({ type: 'payment', subject: 'Yatırımınız onaylandı', body: '1.500 TL tutarındaki yatırımınız onaylandı ve bakiyenize eklendi.' });
  });
});
