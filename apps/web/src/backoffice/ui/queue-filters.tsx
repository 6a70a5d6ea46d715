import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { type StaffPermissionName, type StaffUser } from './api.ts';
import type { GridState } from './data-grid.tsx';
import { boTexts } from './texts.ts';
import { backofficeKeys } from './query-keys.ts';

const g = boTexts.grid;

/** Whether the signed-in staff member's role holds a permission (the server checks again). */
export function useCan(permission: StaffPermissionName): boolean {
  const me = useQueryClient().getQueryData<StaffUser | null>(backofficeKeys.me);
  return me?.permissions.includes(permission) ?? false;
}

/** A grid filter's choice: its query key, its label and its values (an empty value: "Tümü", every one). */
export interface GridSelect {
  key: string;
  label: string;
  options: Record<string, string>;
}

/**
 * Every grid's filters, one form: a text search (applied on submit, with an optional hint) and any
 * number of choices (applied at once; "Tümü" shows every value).
 */
export function GridFilters({
  idPrefix,
  state,
  search,
  selects,
}: {
  idPrefix: string;
  state: GridState;
  search: { label: string; hint?: string };
  selects: GridSelect[];
}) {
  const { register, handleSubmit } = useForm<{ q: string }>({ defaultValues: { q: state.query.q ?? '' } });
  return (
    <form
      className="bo-filters"
      role="search"
      onSubmit={handleSubmit((v) => state.setFilter('q', v.q.trim()))}
    >
      <div className="bo-field">
        <label htmlFor={`${idPrefix}-q`}>{search.label}</label>
        <input
          id={`${idPrefix}-q`}
          type="search"
          maxLength={100}
          aria-describedby={search.hint ? `${idPrefix}-q-hint` : undefined}
          {...register('q')}
        />
        {search.hint && (
          <p id={`${idPrefix}-q-hint`} className="bo-field__hint">
            {search.hint}
          </p>
        )}
      </div>
      {selects.map((s) => (
        <FilterSelect key={s.key} id={`${idPrefix}-${s.key}`} state={state} select={s} />
      ))}
      <button type="submit" className="bo-button bo-button--primary">
        {g.search}
      </button>
    </form>
  );
}

/** One choice of a grid's filters, applied at once; the empty value (`allLabel`, "Tümü" by default) shows every one. */
export function FilterSelect({
  id,
  state,
  select,
  allLabel = g.all,
}: {
  id: string;
  state: GridState;
  select: GridSelect;
  allLabel?: string;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{select.label}</label>
      <select
        id={id}
        value={state.query[select.key] ?? ''}
        onChange={(e) => state.setFilter(select.key, e.target.value)}
      >
        <option value="">{allLabel}</option>
        {Object.entries(select.options).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A queue grid's filters: a text search and the status. */
export function SearchAndStatus({
  idPrefix,
  state,
  texts,
}: {
  idPrefix: string;
  state: GridState;
  texts: { search: string; searchHint: string; status: string; statusNames: Record<string, string> };
}) {
  return (
    <GridFilters
      idPrefix={idPrefix}
      state={state}
      search={{ label: texts.search, hint: texts.searchHint }}
      selects={[{ key: 'status', label: texts.status, options: texts.statusNames }]}
    />
  );
}

/** A status as a tag (its colour from the status name). */
export function StatusTag({ status, names }: { status: string; names: Record<string, string> }) {
  const tone =
    status === 'done' || status === 'answered' ? 'approved' : status === 'open' ? 'pending' : status;
  return <span className={`bo-tag bo-tag--${tone}`}>{names[status] ?? status}</span>;
}
