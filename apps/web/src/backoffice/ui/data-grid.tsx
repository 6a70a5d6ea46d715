/**
 * The back office's one data grid (TanStack Table, headless): the server pages, sorts and filters;
 * the grid's state (page, size, sort, filters) lives in the address so a link or the back button
 * brings the same view; each staff member's column choice is kept per grid; the CSV link exports
 * every row the filter matches (the list's `.csv` route, same query).
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { columnVisibilityFeature, flexRender, tableFeatures, useTable, type ColumnDef, type ColumnVisibilityState, type RowData } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { Fragment, useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { GRID_PAGE_SIZES } from '@app/shared/api/common.ts';
import { type StaffUser } from './api.ts';
import { boTexts } from './texts.ts';
import { backofficeKeys } from './query-keys.ts';

const t = boTexts.grid;
const c = boTexts.common;

export interface GridPage<T> {
  rows: T[];
  total: number;
}

/** The table features the grids use: paging, sorting and filtering are the server's; the table shows and hides columns. */
const features = tableFeatures({ columnVisibilityFeature });
export type GridFeatures = typeof features;

/** A grid column: TanStack's definition with a stable id, a Turkish header and whether the server sorts by it. */
export type GridColumn<T extends RowData> = ColumnDef<GridFeatures, T> & {
  id: string;
  header: string;
  sortable?: boolean;
  numeric?: boolean;
  /** The row's header cell (`<th scope="row">`): what names the row for a screen reader. */
  rowHeader?: boolean;
};

/** The grid's query: the filters the page defines plus paging and sort, as the list route reads them. */
export type GridQuery = Record<string, string>;

export interface GridState {
  query: GridQuery;
  /** Sets a filter (empty removes it) and goes back to the first page. */
  setFilter: (name: string, value: string) => void;
  setFilters: (values: Record<string, string>) => void;
}

/**
 * The grid's state in the address: `page` (from 1), `size`, `sort`, `dir` and the page's filters.
 * `defaults` gives a filter's value when the address has none.
 */
export function useGridState(filterNames: readonly string[], defaults: Record<string, string> = {}): GridState {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const q: GridQuery = {};
    for (const name of filterNames) {
      const v = params.get(name) ?? defaults[name] ?? '';
      if (v !== '') q[name] = v;
    }
    for (const name of ['page', 'size', 'sort', 'dir']) {
      const v = params.get(name);
      if (v) q[name] = v;
    }
    return q;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults and names are constants of the page
  }, [params]);
  const setFilters = useCallback(
    (values: Record<string, string>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(values)) {
            if (value === '' && defaults[name] === undefined) next.delete(name);
            else next.set(name, value);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults are constants of the page
    [setParams],
  );
  const setFilter = useCallback((name: string, value: string) => setFilters({ [name]: value }), [setFilters]);
  return { query, setFilter, setFilters };
}

/** The list route's query string for a page of the grid (or, without paging, for its CSV). */
export function gridSearch(query: GridQuery, paged: boolean): string {
  const size = Number(query.size) || 50;
  const pageNo = Math.max(1, Number(query.page) || 1);
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (!['page', 'size'].includes(k)) out.set(k, v);
  if (paged) {
    out.set('limit', String(size));
    out.set('offset', String((pageNo - 1) * size));
  }
  return out.toString();
}

function columnsKey(staffId: number | undefined, gridId: string) {
  return `bo.grid.${staffId ?? 0}.${gridId}.columns`;
}

function readHidden(key: string): ColumnVisibilityState {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return v && typeof v === 'object' ? (v as ColumnVisibilityState) : {};
  } catch {
    return {};
  }
}

