import type { Queryable } from '../../db/client.ts';
import { maybeOne } from '../../db/client.ts';
import { orderBy, type SortDir } from '../../lib/grid.ts';

/** The staff's game catalogue's SQL (installation-wide): modules/games/games.staff.ts. */

export interface AdminGameRow {
  id: number;
  slug: string;
  name: string;
  provider_id: string;
  provider_name: string;
  type: 'slot' | 'table';
  is_featured: boolean;
  is_new: boolean;
  is_hot: boolean;
  is_active: boolean;
  sort: number;
  launch_count: string | number | bigint;
  total_count?: string;
}

export const GAME_SORT_SQL = {
  sort: 'g.sort',
  id: 'g.id',
  name: 'lower(g.name)',
  provider: 'lower(pr.name)',
  type: 'g.type',
  launch_count: 'g.launch_count',
  created_at: 'g.created_at',
} as const;

const GAME_COLUMNS = `g.id, g.slug, g.name, g.provider_id, pr.name as provider_name, g.type, g.is_featured, g.is_new, g.is_hot,
  g.is_active, g.sort, g.launch_count`;

export function listGames(
  q: Queryable,
  f: { q: string; provider?: string; type?: string; featured?: boolean; new?: boolean; hot?: boolean; active?: boolean; sort?: string; dir: SortDir; limit: number; offset: number },
) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.q) add(`(g.name ilike '%' || ? || '%')`, f.q.replace(/[\\%_]/g, (c) => `\\${c}`));
  if (f.provider) add('g.provider_id = ?', f.provider);
  if (f.type) add('g.type = ?', f.type);
  if (f.featured !== undefined) add('g.is_featured = ?', f.featured);
  if (f.new !== undefined) add('g.is_new = ?', f.new);
  if (f.hot !== undefined) add('g.is_hot = ?', f.hot);
  if (f.active !== undefined) add('g.is_active = ?', f.active);
  params.push(f.limit, f.offset);
  return q.query<AdminGameRow>(
    `select ${GAME_COLUMNS}, count(*) over () as total_count
       from games g join providers pr on pr.id = g.provider_id
      ${where.length ? `where ${where.join(' and ')}` : ''}
      ${orderBy(GAME_SORT_SQL, f.sort, f.dir, 'g.sort', 'g.id')}
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
}

export function findGame(q: Queryable, id: number, lock = false) {
  return maybeOne<AdminGameRow>(
    q,
    `select ${GAME_COLUMNS} from games g join providers pr on pr.id = g.provider_id where g.id = $1${lock ? ' for update of g' : ''}`,
    [id],
  );
}

export async function updateGame(
  q: Queryable,
  id: number,
  v: { is_featured?: boolean; is_new?: boolean; is_hot?: boolean; is_active?: boolean; sort?: number },
): Promise<void> {
  await q.query(
    `update games set is_featured = coalesce($2, is_featured), is_new = coalesce($3, is_new), is_hot = coalesce($4, is_hot),
            is_active = coalesce($5, is_active), sort = coalesce($6, sort)
      where id = $1`,
    [id, v.is_featured ?? null, v.is_new ?? null, v.is_hot ?? null, v.is_active ?? null, v.sort ?? null],
  );
}
