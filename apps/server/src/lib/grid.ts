/**
 * The back office's data grids on the server: one way to sort a list (by a column from the list's own
 * fixed map of SQL expressions, never the request's text) and one page shape. Lists answer
 * `{ rows, total }` pages: their queries select `count(*) over () as total_count`. What a grid shows
 * is exported as CSV by lib/csv.ts.
 */
export type SortDir = 'asc' | 'desc';

/**
 * `order by` for a grid: the chosen column's expression from `columns` (the fallback when none or an
 * unknown one is asked for), the direction, and the table's id as the tie-break so pages never
 * overlap or skip a row.
 */
export function orderBy(
  columns: Readonly<Record<string, string>>,
  sort: string | undefined,
  dir: SortDir,
  fallback: string,
  tieBreak: string,
): string {
  const expr = sort !== undefined && Object.hasOwn(columns, sort) ? columns[sort]! : fallback;
  const d = dir === 'asc' ? 'asc' : 'desc';
  return `order by ${expr} ${d} nulls last, ${tieBreak} ${d}`;
}

/** A page of a grid: its rows and how many rows the filter matches in all. */
export function page<R extends { total_count?: string | number }, T>(rows: R[], map: (row: R) => T) {
  return { rows: rows.map(map), total: rows.length > 0 ? Number(rows[0]!.total_count) : 0 };
}

/** `%part%` for `like` on a lowercased column: the part lowercased, the search's wildcards taken as text. */
export const likeText = (v: string) => `%${v.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A status-and-text grid's filter as its query reads it. */
export interface GridFilter<S extends string> {
  text: string;
  status: S | null;
  orderBy: string;
  limit: number;
  offset: number;
}

/** The grid filter of a request: the search text trimmed, no status for all, and the grid's `order by`. */
export const gridFilter = <S extends string>(
  input: { q: string; status?: S | undefined; limit: number; offset: number },
  order: string,
): GridFilter<S> => ({
  text: input.q.trim(),
  status: input.status ?? null,
  orderBy: order,
  limit: input.limit,
  offset: input.offset,
});
