import type { GridState } from '@/backoffice/ui/data-grid.tsx';
import { GridFilters } from '@/backoffice/ui/queue-filters.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';

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
