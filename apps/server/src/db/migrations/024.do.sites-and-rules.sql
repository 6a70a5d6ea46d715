-- Several sites on one installation (issue 16) and each site's rules (issue 18); docs/decisions/0018.
-- Domains: a site answers to any number of domains, each unique across the installation. sites.domain
-- stays the site's primary domain (the first of its list) and is always one of its rows here: the
-- trigger adds it, so a site inserted the old way (one domain) resolves the same.
create table site_domains (
  domain text primary key check (domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$' and length(domain) <= 253),
  site_id integer not null references sites (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index site_domains_site on site_domains (site_id);
insert into site_domains (domain, site_id) select lower(domain), id from sites;

create function site_primary_domain() returns trigger language plpgsql as $$
begin
  insert into site_domains (domain, site_id) values (lower(new.domain), new.id) on conflict (domain) do nothing;
  if not exists (select 1 from site_domains where domain = lower(new.domain) and site_id = new.id) then
    raise exception 'domain % belongs to another site', new.domain using errcode = '23505', constraint = 'site_domains_pkey';
  end if;
  return new;
end $$;
create trigger sites_primary_domain after insert or update of domain on sites
  for each row execute function site_primary_domain();

-- The site's look and footer: a logo address (null: the site's own /media/sites/<id>/logo.svg), the
-- licence text and number shown in the footer.
alter table sites add column logo_url text check (logo_url is null or length(logo_url) <= 500);
alter table sites add column licence_text text not null default '' check (length(licence_text) <= 2000);
alter table sites add column licence_number text not null default '' check (length(licence_number) <= 100);

-- Site rules (risk): a verified KYC before any real-money play (the KYC before the first withdrawal is
-- withdrawal_requires_kyc, migration 014), the minimum age at registration, the countries the site
-- serves (ISO 3166-1 alpha-2; empty: every country).
alter table sites add column kyc_before_play boolean not null default false;
alter table sites add column min_age integer not null default 18 check (min_age between 18 and 25);
alter table sites add column allowed_countries text[] not null default '{}'
  check (array_to_string(allowed_countries, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$' and cardinality(allowed_countries) <= 250);
