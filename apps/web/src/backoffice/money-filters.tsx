import { useState } from 'react';
import type { GridState } from './data-grid.tsx';
import { boTexts } from './texts.ts';

const g = boTexts.grid;

/** The money grids' filters: the request's status and a part of the player's username. */
export function MoneyFilters({
  idPrefix,
  state,
  statuses,
}: {
  idPrefix: string;
  state: GridState;
  statuses: Record<string, string>;
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
        <label htmlFor={`${idPrefix}-status`}>{boTexts.money.status}</label>
        <select
          id={`${idPrefix}-status`}
          value={state.query.status ?? ''}
          onChange={(e) => state.setFilter('status', e.target.value)}
        >
          {Object.entries(statuses).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
          <option value="">{g.all}</option>
        </select>
      </div>
      <div className="bo-field">
        <label htmlFor={`${idPrefix}-q`}>{boTexts.money.username}</label>
        <input
          id={`${idPrefix}-q`}
          type="search"
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <button type="submit" className="bo-button bo-button--primary">
        {g.search}
      </button>
    </form>
  );
}
