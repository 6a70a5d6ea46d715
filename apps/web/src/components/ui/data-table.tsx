import type { ReactNode } from 'react';
import { formatDateTimeTr } from '@app/shared/dates.ts';

/** A column head of a `.data-table`: a number column aligns right; a hidden one is read by screen readers only. */
export interface DataTableColumn {
  label: ReactNode;
  num?: boolean;
  hidden?: boolean;
}

/** The `<thead>` of a `.data-table`: one `scope="col"` head per column given (`false` leaves a column out). */
export function DataTableHead({ columns }: { columns: (DataTableColumn | false)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) =>
          c === false ? null : (
            <th key={i} scope="col" className={c.num ? 'data-table__num' : undefined}>
              {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** A `.data-table` cell with a date and time: the `<time>` in Turkish form, labelled for the narrow screen's cards. */
export function DateTimeCell({ label, value }: { label: string; value: string }) {
  return (
    <td data-label={label}>
      <time dateTime={value}>{formatDateTimeTr(value)}</time>
    </td>
  );
}
