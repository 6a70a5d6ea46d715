import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import * as q from './messages.queries.ts';

export const MESSAGES_PAGE_SIZE = 10;
export const SENDER_ME = 'Siz';
export const SENDER_SITE = 'Site Yönetimi';

/** A notice from site management to the player's inbox, in the caller's transaction. */
export function notify(tx: Queryable, playerId: number, type: q.MessageType, subject: string, body: string) {
  return q.insertMessage(tx, { playerId, direction: 'out', type, subject, body });
}

function present(m: q.MessageRow) {
  const mine = m.direction === 'in';
  return {
    id: Number(m.id),
    subject: m.subject,
    body: m.body,
    type: mine ? ('sent' as const) : m.type,
    created_at: m.created_at.toISOString(),
    is_read: m.is_read,
    is_sent_by_me: mine,
    sender_name: mine ? SENDER_ME : SENDER_SITE,
    is_closed: m.is_closed,
  };
}

export async function inbox(db: Db, playerId: number, page: number) {
  const rows = await q.listInbox(db, playerId, MESSAGES_PAGE_SIZE, (page - 1) * MESSAGES_PAGE_SIZE);
  const total = rows[0]?.total ?? (page > 1 ? (await q.listInbox(db, playerId, 1, 0))[0]?.total ?? 0 : 0);
  const replies = rows.length ? await q.listReplies(db, playerId, rows.map((r) => r.id)) : [];
  return {
    success: true as const,
    messages: rows.map((r) => ({
      ...present(r),
      replies: replies.filter((x) => x.parent_id === r.id).map(present),
    })),
    pagination: {
      total_pages: Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE)),
      current_page: page,
      per_page: MESSAGES_PAGE_SIZE,
      total,
    },
  };
}

export async function markRead(db: Db, playerId: number, id: number) {
  if (!(await q.markRead(db, playerId, id))) throw notFound('Mesaj bulunamadı');
}

export async function remove(db: Db, playerId: number, id: number) {
  if (!(await q.softDelete(db, playerId, id))) throw notFound('Mesaj bulunamadı');
}

export async function send(db: Db, playerId: number, subject: string, body: string) {
  return inTransaction(db, async (tx) => {
    await q.lockPlayer(tx, playerId);
    if ((await q.countRecentInbound(tx, playerId)).n >= 10) {
      throw badRequest('Bir saatte en fazla 10 mesaj gönderebilirsiniz. Lütfen daha sonra tekrar deneyin.');
    }
    return q.insertMessage(tx, { playerId, direction: 'in', type: 'sent', subject, body });
  });
}

export async function staffReply(db: Db, actor: Actor, id: number, body: string) {
  return inTransaction(db, async (tx) => {
    const parent = await q.findMessage(tx, id);
    if (!parent || parent.direction !== 'in' || parent.parent_id !== null) throw notFound('Mesaj bulunamadı');
    if (parent.is_closed) throw conflict('Kapatılmış bir mesaja yanıt verilemez');
    const reply = await q.insertMessage(tx, {
      playerId: parent.player_id,
      direction: 'out',
      type: 'system',
      subject: `Yanıt: ${parent.subject}`.slice(0, 255),
      body,
      parentId: parent.id,
      staffId: actor.staffId,
    });
    await audit(tx, actor, { action: 'message.reply', entityType: 'message', entityId: parent.id, after: { reply_id: reply.id } });
    return reply;
  });
}

export async function staffClose(db: Db, actor: Actor, id: number) {
  return inTransaction(db, async (tx) => {
    const before = await q.findMessage(tx, id);
    if (!before || before.direction !== 'in') throw notFound('Mesaj bulunamadı');
    const after = await q.closeMessage(tx, id);
    if (!after) throw conflict('Mesaj zaten kapatılmış');
    await audit(tx, actor, { action: 'message.close', entityType: 'message', entityId: id, before: { is_closed: false }, after: { is_closed: true } });
    return after;
  });
}

export async function staffSendToPlayer(db: Db, actor: Actor, playerId: number, subject: string, body: string) {
  return inTransaction(db, async (tx) => {
    if (!(await q.playerExists(tx, playerId))) throw notFound('Oyuncu bulunamadı');
    const m = await q.insertMessage(tx, { playerId, direction: 'out', type: 'system', subject, body, staffId: actor.staffId });
    await audit(tx, actor, { action: 'message.send', entityType: 'player', entityId: playerId, after: { message_id: m.id, subject } });
    return m;
  });
}

/** A player's message with the replies under it, for the staff's thread (the grid lists them: messages.staff.ts). */
export async function threadForStaff(db: Db, id: number) {
  const m = await q.findInboundForStaff(db, id);
  if (!m) throw notFound('Mesaj bulunamadı');
  const replies = await q.listThreadReplies(db, id);
  return {
    message: { ...m, id: Number(m.id), created_at: m.created_at.toISOString() },
    replies: replies.map((r) => ({ ...r, id: Number(r.id), created_at: r.created_at.toISOString() })),
  };
}
