import type { GridState } from '@/backoffice/ui/data-grid.tsx';
import { GridFilters } from '@/backoffice/ui/queue-filters.tsx';
import { walletTexts } from '@/backoffice/features/wallet/texts.ts';

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
      search={{ label: walletTexts.money.username }}
      selects={[{ key: 'status', label: walletTexts.money.status, options: statuses }]}
    />
  );
}
