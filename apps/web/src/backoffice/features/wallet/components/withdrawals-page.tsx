import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import {
  approveWithdrawal,
  getWithdrawals,
  markWithdrawalPaid,
  rejectWithdrawal,
  type WithdrawalItem,
} from '@/backoffice/features/wallet/api/wallet-api.ts';
import { failure, money } from '@/backoffice/ui/format.ts';
import { DataGrid, useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { MoneyFilters } from './money-filters.tsx';
import { playerAndAmountColumns, statusAndBalancesColumns } from './player-cells.tsx';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import { ReasonForm, RowActions } from '@/backoffice/ui/parts.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { walletTexts } from '@/backoffice/features/wallet/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = walletTexts.withdrawals;
const d = walletTexts.deposits;
const c = boTexts.common;

/** A flagged withdrawal is approved only after staff acknowledge that the account holder's name differs. */
function AcknowledgeForm({
  w,
  pending,
  onConfirm,
  onCancel,
}: {
  w: WithdrawalItem;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  // The field the approval sends (staffApproveRequest's acknowledge_name_mismatch); nothing goes without it.
  const { register, handleSubmit, control } = useForm<{ acknowledge_name_mismatch: boolean }>({
    defaultValues: { acknowledge_name_mismatch: false },
  });
  const ack = useWatch({ control, name: 'acknowledge_name_mismatch' });
  return (
    <form
      className="bo-card bo-decision"
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit((v) => {
        if (v.acknowledge_name_mismatch) onConfirm();
      })}
    >
      <h2 id={`${id}-title`}>{t.approveTitle(w.username, money(w.amount))}</h2>
      <p className="bo-warning">
        <AlertTriangle size={16} aria-hidden="true" /> {t.nameMismatchLong}
      </p>
      <dl className="bo-pairs">
        <dt>{d.realName}</dt>
        <dd>{w.real_name}</dd>
        <dt>{t.holder}</dt>
        <dd>{w.account_name}</dd>
      </dl>
      <div className="bo-check">
        <input id={`${id}-ack`} type="checkbox" autoFocus {...register('acknowledge_name_mismatch')} />
        <label htmlFor={`${id}-ack`}>{t.acknowledge}</label>
      </div>
      <div className="bo-actions">
        <button type="submit" className="bo-button bo-button--primary" disabled={!ack || pending}>
          {t.confirmApprove}
        </button>
        <button type="button" className="bo-button" onClick={onCancel}>
          {c.cancel}
        </button>
      </div>
    </form>
  );
}

const FILTERS = ['status', 'q'] as const;
const DEFAULTS = { status: 'open' };

/**
 * Withdrawals: what staff still act on by default (to approve with one or two approvers, or
 * approved and to mark paid), or any status; reject with a reason; CSV of what is filtered.
 */
export function WithdrawalsPage() {
  const client = useQueryClient();
  const notify = useNotice();
  const state = useGridState(FILTERS, DEFAULTS);
  const [panel, setPanel] = useState<{ kind: 'approve' | 'reject'; w: WithdrawalItem } | null>(null);
  const settle = () => {
    void client.invalidateQueries({ queryKey: backofficeKeys.grid('withdrawals') });
    void client.invalidateQueries({ queryKey: backofficeKeys.counts });
  };
  const onError = (e: unknown) => notify({ type: 'error', text: failure(e) });
  const approve = useMutation({
    mutationFn: (w: WithdrawalItem) => approveWithdrawal(w.id, w.name_mismatch),
    onSuccess: (reply, w) => {
      setPanel(null);
      notify({
        type: 'success',
        text:
          reply.status === 'awaiting_second_approval' ? t.firstApproval(w.username) : t.approved(w.username),
      });
    },
    onError,
    onSettled: settle,
  });
  const reject = useMutation({
    mutationFn: ({ w, reason }: { w: WithdrawalItem; reason: string }) => rejectWithdrawal(w.id, reason),
    onSuccess: (_r, { w }) => {
      setPanel(null);
      notify({ type: 'success', text: t.rejected(w.username) });
    },
    onError,
    onSettled: settle,
  });
  const paid = useMutation({
    mutationFn: (w: WithdrawalItem) => markWithdrawalPaid(w.id),
    onSuccess: (_r, w) => notify({ type: 'success', text: t.markedPaid(w.username) }),
    onError,
    onSettled: settle,
  });
  const busy = approve.isPending || reject.isPending || paid.isPending;

  const columns = useMemo<GridColumn<WithdrawalItem>[]>(
    () => [
      ...playerAndAmountColumns<WithdrawalItem>(),
      {
        id: 'account',
        header: t.account,
        cell: ({ row }) => {
          const w = row.original;
          return (
            <>
              <div>
                {w.account_name}
                {w.name_mismatch && (
                  <span className="bo-tag bo-tag--rejected bo-tag--inline" title={t.nameMismatchLong}>
                    <AlertTriangle size={12} aria-hidden="true" /> {t.nameMismatch}
                  </span>
                )}
              </div>
              <code className="bo-code">{w.iban}</code>
              <div className="bo-small bo-muted">{w.bank_name}</div>
            </>
          );
        },
      },
      ...statusAndBalancesColumns<WithdrawalItem>(t.status, t.statuses, d.balances, (w) =>
        w.open_aml_flags > 0 ? (
          <span className="bo-tag bo-tag--rejected bo-tag--inline" title={t.amlFlagLong(w.open_aml_flags)}>
            <AlertTriangle size={12} aria-hidden="true" /> {t.amlFlag}
          </span>
        ) : null,
      ),
      {
        id: 'actions',
        header: c.actions,
        cell: ({ row }) => {
          const w = row.original;
          const label = `${w.username}, ${money(w.amount)}`;
          if (w.status === 'approved') {
            return (
              <RowActions
                disabled={busy}
                actions={[
                  {
                    label: t.paid,
                    ariaLabel: `${t.paid}: ${label}`,
                    tone: 'primary',
                    onClick: () => paid.mutate(w),
                  },
                ]}
              />
            );
          }
          if (w.status !== 'pending' && w.status !== 'awaiting_second_approval') return null;
          return (
            <RowActions
              disabled={busy}
              actions={[
                {
                  label: c.approve,
                  ariaLabel: `${c.approve}: ${label}`,
                  tone: 'primary',
                  onClick: () => (w.name_mismatch ? setPanel({ kind: 'approve', w }) : approve.mutate(w)),
                },
                {
                  label: c.reject,
                  ariaLabel: `${c.reject}: ${label}`,
                  tone: 'danger',
                  onClick: () => setPanel({ kind: 'reject', w }),
                },
              ]}
            />
          );
        },
      },
    ],
    [approve, paid, busy],
  );

  return (
    <section aria-labelledby="bo-withdrawals-title">
      <h1 id="bo-withdrawals-title">{t.title}</h1>
      {panel?.kind === 'approve' && (
        <AcknowledgeForm
          w={panel.w}
          pending={approve.isPending}
          onConfirm={() => approve.mutate(panel.w)}
          onCancel={() => setPanel(null)}
        />
      )}
      {panel?.kind === 'reject' && (
        <ReasonForm
          title={d.rejectTitle(panel.w.username, money(panel.w.amount))}
          submitLabel={c.reject}
          pending={reject.isPending}
          onSubmit={(reason) => reject.mutate({ w: panel.w, reason })}
          onCancel={() => setPanel(null)}
        />
      )}
      <DataGrid
        id="withdrawals"
        caption={state.query.status === 'open' ? t.caption : t.captionAll}
        columns={columns}
        state={state}
        rowKey={(w) => w.id}
        empty={state.query.status === 'open' ? t.empty : t.emptyFiltered}
        csvPath="withdrawals.csv"
        fetchPage={getWithdrawals}
        toolbar={<MoneyFilters idPrefix="bo-withdrawals" state={state} statuses={t.statuses} />}
      />
    </section>
  );
}
