-- Provider signatures (docs/decisions/0011): 'v2' signs a timestamp, the method, the path and the
-- body; 'v1' the body alone. Providers already configured keep the body-only form they sign with
-- today; new ones, and the in-house provider, sign v2. The secrets themselves are sealed at start-up
-- (db/seal-secrets.ts), as the TOTP secrets are.
alter table providers add column signature_scheme text not null default 'v1' check (signature_scheme in ('v1', 'v2'));
alter table providers alter column signature_scheme set default 'v2';
update providers set signature_scheme = 'v2' where id = 'house';
