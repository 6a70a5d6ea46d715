-- Foundation: sites, content, players, sessions, contact requests.
-- Money columns are integer kuruş (bigint). Every table that holds player data has player_id.

create table sites (
  id integer generated always as identity primary key,
  name text not null,
  title text not null,
  domain text not null unique,
  is_default boolean not null default false,
  whatsapp text not null default '',
  telegram text not null default '',
  email text not null default '',
  support_phone text not null default '',
  colors jsonb not null default '{}'::jsonb,
  custom_css text not null default '',
  cashback_percent integer not null default 10 check (cashback_percent between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index sites_one_default on sites (is_default) where is_default;

create table cms_pages (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id) on delete cascade,
  slug text not null check (slug ~ '^[a-z0-9-]{1,100}$'),
  title text not null,
  content text not null,
  meta_title text not null default '',
  meta_description text not null default '',
  show_in_footer boolean not null default true,
  is_published boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (site_id, slug)
);

create table banners (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id) on delete cascade,
  page text not null check (page in ('home', 'casino', 'slot', 'promotions')),
  device text not null check (device in ('desktop', 'mobile')),
  position text not null default 'main' check (position in ('desktop_left', 'desktop_right', 'main')),
  title text not null,
  link text not null default '',
  image_desktop text not null,
  image_mobile text not null,
  sort integer not null default 0,
  is_active boolean not null default true,
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz not null default now()
);
create index banners_lookup on banners (site_id, page, device, position, sort);

create table promotions (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id) on delete cascade,
  name text not null,
  description text not null default '',
  banner text not null default '',
  bonus_type text not null check (bonus_type in ('deposit', 'cashback', 'free')),
  percent integer not null default 0 check (percent between 0 and 1000),
  fixed_amount bigint not null default 0 check (fixed_amount >= 0),
  max_bonus bigint not null default 0 check (max_bonus >= 0),
  min_deposit bigint not null default 0 check (min_deposit >= 0),
  rollover integer not null default 1 check (rollover between 0 and 100),
  validity_days integer not null default 7 check (validity_days between 1 and 365),
  note text not null default '',
  sort integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index promotions_site on promotions (site_id, is_active, sort);

create table home_categories (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id) on delete cascade,
  title text not null,
  icon text not null default '🎮',
  description text not null default '',
  link text not null default '/games',
  image_url text,
  sort integer not null default 0,
  is_active boolean not null default true
);

create table players (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id),
  username text not null,
  email text not null,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  phone text not null,
  tc text not null check (tc ~ '^[1-9][0-9]{10}$'),
  birthdate date not null,
  gender text not null check (gender in ('male', 'female')),
  country text not null default 'Türkiye',
  city text not null,
  currency text not null default 'TRY' check (currency = 'TRY'),
  lang text not null default 'tr',
  affiliate_btag text not null default '',
  campaign_news boolean not null default false,
  kyc_verified boolean not null default false,
  two_factor_enabled boolean not null default false,
  two_factor_secret text,
  status text not null default 'active' check (status in ('active', 'blocked')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index players_username on players (site_id, lower(username));
create unique index players_email on players (site_id, lower(email));
create unique index players_tc on players (site_id, tc);
create index players_btag on players (affiliate_btag) where affiliate_btag <> '';

-- Ledger accounts. A player's accounts keep a cached balance, changed only by the ledger module
-- under a row lock; the CHECK makes a negative player balance impossible whatever the code does.
-- House accounts (player_id null) are append-only and keep no balance (see the ledger migration).
create table accounts (
  id bigint generated always as identity primary key,
  site_id integer not null references sites (id),
  player_id integer references players (id),
  kind text not null check (kind in ('cash', 'bonus', 'withdraw_hold', 'bank', 'games', 'bonus_cost', 'cashback_cost')),
  balance bigint not null default 0,
  created_at timestamptz not null default now(),
  constraint player_balance_not_negative check (player_id is null or balance >= 0),
  constraint house_kinds check (
    (player_id is null and kind in ('bank', 'games', 'bonus_cost', 'cashback_cost'))
    or (player_id is not null and kind in ('cash', 'bonus', 'withdraw_hold'))
  )
);
create unique index accounts_player_kind on accounts (player_id, kind) where player_id is not null;
create unique index accounts_house_kind on accounts (site_id, kind) where player_id is null;

create table sessions (
  id text primary key, -- sha256 of the cookie token: a database leak does not leak live sessions
  player_id integer not null references players (id) on delete cascade,
  remember boolean not null default false,
  ip text not null default '',
  user_agent text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_player on sessions (player_id);
create index sessions_expiry on sessions (expires_at);

create table login_history (
  id bigint generated always as identity primary key,
  player_id integer references players (id) on delete cascade,
  username text not null,
  success boolean not null,
  ip text not null default '',
  location text not null default '',
  user_agent text not null default '',
  created_at timestamptz not null default now()
);
create index login_history_player on login_history (player_id, created_at desc);

create table call_requests (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id),
  player_id integer references players (id),
  visitor_id text,
  name text not null,
  phone text not null,
  message text not null default '' check (char_length(message) <= 100),
  status text not null default 'pending' check (status in ('pending', 'done', 'rejected')),
  ip text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (player_id is not null or visitor_id is not null)
);
create index call_requests_player on call_requests (player_id, created_at desc);
create index call_requests_visitor on call_requests (visitor_id, created_at desc);

create table affiliate_applications (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id),
  name text not null,
  email text not null,
  username text not null default '',
  password_hash text,
  phone text not null default '',
  website text not null default '',
  message text not null default '',
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  ip text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index affiliate_pending_email on affiliate_applications (site_id, lower(email)) where status = 'pending';
