/**
 * A queue's decision on one row (a call request marked called, an affiliate application approved):
 * the call, its notice either way, the queue and the menu's counts read again; and the actions
 * column offering the two decisions on a pending row to staff who may decide.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { GridColumn } from './data-grid.tsx';
import { failure } from './format.ts';
import { useNotice } from './notice.tsx';
import { RowActions } from './parts.tsx';
import { backofficeKeys } from './query-keys.ts';
import { boTexts } from './texts.ts';

export function useQueueDecision<R, V>(
  grid: string,
  decide: (v: V) => Promise<R>,
  success: (r: R, v: V) => string,
) {
  const client = useQueryClient();
  const notify = useNotice();
  return useMutation({
    mutationFn: decide,
    onSuccess: (r, v) => notify({ type: 'success', text: success(r, v) }),
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: backofficeKeys.grid(grid) });
      void client.invalidateQueries({ queryKey: backofficeKeys.counts });
    },
  });
}

interface Decision<T> {
  label: string;
  ariaLabel: (row: T) => string;
  decide: (row: T) => void;
}

/** The actions column: accept (primary) and reject (danger) on a pending row, when `may` decide. */
export function decisionColumn<T extends RowData & { status: string }>({
  may,
  pending,
  accept,
  reject,
}: {
  may: boolean;
  pending: boolean;
  accept: Decision<T>;
  reject: Decision<T>;
}): GridColumn<T> {
  return {
    id: 'actions',
    header: boTexts.common.actions,
    cell: ({ row }) =>
      may && row.original.status === 'pending' ? (
        <RowActions
          disabled={pending}
          actions={[
            {
              label: accept.label,
              ariaLabel: accept.ariaLabel(row.original),
              tone: 'primary',
              onClick: () => accept.decide(row.original),
            },
            {
              label: reject.label,
              ariaLabel: reject.ariaLabel(row.original),
              tone: 'danger',
              onClick: () => reject.decide(row.original),
            },
          ]}
        />
      ) : null,
  };
}
