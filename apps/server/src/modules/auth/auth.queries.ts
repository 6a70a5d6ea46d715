import type { Queryable } from '../../db/client.ts';
import { maybeOne, one } from '../../db/client.ts';

export interface LoginPlayerRow {
  id: number;
  username: string;
  password_hash: string;
  status: string;
  two_factor_enabled: boolean;
  two_factor_secret: string | null;
}

/** Records the time step of a login's two-factor code; false when that code (or a later one) was used already. */
export async function claimTotpStep(db: Queryable, playerId: number, step: number): Promise<boolean> {
  const rows = await db.query(
    `update players set two_factor_last_step = $2 where id = $1 and (two_factor_last_step is null or two_factor_last_step < $2) returning id`,
    [playerId, step],
  );
  return rows.length === 1;
}

/** Players log in with their username or their e-mail address. */
export function findPlayerForLogin(db: Queryable, siteId: number, login: string) {
  return maybeOne<LoginPlayerRow>(
    db,
    `select id, username, password_hash, status, two_factor_enabled, two_factor_secret from players
      where site_id = $1 and (lower(username) = lower($2) or lower(email) = lower($2))
      order by (lower(username) = lower($2)) desc limit 1`,
    [siteId, login],
  );
}

export async function recordLogin(
  db: Queryable,
  e: { playerId: number | null; username: string; success: boolean; ip: string; location: string; userAgent: string },
) {
  await db.query(
    `insert into login_history (player_id, username, success, ip, location, user_agent) values ($1, $2, $3, $4, $5, $6)`,
    [e.playerId, e.username.slice(0, 100), e.success, e.ip, e.location, e.userAgent.slice(0, 300)],
  );
}

export interface SessionUserRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  cash: bigint;
}

export function findSessionUser(db: Queryable, playerId: number) {
  return maybeOne<SessionUserRow>(
    db,
    `select p.id, p.username, p.first_name, p.last_name, p.email, coalesce(a.balance, 0)::int8 as cash
       from players p left join accounts a on a.player_id = p.id and a.kind = 'cash'
      where p.id = $1`,
    [playerId],
  );
}

export function findTakenIdentity(db: Queryable, siteId: number, p: { username: string; email: string; tc: string }) {
  return maybeOne<{ username_taken: boolean; email_taken: boolean; tc_taken: boolean }>(
    db,
    `select bool_or(lower(username) = lower($2)) as username_taken,
            bool_or(lower(email) = lower($3)) as email_taken,
            bool_or(tc = $4) as tc_taken
       from players
      where site_id = $1 and (lower(username) = lower($2) or lower(email) = lower($3) or tc = $4)`,
    [siteId, p.username, p.email, p.tc],
  );
}

export interface NewPlayer {
  siteId: number;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  tc: string;
  birthdate: string;
  gender: string;
  country: string;
  city: string;
  currency: string;
  lang: string;
  affiliateBtag: string;
  /** The campaign (sub-id) of the affiliate link, '' without one. */
  affiliateCampaign?: string;
  campaignNews: boolean;
}

export async function insertPlayer(db: Queryable, p: NewPlayer): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into players (site_id, username, email, password_hash, first_name, last_name, phone, tc, birthdate,
                          gender, country, city, currency, lang, affiliate_btag, affiliate_campaign, campaign_news)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     returning id`,
    [
      p.siteId, p.username, p.email, p.passwordHash, p.firstName, p.lastName, p.phone, p.tc, p.birthdate,
      p.gender, p.country, p.city, p.currency, p.lang, p.affiliateBtag, p.affiliateCampaign ?? '', p.campaignNews,
    ],
  );
  return row.id;
}
