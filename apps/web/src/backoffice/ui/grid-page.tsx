/**
 * A back office list page: its titled section and one DataGrid (with whatever the page shows
 * between the title and the grid), and the usual list route's reader for the grid's pages.
 */
import type { ComponentProps, ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { apiGet } from '@/lib/api-client.ts';
import { DataGrid, type GridPage } from './data-grid.tsx';

type GridProps<T extends RowData> = ComponentProps<typeof DataGrid<T>>;

/** Reads one page of a list route: `path?search`, whose reply holds the rows under `key` and the `total`. */
export function listFetcher<R extends { total: number }, K extends keyof R>(path: string, key: K) {
  return async (
    search: string,
    signal: AbortSignal,
  ): Promise<GridPage<R[K] extends (infer T)[] ? T : never>> => {
    const r = await apiGet<R>(`${path}?${search}`, signal);
    return { rows: r[key] as never, total: r.total };
  };
}

/** The page's section labelled by its heading; `before` stands above the grid and `after` below it, `frame` wraps the grid (a context). */
export function GridPageSection<T extends RowData & { id: string | number }>({
  titleId,
  texts: { title, caption, empty },
  before,
  after,
  frame,
  rowKey = (r) => r.id,
  ...grid
}: Omit<GridProps<T>, 'rowKey' | 'caption' | 'empty'> & {
  titleId: string;
  /** The heading, the grid's caption and its line when no row matches. */
  texts: { title: string; caption: string; empty: string };
  before?: ReactNode;
  after?: ReactNode;
  frame?: (grid: ReactNode) => ReactNode;
  rowKey?: GridProps<T>['rowKey'];
}) {
  const table = <DataGrid<T> rowKey={rowKey} caption={caption} empty={empty} {...grid} />;
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {before}
      {frame ? frame(table) : table}
      {after}
    </section>
  );
}
