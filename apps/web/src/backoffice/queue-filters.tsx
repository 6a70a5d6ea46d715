import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { boKeys, type StaffPermissionName, type StaffUser } from './api.ts';
import type { GridState } from './data-grid.tsx';
import { boTexts } from './texts.ts';

const g = boTexts.grid;

/** Whether the signed-in staff member's role holds a permission (the server checks again). */
export function useCan(permission: StaffPermissionName): boolean {
  const me = useQueryClient().getQueryData<StaffUser | null>(boKeys.me);
  return me?.permissions.includes(permission) ?? false;
}

/**
 * A queue grid's filters: a text search (applied on submit) and a status choice (applied at once;
 * "Tümü" shows every status).
 */
export function SearchAndStatus({
  idPrefix,
  state,
  texts,
}: {
  idPrefix: string;
  state: GridState;
  texts: { search: string; searchHint: string; status: string; statusNames: Record<string, string> };
}) {
  const [text, setText] = useState(state.query.q ?? '');
  return (
    <form
      className="bo-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        state.setFilter('q', text.trim());
      }}
    >
      <div className="bo-field">
        <label htmlFor={`${idPrefix}-q`}>{texts.search}</label>
        <input
          id={`${idPrefix}-q`}
          type="search"
          value={text}
          maxLength={100}
          aria-describedby={`${idPrefix}-q-hint`}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={`${idPrefix}-q-hint`} className="bo-field__hint">
          {texts.searchHint}
        </p>
      </div>
      <div className="bo-field">
        <label htmlFor={`${idPrefix}-status`}>{texts.status}</label>
        <select
          id={`${idPrefix}-status`}
          value={state.query.status ?? ''}
          onChange={(e) => state.setFilter('status', e.target.value)}
        >
          <option value="">{g.all}</option>
          {Object.entries(texts.statusNames).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="bo-button bo-button--primary">
        {g.search}
      </button>
    </form>
  );
}

/** A status as a tag (its colour from the status name). */
export function StatusTag({ status, names }: { status: string; names: Record<string, string> }) {
  const tone = status === 'done' || status === 'answered' ? 'approved' : status === 'open' ? 'pending' : status;
  return <span className={`bo-tag bo-tag--${tone}`}>{names[status] ?? status}</span>;
}
