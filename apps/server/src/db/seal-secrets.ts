import type { Db } from './client.ts';
import { sealSecret } from '../lib/seal.ts';

const COLUMNS = [
  ['players', 'two_factor_secret'],
  ['players', 'two_factor_pending_secret'],
  ['staff', 'totp_secret'],
  ['affiliate_applications', 'totp_secret'],
  ['affiliate_applications', 'totp_pending_secret'],
  ['providers', 'secret'],
] as const;

/**
 * Seals the TOTP and provider secrets a database holds in clear (stored before sealing existed,
 * docs/decisions/0006 and 0011). Runs at every start; a sealed value is left as it is.
 */
export async function sealPlainSecrets(db: Db, key: Buffer): Promise<number> {
  let sealed = 0;
  for (const [table, column] of COLUMNS) {
    const rows = await db.query<{ id: number | string; value: string }>(
      `select id, ${column} as value from ${table} where ${column} is not null and ${column} not like 'v1.%'`,
    );
    for (const r of rows) {
      await db.query(`update ${table} set ${column} = $2 where id = $1 and ${column} = $3`, [r.id, sealSecret(key, r.value), r.value]);
      sealed += 1;
    }
  }
  return sealed;
}
