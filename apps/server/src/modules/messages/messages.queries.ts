import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

export type MessageType = 'bonus' | 'system' | 'payment' | 'warning' | 'success' | 'sent';

export interface MessageRow {
  id: bigint;
  player_id: number;
  direction: 'in' | 'out';
  type: MessageType;
  subject: string;
  body: string;
  parent_id: bigint | null;
  is_read: boolean;
  is_closed: boolean;
  created_at: Date;
}

const COLUMNS = 'id, player_id, direction, type, subject, body, parent_id, is_read, is_closed, created_at';

export function insertMessage(
  q: Queryable,
  m: { playerId: number; direction: 'in' | 'out'; type: MessageType; subject: string; body: string; parentId?: bigint | number | null; staffId?: number | null },
) {
  return one<MessageRow>(
    q,
    `insert into messages (player_id, direction, type, subject, body, parent_id, staff_id, is_read)
     values ($1, $2, $3, $4, $5, $6, $7, $2 = 'in') returning ${COLUMNS}`,
    [m.playerId, m.direction, m.type, m.subject, m.body, m.parentId ?? null, m.staffId ?? null],
  );
}

/** The player's inbox, newest first: top-level messages only; replies hang under their message. */
export function listInbox(q: Queryable, playerId: number, limit: number, offset: number) {
  return q.query<MessageRow & { total: number }>(
    `select ${COLUMNS}, count(*) over ()::int as total from messages
      where player_id = $1 and parent_id is null and deleted_at is null
      order by created_at desc, id desc limit $2 offset $3`,
    [playerId, limit, offset],
  );
}

export function listReplies(q: Queryable, playerId: number, parentIds: bigint[]) {
  return q.query<MessageRow>(
    `select ${COLUMNS} from messages
      where player_id = $1 and parent_id = any($2::int8[]) and deleted_at is null order by created_at, id`,
    [playerId, parentIds.map(String)],
  );
}

export function markRead(q: Queryable, playerId: number, id: number) {
  return maybeOne<{ id: bigint }>(
    q,
    `update messages set is_read = true where id = $2 and player_id = $1 and deleted_at is null returning id`,
    [playerId, id],
  );
}

export function softDelete(q: Queryable, playerId: number, id: number) {
  return maybeOne<{ id: bigint }>(
    q,
    `update messages set deleted_at = now() where (id = $2 or parent_id = $2) and player_id = $1 and deleted_at is null returning id`,
    [playerId, id],
  );
}

/** A player's message as the staff's thread shows it: who wrote it, its reply count and state. */
export function findInboundForStaff(q: Queryable, id: number) {
  return maybeOne<{
    id: bigint; player_id: number; username: string; subject: string; body: string; is_closed: boolean; created_at: Date;
    replies: number; status: 'open' | 'answered' | 'closed';
  }>(
    q,
    `select m.id, m.player_id, p.username, m.subject, m.body, m.is_closed, m.created_at, r.replies,
            case when m.is_closed then 'closed' when r.replies > 0 then 'answered' else 'open' end as status
       from messages m
       join players p on p.id = m.player_id
       cross join lateral (select count(*)::int as replies from messages r where r.parent_id = m.id) r
      where m.id = $1 and m.direction = 'in' and m.parent_id is null`,
    [id],
  );
}

/** The replies under a message, oldest first, with the staff member who wrote each (null: the system). */
export function listThreadReplies(q: Queryable, parentId: number) {
  return q.query<{ id: bigint; body: string; staff_username: string | null; created_at: Date }>(
    `select r.id, r.body, s.username as staff_username, r.created_at
       from messages r left join staff s on s.id = r.staff_id
      where r.parent_id = $1 order by r.created_at, r.id`,
    [parentId],
  );
}

export function findMessage(q: Queryable, id: number) {
  return maybeOne<MessageRow>(q, `select ${COLUMNS} from messages where id = $1`, [id]);
}

export function closeMessage(q: Queryable, id: number) {
  return maybeOne<MessageRow>(q, `update messages set is_closed = true where id = $1 and not is_closed returning ${COLUMNS}`, [id]);
}

export function countRecentInbound(q: Queryable, playerId: number) {
  return one<{ n: number }>(
    q,
    `select count(*)::int as n from messages where player_id = $1 and direction = 'in' and created_at > now() - interval '1 hour'`,
    [playerId],
  );
}

/** One player's messages at a time: concurrent sends queue on the player's row. */
export async function lockPlayer(q: Queryable, playerId: number): Promise<void> {
  await q.query(`select id from players where id = $1 for update`, [playerId]);
}

export async function playerExists(q: Queryable, playerId: number): Promise<boolean> {
  const rows = await q.query<{ id: number }>(`select id from players where id = $1`, [playerId]);
  return rows.length > 0;
}
