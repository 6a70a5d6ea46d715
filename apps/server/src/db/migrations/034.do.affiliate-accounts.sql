-- Affiliate accounts, tracking and the campaign dimension of the btag summaries (issue 29;
-- docs/decisions/0031-affiliate-programme.md).

-- An affiliate account IS an approved application: its id, btag and password are the row's. Its own
-- two-step sign-in (the secret sealed as staff's are: lib/seal.ts), the last code's step (a code signs
-- in once) and a suspension.
alter table affiliate_applications add column totp_secret text;
alter table affiliate_applications add column totp_pending_secret text;
alter table affiliate_applications add column totp_enabled boolean not null default false;
alter table affiliate_applications add column totp_last_step bigint;
alter table affiliate_applications add column suspended_at timestamptz;
alter table affiliate_applications add constraint affiliate_totp_enabled_has_secret check (not totp_enabled or totp_secret is not null);
-- One account per e-mail address and site: two approved applications with one address cannot exist.
create unique index affiliate_approved_email on affiliate_applications (site_id, lower(email)) where status = 'approved';

-- The affiliates' sessions, beside players' (sessions) and staff's (staff_sessions): the row's id is
-- the SHA-256 of the cookie's token.
create table affiliate_sessions (
  id text primary key,
  affiliate_id integer not null references affiliate_applications (id) on delete cascade,
  ip text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index affiliate_sessions_affiliate on affiliate_sessions (affiliate_id);
create index affiliate_sessions_expiry on affiliate_sessions (expires_at);

-- Clicks: one per site, visitor address (its hash, never the address), btag and Istanbul day; the
-- campaign of the first of the day's visits kept with it.
create table affiliate_clicks (
  site_id integer not null references sites (id),
  day date not null,
  btag text not null,
  visitor text not null,
  campaign text not null default '',
  created_at timestamptz not null default now(),
  primary key (btag, day, site_id, visitor)
);

-- The campaign (sub-id) a player registered through, beside the btag.
alter table players add column affiliate_campaign text not null default '';

-- The btag summaries per campaign too: summed over campaigns they are the btag report as before.
alter table report_daily_btag add column campaign text not null default '';
alter table report_daily_btag drop constraint report_daily_btag_pkey;
alter table report_daily_btag add primary key (site_id, day, btag, campaign);
create index report_daily_btag_btag on report_daily_btag (btag, day) where btag <> '';
alter table report_first_deposits add column campaign text not null default '';
create index report_first_deposits_btag on report_first_deposits (btag, day) where btag <> '';