export function DataGrid<T extends RowData>({
  id,
  caption,
  columns,
  state,
  fetchPage,
  csvPath,
  rowKey,
  empty,
  toolbar,
  scope,
  detail,
}: {
  /** Names the grid (its query key and where the column choice is kept). */
  id: string;
  /** Whose rows the grid shows when the same grid serves many (a player's id): part of its query key. */
  scope?: string | number;
  caption: string;
  columns: GridColumn<T>[];
  state: GridState;
  /** Reads one page: the list route with `gridSearch(query, true)`. */
  fetchPage: (search: string, signal: AbortSignal) => Promise<GridPage<T>>;
  /** The list's CSV route under /api/admin, e.g. `players.csv`. */
  csvPath?: string;
  rowKey: (row: T) => string | number;
  empty: string;
  /** The page's filters, shown above the table. */
  toolbar?: ReactNode;
  /**
   * A row's details under it, across every column (an opened disclosure); null when closed. The
   * page keeps which rows are open and gives the row its own disclosure button.
   */
  detail?: (row: T) => ReactNode | null;
}) {
  const uid = useId();
  const [, setParams] = useSearchParams();
  const client = useQueryClient();
  const staffId = client.getQueryData<StaffUser | null>(backofficeKeys.me)?.id;
  const storageKey = columnsKey(staffId, id);
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => readHidden(storageKey));
  useEffect(() => {
    localStorage.setItem(storageKey, JSON.stringify(visibility));
  }, [storageKey, visibility]);

  const { query } = state;
  const size = Number(query.size) || 50;
  const pageNo = Math.max(1, Number(query.page) || 1);
  const search = gridSearch(query, true);
  const result = useQuery({
    queryKey: [...backofficeKeys.grid(id), scope ?? '', search],
    queryFn: ({ signal }) => fetchPage(search, signal),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => result.data?.rows ?? [], [result.data]);
  const total = result.data?.total ?? 0;

  const table = useTable({
    features,
    data: rows,
    columns,
    getRowId: (row) => String(rowKey(row)),
    state: { columnVisibility: visibility },
    onColumnVisibilityChange: setVisibility,
  });

  const setGrid = (values: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(values)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  const sortBy = (col: string) => {
    const same = query.sort === col;
    setGrid({ sort: col, dir: same && query.dir !== 'asc' ? 'asc' : 'desc', page: null });
  };
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (pageNo - 1) * size + 1;
  const last = Math.min(total, pageNo * size);
  const captionId = `${uid}-caption`;

  return (
    <div className="bo-grid">
      <div className="bo-grid__toolbar">
        {toolbar}
        <div className="bo-grid__tools">
          <details className="bo-grid__columns">
            <summary className="bo-button">{t.columns}</summary>
            <fieldset>
              <legend>{t.columnsLegend}</legend>
              {table.getAllLeafColumns().map((col) => (
                <label key={col.id} className="bo-check">
                  <input
                    type="checkbox"
                    checked={col.getIsVisible()}
                    disabled={col.getIsVisible() && table.getVisibleLeafColumns().length === 1}
                    onChange={col.getToggleVisibilityHandler()}
                  />
                  {String(col.columnDef.header)}
                </label>
              ))}
            </fieldset>
          </details>
          {csvPath && (
            <a className="bo-button" href={`/api/admin/${csvPath}?${gridSearch(query, false)}`} download>
              <Download size={16} aria-hidden="true" /> {t.csv}
            </a>
          )}
        </div>
      </div>
      {result.isError ? (
        <div className="bo-notice bo-notice--error" role="alert">
          <span>{c.loadFailed}</span>
          <button type="button" className="bo-button" onClick={() => void result.refetch()}>
            {c.retry}
          </button>
        </div>
      ) : (
        <div className="bo-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="bo-table" aria-busy={result.isFetching}>
            <caption id={captionId}>{caption}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const def = header.column.columnDef as GridColumn<T>;
                    const sorted = query.sort === def.id ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined;
                    return (
                      <th key={header.id} scope="col" aria-sort={sorted} className={def.numeric ? 'bo-num' : undefined}>
                        {def.sortable ? (
                          <button type="button" className="bo-sort" onClick={() => sortBy(def.id)}>
                            {def.header}
                            <span aria-hidden="true">{sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ''}</span>
                          </button>
                        ) : (
                          def.header
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => {
                const more = detail?.(row.original) ?? null;
                return (
                  <Fragment key={row.id}>
                    <tr>
                      {row.getVisibleCells().map((cell) => {
                        const def = cell.column.columnDef as GridColumn<T>;
                        const Cell = def.rowHeader ? 'th' : 'td';
                        return (
                          <Cell
                            key={cell.id}
                            scope={def.rowHeader ? 'row' : undefined}
                            className={def.numeric ? 'bo-num' : undefined}
                          >
                            {flexRender(def.cell, cell.getContext())}
                          </Cell>
                        );
                      })}
                    </tr>
                    {more !== null && (
                      <tr className="bo-grid__detail">
                        <td colSpan={table.getVisibleLeafColumns().length}>{more}</td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
              {!result.isPending && rows.length === 0 && (
                <tr>
                  <td colSpan={table.getVisibleLeafColumns().length} className="bo-muted">
                    {empty}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <nav className="bo-grid__pager" aria-label={t.pager}>
        <span className="bo-muted bo-grid__summary" aria-live="polite">{result.isPending ? c.loading : t.summary(first, last, total)}</span>
        <label className="bo-inline-field">
          {t.pageSize}
          <select value={size} onChange={(e) => setGrid({ size: e.target.value, page: null })}>
            {GRID_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="bo-button"
          disabled={pageNo <= 1}
          onClick={() => setGrid({ page: String(pageNo - 1) })}
        >
          {t.previous}
        </button>
        <span>{t.pageOf(pageNo, pages)}</span>
        <button
          type="button"
          className="bo-button"
          disabled={pageNo >= pages}
          onClick={() => setGrid({ page: String(pageNo + 1) })}
        >
          {t.next}
        </button>
      </nav>
    </div>
  );
}
