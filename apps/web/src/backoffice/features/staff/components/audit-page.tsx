import { ChevronDown, ChevronRight } from 'lucide-react';
import { createContext, useContext, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { GridPageSection, listFetcher } from '@/backoffice/ui/grid-page.tsx';
import { when } from '@/backoffice/ui/format.ts';
import type { AuditEntry, AuditReply } from '@/backoffice/features/staff/api/staff-api.ts';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { staffTexts } from '@/backoffice/features/staff/texts.ts';

const t = staffTexts.audit;
const fetchAudit = listFetcher<AuditReply, 'audit'>('admin/audit', 'audit');
const g = boTexts.grid;
const FILTERS = ['staff', 'action', 'entity_type', 'entity_id', 'from', 'to'] as const;

const shown = (v: unknown): string => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Before and after, key by key (the keys of either); a value that is not an object is one line. */
export function diffRows(
  before: unknown,
  after: unknown,
): { key: string; before: string; after: string; changed: boolean }[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) return [];
    return [
      {
        key: '—',
        before: shown(before ?? undefined),
        after: shown(after ?? undefined),
        changed: shown(before) !== shown(after),
      },
    ];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => {
    const x = shown(b[key]);
    const y = shown(a[key]);
    return { key, before: x, after: y, changed: x !== y };
  });
}

function Diff({ entry }: { entry: AuditEntry }) {
  const rows = diffRows(entry.before, entry.after);
  if (rows.length === 0) return <p className="bo-muted">{t.nothing}</p>;
  return (
    <table className="bo-table bo-diff">
      <caption>{t.diffCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.key}</th>
          <th scope="col">{t.before}</th>
          <th scope="col">{t.after}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={r.changed ? 'bo-diff__changed' : undefined}>
            <th scope="row">
              {r.key}
              {r.changed && <span className="bo-diff__mark"> ({t.changed})</span>}
            </th>
            <td>
              <code>{r.before}</code>
            </td>
            <td>
              <code>{r.after}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Which rows are open (the grid keeps its columns between renders, so a cell reads this, not a closure). */
const Disclosure = createContext<{ open: ReadonlySet<number>; toggle: (id: number) => void }>({
  open: new Set(),
  toggle: () => {},
});

function DisclosureButton({ entry: e }: { entry: AuditEntry }) {
  const { open, toggle } = useContext(Disclosure);
  const expanded = open.has(e.id);
  return (
    <button
      type="button"
      className="bo-icon-button"
      aria-expanded={expanded}
      aria-controls={`bo-audit-detail-${e.id}`}
      aria-label={(expanded ? t.hide : t.show)(e.action, String(e.id))}
      onClick={() => toggle(e.id)}
    >
      {expanded ? (
        <ChevronDown size={16} aria-hidden="true" />
      ) : (
        <ChevronRight size={16} aria-hidden="true" />
      )}
    </button>
  );
}

const COLUMNS: GridColumn<AuditEntry>[] = [
  { id: 'details', header: t.details, cell: ({ row }) => <DisclosureButton entry={row.original} /> },
  { id: 'created_at', header: t.time, sortable: true, accessorFn: (e) => when(e.created_at) },
  { id: 'staff', header: t.staff, accessorFn: (e) => e.staff_username ?? t.system },
  { id: 'action', header: t.action, accessorKey: 'action' },
  { id: 'entity_type', header: t.entityType, accessorKey: 'entity_type' },
  { id: 'entity_id', header: t.entityId, accessorKey: 'entity_id' },
  { id: 'ip', header: t.ip, accessorKey: 'ip' },
];

/** The audit log: who did what to which record and when; filters, time sort, before and after of each entry, CSV. */
export function AuditPage() {
  const state = useGridState(FILTERS);
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  // The filters' form: applied on submit (the server's auditQuery checks them; the grid shows its refusal).
  const { register, handleSubmit } = useForm<Record<(typeof FILTERS)[number], string>>({
    defaultValues: Object.fromEntries(FILTERS.map((f) => [f, state.query[f] ?? ''])) as Record<
      (typeof FILTERS)[number],
      string
    >,
  });
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const text = (name: (typeof FILTERS)[number], label: string, hint?: string, type = 'text') => (
    <div className="bo-field">
      <label htmlFor={`bo-audit-${name}`}>{label}</label>
      <input
        id={`bo-audit-${name}`}
        type={type}
        maxLength={100}
        aria-describedby={hint ? `bo-audit-${name}-hint` : undefined}
        {...register(name)}
      />
      {hint && (
        <p id={`bo-audit-${name}-hint`} className="bo-field__hint">
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <GridPageSection
      titleId="bo-audit-title"
      texts={t}
      frame={(grid) => <Disclosure.Provider value={{ open, toggle }}>{grid}</Disclosure.Provider>}
      id="audit"
      columns={COLUMNS}
      state={state}
      csvPath="audit.csv"
      fetchPage={fetchAudit}
      detail={(e) =>
        open.has(e.id) ? (
          <div id={`bo-audit-detail-${e.id}`} className="bo-audit-detail">
            <Diff entry={e} />
          </div>
        ) : null
      }
      toolbar={
        <form
          className="bo-filters"
          role="search"
          onSubmit={handleSubmit((v) =>
            state.setFilters(Object.fromEntries(FILTERS.map((f) => [f, (v[f] ?? '').trim()]))),
          )}
        >
          {text('staff', t.staffFilter)}
          {text('action', t.actionFilter)}
          {text('entity_type', t.entityType)}
          {text('entity_id', t.entityId)}
          {text('from', t.from, undefined, 'date')}
          {text('to', t.to, undefined, 'date')}
          <button type="submit" className="bo-button bo-button--primary">
            {g.search}
          </button>
        </form>
      }
    />
  );
}
