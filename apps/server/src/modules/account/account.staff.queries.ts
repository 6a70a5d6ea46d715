import type { Queryable } from '../../db/client.ts';
import { maybeOne } from '../../db/client.ts';
import { likeText } from '../../lib/grid.ts';

/**
 * The staff's view of players: search, one player's page, block and unblock. (Balances come from the
 * ledger, messages and KYC decisions from their modules.)
 */
export interface PlayerListRow {
  id: number;
  site_id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  tc: string;
  status: 'active' | 'blocked';
  kyc_status: 'none' | 'pending' | 'verified' | 'rejected';
  created_at: Date;
}

export interface PlayerRow extends PlayerListRow {
  birthdate: string;
  city: string;
  affiliate_btag: string;
  two_factor_enabled: boolean;
  kyc_reject_reason: string;
}

const LIST_COLUMNS = `p.id, p.site_id, p.username, p.email, p.first_name, p.last_name, p.phone, p.tc, p.status, p.created_at,
       case when p.kyc_verified then 'verified' else coalesce(k.status, 'none') end as kyc_status`;
const LATEST_KYC = `left join lateral (select status, reject_reason from kyc_submissions where player_id = p.id order by id desc limit 1) k on true`;

/** The players grid's sortable columns (their SQL); `id` is the default and the tie-break. */
export const PLAYER_SORT_SQL = {
  id: 'p.id',
  username: 'lower(p.username)',
  name: "lower(p.first_name || ' ' || p.last_name)",
  created_at: 'p.created_at',
  status: 'p.status',
  kyc_status: 'kyc_status',
} as const;

export interface PlayerSearch {
  text: string;
  phoneDigits: string;
  tcDigits: string;
  id: number | null;
  status: 'active' | 'blocked' | null;
  kycStatus: PlayerListRow['kyc_status'] | null;
  orderBy: string;
  limit: number;
  offset: number;
}

/**
 * Players whose username or e-mail contains `text`, whose phone contains `phoneDigits`, whose TC
 * Kimlik starts with `tcDigits`, or whose id is `id` (all players when nothing is given), narrowed by
 * status and KYC state; one page in the grid's order, each row with the count of all matches.
 * (Username and e-mail parts use the trigram indexes of migration 015.)
 */
export function searchPlayers(q: Queryable, s: PlayerSearch) {
  return q.query<PlayerListRow & { total_count: string }>(
    `select p.*, count(*) over () as total_count
       from (select ${LIST_COLUMNS}
               from players p ${LATEST_KYC}
              where (($1 = '' and $4::integer is null)
                     or p.id = $4::integer
                     or ($1 <> '' and (lower(p.username) like $2 or lower(p.email) like $2))
                     or ($3 <> '' and p.phone like $3)
                     or ($5 <> '' and p.tc like $5))
                and ($8::text is null or p.status = $8::text)) p
      where ($9::text is null or p.kyc_status = $9::text)
      ${s.orderBy}
      limit $6 offset $7`,
    [
      s.text,
      likeText(s.text),
      s.phoneDigits ? likeText(s.phoneDigits) : '',
      s.id,
      s.tcDigits ? `${s.tcDigits}%` : '',
      s.limit,
      s.offset,
      s.status,
      s.kycStatus,
    ],
  );
}

export function findPlayer(q: Queryable, id: number) {
  return maybeOne<PlayerRow>(
    q,
    `select ${LIST_COLUMNS}, to_char(p.birthdate, 'YYYY-MM-DD') as birthdate, p.city, p.affiliate_btag, p.two_factor_enabled,
            case when k.status = 'rejected' and not p.kyc_verified then coalesce(k.reject_reason, '') else '' end as kyc_reject_reason
       from players p ${LATEST_KYC}
      where p.id = $1`,
    [id],
  );
}

/** The player's status, locked until the end of the caller's transaction. */
export function lockPlayerStatus(q: Queryable, id: number) {
  return maybeOne<{ id: number; username: string; status: 'active' | 'blocked' }>(q, `select id, username, status from players where id = $1 for update`, [id]);
}

export async function setPlayerStatus(q: Queryable, id: number, status: 'active' | 'blocked'): Promise<void> {
  await q.query(`update players set status = $2, updated_at = now() where id = $1`, [id, status]);
}
