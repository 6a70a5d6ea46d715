import { texts } from '@/lib/texts.ts';
import { LayoutGrid, List } from 'lucide-react';
import { SLOT_CATEGORIES, SLOT_SORTS, type SlotFilters, type SlotSort } from '../utils/filter-games.ts';

interface SlotToolbarProps {
  filters: SlotFilters;
  view: 'grid' | 'list';
  providers: { name: string; count: number }[];
  total: number;
  onChange: (patch: Partial<SlotFilters>) => void;
  onView: (view: 'grid' | 'list') => void;
}

export function SlotToolbar({ filters, view, providers, total, onChange, onView }: SlotToolbarProps) {
  const t = texts.slots;
  return (
    <div className="slot-toolbar">
      <div className="chip-row" role="group" aria-label={t.providers}>
        <button
          type="button"
          className="chip"
          aria-pressed={filters.provider === ''}
          onClick={() => onChange({ provider: '' })}
        >
          {t.allProviders} <span className="chip__count">{total}</span>
        </button>
        {providers.map((p) => (
          <button
            key={p.name}
            type="button"
            className="chip"
            aria-pressed={filters.provider === p.name}
            onClick={() => onChange({ provider: p.name })}
          >
            {p.name} <span className="chip__count">{p.count}</span>
          </button>
        ))}
      </div>
      <div className="tab-row" role="group" aria-label={t.categories}>
        {SLOT_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            className="tab"
            aria-pressed={filters.category === c}
            onClick={() => onChange({ category: c })}
          >
            {t.tabs[c]}
          </button>
        ))}
      </div>
      <div className="slot-toolbar__controls">
        <div className="field field--inline slot-toolbar__search">
          <label htmlFor="slot-search" className="field__label">
            {t.search}
          </label>
          <input
            id="slot-search"
            type="search"
            className="input"
            placeholder={t.searchPlaceholder}
            value={filters.search}
            onChange={(e) => onChange({ search: e.target.value })}
          />
        </div>
        <div className="field field--inline">
          <label htmlFor="slot-sort" className="field__label">
            {t.sort}
          </label>
          <select
            id="slot-sort"
            className="input input--select"
            value={filters.sort}
            onChange={(e) => onChange({ sort: e.target.value as SlotSort })}
          >
            {SLOT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t.sorts[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="view-toggle" role="group" aria-label={t.view}>
          <button
            type="button"
            className="icon-button"
            aria-pressed={view === 'grid'}
            aria-label={t.grid}
            onClick={() => onView('grid')}
          >
            <LayoutGrid aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-pressed={view === 'list'}
            aria-label={t.list}
            onClick={() => onView('list')}
          >
            <List aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}
