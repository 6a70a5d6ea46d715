import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AML_FLAG_KINDS, AML_KIND_LABELS, amlClearRequest } from '@app/shared/api/aml.ts';
import { formatLiraText } from '@app/shared/money.ts';
import { clearAmlFlag, type AmlFlagItem, type AmlFlagsReply } from '@/backoffice/features/aml/api/aml-api.ts';
import { useGridState, type GridColumn, type GridState } from '@/backoffice/ui/data-grid.tsx';
import { GridPageSection, listFetcher } from '@/backoffice/ui/grid-page.tsx';
import { Dialog } from '@/backoffice/ui/dialog.tsx';
import { failure, when } from '@/backoffice/ui/format.ts';
import { ErrorNote, useNotice } from '@/backoffice/ui/notice.tsx';
import { FilterSelect, StatusTag } from '@/backoffice/ui/queue-filters.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { amlTexts } from '@/backoffice/features/aml/texts.ts';
import { AmlReportSection, AmlSettingsSection } from './aml-sections.tsx';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';
import { FormActions } from '@/backoffice/ui/form-actions.tsx';

const t = amlTexts.aml;
const fetchFlags = listFetcher<AmlFlagsReply, 'flags'>('admin/aml/flags', 'flags');
const c = boTexts.common;
const tl = (n: unknown) => formatLiraText(Number(n));

/** What a flag is about, in a line: the amounts, the turnover, the payee's name or the address's accounts. */
export function flagDetails(f: AmlFlagItem): string {
  const d = f.details;
  switch (f.kind) {
    case 'large_deposit':
    case 'large_withdrawal':
      return t.amount(tl(d.amount), tl(d.threshold));
    case 'low_turnover':
      return t.turnover(tl(d.deposits), tl(d.turnover));
    case 'name_mismatch':
      return t.accountName(String(d.account_name ?? ''));
    case 'shared_ip':
    case 'shared_device':
      return t.sharedIp(
        String(d.ip ?? ''),
        Number(d.accounts ?? 0),
        Array.isArray(d.usernames) ? d.usernames.join(', ') : '',
      );
  }
}

/**
 * The risk role's AML flags (decision 0019): the queue (open ones first by default) with filters by
 * kind, status and period and its CSV, a flag cleared with a required note; the report of flags per
 * period; each site's thresholds.
 */
export function AmlPage() {
  const state = useGridState(['kind', 'status', 'from', 'to'], { status: 'open' });
  const [clearing, setClearing] = useState<AmlFlagItem | null>(null);

  const columns = useMemo<GridColumn<AmlFlagItem>[]>(
    () => [
      { id: 'id', header: 'ID', accessorKey: 'id', sortable: true, numeric: true },
      { id: 'created_at', header: t.created, sortable: true, accessorFn: (r) => when(r.created_at) },
      {
        id: 'username',
        header: t.player,
        sortable: true,
        cell: ({ row }) => <Link to={`/players/${row.original.player_id}`}>{row.original.username}</Link>,
      },
      { id: 'kind', header: t.kind, sortable: true, accessorFn: (r) => AML_KIND_LABELS[r.kind] },
      { id: 'details', header: t.details, accessorFn: (r) => flagDetails(r) },
      {
        id: 'status',
        header: t.status,
        sortable: true,
        cell: ({ row }) => (
          <StatusTag
            status={row.original.status === 'cleared' ? 'done' : 'open'}
            names={{ done: t.statusNames.cleared!, open: t.statusNames.open! }}
          />
        ),
      },
      {
        id: 'cleared_by',
        header: t.clearedBy,
        accessorFn: (r) => (r.cleared_by ? `${r.cleared_by} · ${when(r.cleared_at)}` : ''),
      },
      { id: 'note', header: t.note, accessorFn: (r) => r.note ?? '' },
      {
        id: 'actions',
        header: c.actions,
        cell: ({ row }) =>
          row.original.status === 'open' ? (
            <button
              type="button"
              className="bo-button bo-button--primary"
              aria-label={t.clearLabel(row.original.id, row.original.username)}
              onClick={() => setClearing(row.original)}
            >
              {t.clear}
            </button>
          ) : null,
      },
    ],
    [],
  );

  return (
    <GridPageSection
      titleId="bo-aml-title"
      texts={t}
      after={
        <>
          <ClearDialog flag={clearing} onClose={() => setClearing(null)} />
          <AmlReportSection />
          <AmlSettingsSection />
        </>
      }
      id={'aml-flags'}
      columns={columns}
      state={state}
      csvPath="aml/flags.csv"
      fetchPage={fetchFlags}
      toolbar={<AmlFilters state={state} />}
    />
  );
}

