import type { Queryable } from '../../db/client.ts';
import { maybeOne } from '../../db/client.ts';

/**
 * The affiliate accounts' SQL (an account is an approved affiliate application, which the contact
 * module writes; this module writes only the account's own columns: two-step sign-in), the clicks,
 * and the lists of an affiliate's players. Figures come from the reports (reports.service.ts).
 */

export interface AffiliateAccountRow {
  id: number;
  site_id: number;
  email: string;
  name: string;
  btag: string | null;
  status: 'pending' | 'approved' | 'rejected';
  password_hash: string | null;
  totp_enabled: boolean;
  totp_secret: string | null;
  suspended_at: Date | null;
}

const ACCOUNT_COLUMNS =
  'id, site_id, email, name, btag, status, password_hash, totp_enabled, totp_secret, suspended_at';

/**
 * The account an e-mail address signs in to on a site: its approved application when it has one
 * (one at most: the partial unique index of migration 034), else its latest application (pending or
 * rejected: told it is not approved).
 */
export function findAccountByEmail(q: Queryable, siteId: number, email: string) {
  return maybeOne<AffiliateAccountRow>(
    q,
    `select ${ACCOUNT_COLUMNS} from affiliate_applications
      where site_id = $1 and lower(email) = lower($2)
      order by (status = 'approved') desc, id desc limit 1`,
    [siteId, email],
  );
}

export function findAccount(q: Queryable, id: number) {
  return maybeOne<AffiliateAccountRow>(
    q,
    `select ${ACCOUNT_COLUMNS} from affiliate_applications where id = $1 and status = 'approved'`,
    [id],
  );
}

/** The approved affiliate a btag belongs to (its site), or nothing. */
export function findAccountByBtag(q: Queryable, btag: string) {
  return maybeOne<{ id: number; site_id: number }>(
    q,
    `select id, site_id from affiliate_applications where btag = $1 and status = 'approved'`,
    [btag],
  );
}

/** Records the step of a sign-in's code; false when that code (or a later one) was used already. */
export async function claimTotpStep(q: Queryable, id: number, step: number): Promise<boolean> {
  const rows = await q.query(
    `update affiliate_applications set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
    [id, step],
  );
  return rows.length === 1;
}

export async function setPendingTotpSecret(q: Queryable, id: number, sealed: string) {
  await q.query(`update affiliate_applications set totp_pending_secret = $2 where id = $1`, [id, sealed]);
}

export function findPendingTotpSecret(q: Queryable, id: number) {
  return maybeOne<{ secret: string | null }>(
    q,
    `select totp_pending_secret as secret from affiliate_applications where id = $1`,
    [id],
  );
}

/** The pending secret becomes the account's (only while it is the one the code was checked against). */
export async function enableTotp(q: Queryable, id: number, sealed: string): Promise<boolean> {
  const rows = await q.query(
    `update affiliate_applications set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_enabled = true
      where id = $1 and totp_pending_secret = $2 and not totp_enabled returning id`,
    [id, sealed],
  );
  return rows.length === 1;
}

export async function disableTotp(q: Queryable, id: number) {
  await q.query(
    `update affiliate_applications set totp_secret = null, totp_pending_secret = null, totp_enabled = false where id = $1`,
    [id],
  );
}

/**
 * One click per site, visitor, btag and Istanbul day: counted only for the btag of an approved
 * affiliate of the site (one statement; a repeat does nothing).
 */
export async function insertClick(
  q: Queryable,
  c: { siteId: number; btag: string; campaign: string; visitor: string },
) {
  await q.query(
    `insert into affiliate_clicks (site_id, day, btag, visitor, campaign)
     select $1, (now() at time zone 'Europe/Istanbul')::date, $2, $3, $4
      where exists (select 1 from affiliate_applications a where a.btag = $2 and a.status = 'approved' and a.site_id = $1)
     on conflict do nothing`,
    [c.siteId, c.btag, c.visitor, c.campaign],
  );
}

/** A btag's clicks on a site by Istanbul day and campaign. */
export function clicksByDayCampaign(q: Queryable, siteId: number, btag: string, from: string, to: string) {
  return q.query<{ day: string; campaign: string; clicks: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, campaign, count(*)::integer as clicks
       from affiliate_clicks where btag = $2 and site_id = $1 and day between $3::date and $4::date
      group by 1, 2`,
    [siteId, btag, from, to],
  );
}

/** A btag's players on a site registered up to the period's end (no personal data: username, campaign, day). */
export function playersOf(q: Queryable, siteId: number, btag: string, to: string) {
  return q.query<{ id: number; username: string; campaign: string; registered_on: string }>(
    `select p.id, p.username, p.affiliate_campaign as campaign,
            to_char((p.created_at at time zone 'Europe/Istanbul')::date, 'YYYY-MM-DD') as registered_on
       from players p
      where p.site_id = $1 and p.affiliate_btag = $2 and p.affiliate_btag <> ''
        and p.created_at < (($3::date + 1)::timestamp at time zone 'Europe/Istanbul')
      order by p.created_at desc, p.id desc`,
    [siteId, btag, to],
  );
}
