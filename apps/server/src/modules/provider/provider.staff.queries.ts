import type { Queryable } from '../../db/client.ts';
import { maybeOne } from '../../db/client.ts';

/** The staff's providers' SQL (installation-wide): modules/provider/provider.staff.ts. */

export interface AdminProviderRow {
  id: string;
  name: string;
  is_enabled: boolean;
  signature_scheme: 'v1' | 'v2';
  games: string | number;
  created_at: Date;
}

const PROVIDER_COLUMNS = `p.id, p.name, p.is_enabled, p.signature_scheme, (select count(*) from games g where g.provider_id = p.id) as games, p.created_at`;

export function listProviders(q: Queryable) {
  return q.query<AdminProviderRow>(`select ${PROVIDER_COLUMNS} from providers p order by p.name, p.id`);
}

export function findProvider(q: Queryable, id: string, lock = false) {
  return maybeOne<AdminProviderRow>(q, `select ${PROVIDER_COLUMNS} from providers p where p.id = $1${lock ? ' for update of p' : ''}`, [id]);
}

/** A new provider; false when the id is taken. New providers sign v2 (docs/decisions/0011). */
export async function insertProvider(q: Queryable, p: { id: string; name: string; sealedSecret: string }): Promise<boolean> {
  const rows = await q.query(
    `insert into providers (id, name, secret, signature_scheme, secret_rotated_at) values ($1, $2, $3, 'v2', now())
     on conflict (id) do nothing returning id`,
    [p.id, p.name, p.sealedSecret],
  );
  return rows.length === 1;
}

export async function setProviderSecret(q: Queryable, id: string, sealedSecret: string): Promise<void> {
  await q.query(`update providers set secret = $2, secret_rotated_at = now() where id = $1`, [id, sealedSecret]);
}

export async function setProviderEnabled(q: Queryable, id: string, enabled: boolean): Promise<void> {
  await q.query(`update providers set is_enabled = $2 where id = $1`, [id, enabled]);
}
