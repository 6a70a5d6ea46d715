import type { GridState } from './data-grid.tsx';
import { GridFilters } from './queue-filters.tsx';
import { boTexts } from './texts.ts';

/** The money grids' filters: a part of the player's username and the request's status. */
export function MoneyFilters({
  idPrefix,
  state,
  statuses,
}: {
  idPrefix: string;
  state: GridState;
  statuses: Record<string, string>;
}) {
  return (
    <GridFilters
      idPrefix={idPrefix}
      state={state}
      search={{ label: boTexts.money.username }}
      selects={[{ key: 'status', label: boTexts.money.status, options: statuses }]}
    />
  );
}