/** The queue's filters: kind and status at once, the period on submit. */
function AmlFilters({ state }: { state: GridState }) {
  const { register, handleSubmit } = useForm<{ from: string; to: string }>({
    defaultValues: { from: state.query.from ?? '', to: state.query.to ?? '' },
  });
  return (
    <form className="bo-filters" role="search" onSubmit={handleSubmit((v) => state.setFilters(v))}>
      <FilterSelect
        id="bo-aml-kind"
        state={state}
        select={{
          key: 'kind',
          label: t.kind,
          options: Object.fromEntries(AML_FLAG_KINDS.map((k) => [k, AML_KIND_LABELS[k]])),
        }}
      />
      <FilterSelect
        id="bo-aml-status"
        state={state}
        select={{ key: 'status', label: t.status, options: t.statusNames }}
      />
      <div className="bo-field">
        <label htmlFor="bo-aml-from">{t.from}</label>
        <input id="bo-aml-from" type="date" {...register('from')} />
      </div>
      <div className="bo-field">
        <label htmlFor="bo-aml-to">{t.to}</label>
        <input id="bo-aml-to" type="date" {...register('to')} />
      </div>
      <button type="submit" className="bo-button bo-button--primary">
        {t.apply}
      </button>
    </form>
  );
}

type ClearFields = z.output<typeof amlClearRequest>;

/** Clearing a flag: the note is required (the shared schema), the server's refusal stays in the dialog. */
function ClearDialog({ flag, onClose }: { flag: AmlFlagItem | null; onClose: () => void }) {
  const client = useQueryClient();
  const notify = useNotice();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof amlClearRequest>, unknown, ClearFields>({
    resolver: zodResolver(amlClearRequest),
    defaultValues: { note: '' },
  });
  const clear = useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => clearAmlFlag(id, note),
    onSuccess: (f) => {
      notify({ type: 'success', text: t.cleared(f.id) });
      close();
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: backofficeKeys.grid('aml-flags') });
      void client.invalidateQueries({ queryKey: backofficeKeys.counts });
      void client.invalidateQueries({ queryKey: backofficeKeys.amlReport });
    },
  });
  const close = () => {
    reset({ note: '' });
    clear.reset();
    onClose();
  };
  return (
    <Dialog open={flag !== null} title={flag ? t.clearTitle(flag.id) : ''} onClose={close}>
      {flag && (
        <form onSubmit={handleSubmit((v) => clear.mutate({ id: flag.id, note: v.note }))} noValidate>
          <p>
            {flag.username} · {AML_KIND_LABELS[flag.kind]} · {flagDetails(flag)}
          </p>
          {clear.isError && <ErrorNote>{failure(clear.error)}</ErrorNote>}
          <div className="bo-field">
            <label htmlFor="bo-aml-note">{t.clearNote}</label>
            <textarea
              id="bo-aml-note"
              rows={4}
              maxLength={1000}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? 'bo-aml-note-error bo-aml-note-hint' : 'bo-aml-note-hint'}
              {...register('note')}
            />
            <p id="bo-aml-note-hint" className="bo-field__hint">
              {t.clearNoteHint}
            </p>
            {errors.note && (
              <p id="bo-aml-note-error" className="bo-field__error" role="alert">
                {errors.note.message}
              </p>
            )}
          </div>
          <FormActions submitLabel={t.clearConfirm} pending={clear.isPending} onCancel={close} />
        </form>
      )}
    </Dialog>
  );
}
