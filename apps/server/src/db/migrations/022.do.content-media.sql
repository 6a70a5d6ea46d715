-- Banner images uploaded in the back office (issue 16; docs/decisions/0016-banner-media.md). The file
-- is kept under the uploads directory like a KYC document, under a random name the server makes; the
-- row says whose site it belongs to and what it really is (by its magic numbers). It is served at
-- /media/uploads/banners/<name> only while a banner of its site showing it is published (active and inside
-- its schedule); staff preview it through the back office.
create table banner_images (
  id integer generated always as identity primary key,
  site_id integer not null references sites (id) on delete cascade,
  name text not null unique check (name ~ '^[A-Za-z0-9_-]{16,64}\.(png|jpg|webp)$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  size integer not null check (size > 0),
  uploaded_by integer references staff (id),
  created_at timestamptz not null default now()
);
create index banner_images_site on banner_images (site_id);

-- A page's last change is shown in the back office's grid; banners get the same.
alter table banners add column updated_at timestamptz not null default now();
