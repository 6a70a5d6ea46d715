/**
 * The back office's data grids on the server: one way to sort a list (by a column from the list's own
 * fixed map of SQL expressions, never the request's text) and one way to export what a grid shows as
 * CSV. Lists answer `{ rows, total }` pages: their queries select `count(*) over () as total_count`.
 */
import type { FastifyReply } from 'fastify';

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

/** The most rows one CSV export holds; the grid says so when a filter matches more. */
export const CSV_MAX_ROWS = 50_000;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/**
 * CSV as Turkish spreadsheets open it: UTF-8 with a byte order mark, `;` between fields, decimal
 * comma, every text quoted. A text that starts like a formula (= + - @, tab, carriage return) gets a
 * leading apostrophe, so a player's name can never run in the reader's spreadsheet.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const cell = (v: string | number | null | undefined): string => {
    if (v === null || v === undefined) return '';
    if (typeof v === 'number') return String(v).replace('.', ',');
    const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  const lines = [columns.map((c) => cell(c.header)).join(';')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Answers a CSV export as a download named after the list and the day. */
export function csvReply(reply: FastifyReply, list: string, csv: string): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${csvFileName(list)}"`)
    .header('cache-control', 'no-store')
    .type('text/csv; charset=utf-8')
    .send(csv);
}

/** A file name for an export: the list's name and the Istanbul date, e.g. `oyuncular-2026-11-26.csv`. */
export function csvFileName(list: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
  return `${list}-${day}.csv`;
}
