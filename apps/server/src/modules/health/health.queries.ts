import type { Queryable } from '../../db/client.ts';

export async function ping(q: Queryable): Promise<void> {
  await q.query('select 1');
}
