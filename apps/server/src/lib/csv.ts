/**
 * CSV as Turkish spreadsheets open it, for every download of the site (the back office's grids, the
 * player's activity statement). The back office's exports read their rows on the reports' own
 * connections (`db.reports`, db/client.ts: a statement timeout, never the players' pool); the
 * player's statement, one player's rows by index, stays on the main pool.
 */
import type { FastifyReply } from 'fastify';

/** The most rows one CSV export holds (a back-office grid's filter, a statement's lines). */
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

/** The records of a CSV made by `toCsv`: its line breaks outside quoted cells, less the header's. */
export function csvRecords(csv: string): number {
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < csv.length; i += 1) {
    const c = csv.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === 10 && !quoted) lines += 1;
  }
  return Math.max(0, lines - 1);
}

/** A file name for an export: the list's name and the Istanbul date, e.g. `oyuncular-2026-11-26.csv`. */
export function csvFileName(list: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
  return `${list}-${day}.csv`;
}
