import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { affiliatePlanBody, statementPaidBody } from '@app/shared/api/affiliate.ts';
import {
  approveStatement,
  getAffiliate,
  markStatementPaid,
  setPlan,
  type AffiliateStatement,
  type PlanFields,
  type PlanInput,
  type StaffAffiliateReply,
} from '@/backoffice/features/affiliate/api/affiliate-api.ts';
import { affiliateTexts } from '@/backoffice/features/affiliate/texts.ts';
import { ConfirmDialog, Dialog } from '@/backoffice/ui/dialog.tsx';
import { FormActions } from '@/backoffice/ui/form-actions.tsx';
import { Field, fieldHelpers } from '@/backoffice/ui/form-field.tsx';
import { monthName } from '@app/shared/text.ts';
import { failure, money, when } from '@/backoffice/ui/format.ts';
import { ErrorNote, useNotice } from '@/backoffice/ui/notice.tsx';
import { useCan } from '@/backoffice/ui/queue-filters.tsx';
import {
  StatementsTable,
  type StatementsColumn,
  type StatementsTableTexts,
} from '@/backoffice/ui/statements-table.tsx';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';
import { boTexts } from '@/backoffice/ui/texts.ts';

const t = affiliateTexts.detail;
const c = boTexts.common;
const percent = (n: number) => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 }).format(n);
/** The statements table's headers: the back office's words. */
const tableTexts: StatementsTableTexts = {
  caption: t.statementsCaption,
  month: t.month,
  ngr: t.ngr,
  carriedIn: t.carriedIn,
  revenueShare: t.revenueShareAmount,
  cpa: t.cpa,
  commission: t.commission,
  status: t.status,
};
const key = (id: number) => [...backofficeKeys.grid('affiliate-accounts'), 'detail', id] as const;

type PlanField = keyof PlanFields;

/** The plan form: revenue share, CPA and its two conditions; what it saves applies from the next month. */
function PlanForm({
  id,
  current,
  first,
}: {
  id: number;
  current: StaffAffiliateReply['affiliate']['plan'];
  /** No plan yet: this one applies from this month. */
  first: boolean;
}) {
  const client = useQueryClient();
  const notice = useNotice();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PlanInput, unknown, PlanFields>({
    resolver: zodResolver(affiliatePlanBody),
    defaultValues: {
      revenue_share_percent: current?.revenue_share_percent ?? '',
      cpa_amount: current?.cpa_amount ?? '',
      cpa_min_deposit: current?.cpa_min_deposit ?? '',
      cpa_min_wagering: current?.cpa_min_wagering ?? '',
    } as PlanInput,
  });
  const save = useMutation({
    mutationFn: (plan: PlanFields) => setPlan(id, plan),
    onSuccess: (message) => {
      notice({ type: 'success', text: message });
      void client.invalidateQueries({ queryKey: key(id) });
    },
  });
  const { described, err } = fieldHelpers<PlanField>(errors, (name) => `bo-plan-${name}`);
  const field = (name: PlanField, label: string, step: string, hint?: string) => (
    <Field id={`bo-plan-${name}`} label={label} error={err(name)} hint={hint}>
      <input
        id={`bo-plan-${name}`}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        {...described(name, hint ? `bo-plan-${name}-hint` : undefined)}
        // An empty field is no number (its "girin" refusal), not a 0.
        {...register(name, {
          setValueAs: (v: unknown) => (v === '' || v === undefined ? undefined : Number(v)),
        })}
      />
    </Field>
  );
  return (
    <form
      className="bo-card bo-decision"
      onSubmit={handleSubmit((v) => save.mutate(v))}
      noValidate
      aria-labelledby="bo-plan-title"
    >
      <h2 id="bo-plan-title">{t.plan}</h2>
      <p className="bo-muted" id="bo-plan-intro">
        {t.planIntro}
      </p>
      {save.isError && <ErrorNote>{failure(save.error)}</ErrorNote>}
      {field('revenue_share_percent', t.revenueShare, '0.01', t.revenueShareHint)}
      {field('cpa_amount', t.cpaAmount, '0.01', t.cpaAmountHint)}
      {field('cpa_min_deposit', t.cpaMinDeposit, '0.01')}
      {field('cpa_min_wagering', t.cpaMinWagering, '0.01')}
      <div className="bo-actions">
        <button
          type="submit"
          className="bo-button bo-button--primary"
          disabled={save.isPending}
          aria-describedby="bo-plan-intro"
        >
          {save.isPending ? t.saving : first ? t.saveFirst : t.save}
        </button>
      </div>
    </form>
  );
}

/** The payment's reference, in a dialog: the statement is recorded as paid. */
function PaidDialog({ statement, onClose }: { statement: AffiliateStatement; onClose: () => void }) {
  const client = useQueryClient();
  const notice = useNotice();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof statementPaidBody>, unknown, z.output<typeof statementPaidBody>>({
    resolver: zodResolver(statementPaidBody),
    defaultValues: { reference: '' },
  });
  const paid = useMutation({
    mutationFn: (reference: string) => markStatementPaid(statement.id, reference),
    onSuccess: () => {
      notice({ type: 'success', text: t.paidDone(monthName(statement.month)) });
      void client.invalidateQueries({ queryKey: key(statement.affiliate_id) });
      onClose();
    },
  });
  const { described, err } = fieldHelpers<'reference'>(errors, (name) => `bo-paid-${name}`);
  return (
    <Dialog
      open
      title={t.markPaidLabel(monthName(statement.month), money(statement.commission))}
      onClose={onClose}
    >
      <form onSubmit={handleSubmit((v) => paid.mutate(v.reference))} noValidate>
        {paid.isError && <ErrorNote>{failure(paid.error)}</ErrorNote>}
        <Field id="bo-paid-reference" label={t.reference} error={err('reference')} hint={t.referenceHint}>
          <input
            id="bo-paid-reference"
            maxLength={200}
            {...described('reference', 'bo-paid-reference-hint')}
            {...register('reference')}
          />
        </Field>
        <FormActions submitLabel={t.paidSave} pending={paid.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** The statements with their approvals (four eyes above the site's threshold) and payments. */
function Statements({ statements, mayDecide }: { statements: AffiliateStatement[]; mayDecide: boolean }) {
  const client = useQueryClient();
  const notice = useNotice();
  const [approving, setApproving] = useState<AffiliateStatement | null>(null);
  const [paying, setPaying] = useState<AffiliateStatement | null>(null);
  const approve = useMutation({
    mutationFn: (s: AffiliateStatement) => approveStatement(s.id),
    onSuccess: (_, s) => {
      notice({ type: 'success', text: t.approved(monthName(s.month)) });
      void client.invalidateQueries({ queryKey: key(s.affiliate_id) });
      setApproving(null);
    },
  });
  if (statements.length === 0) return <p className="bo-muted">{t.noStatements}</p>;
  const columns: StatementsColumn[] = [
    {
      key: 'approvals',
      header: t.approvals,
      cell: (s) => t.approvalsOf(s.approvals, s.needs_second_approval ? 2 : 1),
    },
    {
      key: 'paid',
      header: t.paid,
      cell: (s) => (s.paid_at ? `${when(s.paid_at)} · ${s.payment_reference ?? ''}` : ''),
    },
  ];
  if (mayDecide)
    columns.push({
      key: 'actions',
      header: t.actions,
      cell: (s, month) => {
        const amount = money(s.commission);
        const second = s.needs_second_approval && s.approvals >= 1;
        return (
          <>
            {s.status === 'locked' && (
              <button
                type="button"
                className="bo-button bo-button--primary"
                aria-label={t.approveLabel(month, amount)}
                onClick={() => setApproving(s)}
              >
                {second ? t.secondApprove : t.approve}
              </button>
            )}
            {s.status === 'approved' && (
              <button
                type="button"
                className="bo-button"
                aria-label={t.markPaidLabel(month, amount)}
                onClick={() => setPaying(s)}
              >
                {t.markPaid}
              </button>
            )}
          </>
        );
      },
    });
  return (
    <>
      <StatementsTable
        statements={statements}
        texts={tableTexts}
        captionId="bo-aff-statements-caption"
        cpaCount
        statusNote={(s) =>
          s.status === 'locked' &&
          s.needs_second_approval && <span className="bo-tag bo-tag--inline">{t.secondNeeded}</span>
        }
        columns={columns}
      />
      <ConfirmDialog
        open={approving !== null}
        title={approving ? t.approveLabel(monthName(approving.month), money(approving.commission)) : ''}
        body={
          approving
            ? t.approveBody(
                monthName(approving.month),
                money(approving.commission),
                approving.needs_second_approval && approving.approvals >= 1,
              )
            : ''
        }
        confirmLabel={t.approveConfirm}
        pending={approve.isPending}
        error={approve.isError ? failure(approve.error) : null}
        onConfirm={() => approving && approve.mutate(approving)}
        onClose={() => {
          setApproving(null);
          approve.reset();
        }}
      />
      {paying && <PaidDialog statement={paying} onClose={() => setPaying(null)} />}
    </>
  );
}

/** An affiliate's page: the account, the plan (finance sets it), the plans' history, the statements. */
export function AffiliateAccountPage() {
  const id = Number(useParams().id);
  const mayDecide = useCan('affiliates.finance');
  const detail = useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => getAffiliate(id, signal),
    enabled: id > 0,
  });
  const d = detail.data;
  const a = d?.affiliate;
  const planLine = (p: NonNullable<StaffAffiliateReply['affiliate']['plan']>) =>
    t.planLine(
      percent(p.revenue_share_percent),
      money(p.cpa_amount),
      money(p.cpa_min_deposit),
      money(p.cpa_min_wagering),
    );

  return (
    <section aria-labelledby="bo-affiliate-title">
      <p>
        <Link to="/affiliate-accounts">{t.back}</Link>
      </p>
      <h1 id="bo-affiliate-title">{a ? t.title(a.name) : affiliateTexts.accounts.title}</h1>
      {detail.isLoading && <p className="bo-muted">{c.loading}</p>}
      {detail.isError && <ErrorNote>{failure(detail.error) || t.loadFailed}</ErrorNote>}
      {d && a && (
        <>
          <section className="bo-card bo-decision" aria-labelledby="bo-affiliate-account">
            <h2 id="bo-affiliate-account">{t.account}</h2>
            <dl className="bo-pairs">
              <dt>{affiliateTexts.accounts.email}</dt>
              <dd>{a.email}</dd>
              <dt>{affiliateTexts.accounts.btag}</dt>
              <dd>
                <code className="bo-code">{a.btag}</code>
              </dd>
              <dt>{affiliateTexts.accounts.created}</dt>
              <dd>{a.approved_at ? when(a.approved_at) : ''}</dd>
              <dt>{t.current}</dt>
              <dd>{a.plan ? planLine(a.plan) : t.noPlan}</dd>
              {a.next_plan && (
                <>
                  <dt>{t.next(monthName(a.next_plan.effective_from))}</dt>
                  <dd>{planLine(a.next_plan)}</dd>
                </>
              )}
              <dt>{affiliateTexts.accounts.unpaid}</dt>
              <dd>{money(a.unpaid)}</dd>
            </dl>
          </section>
          {mayDecide && (
            <PlanForm
              key={d.plans[0]?.set_at ?? 'none'}
              id={a.id}
              current={a.next_plan ?? a.plan}
              first={d.plans.length === 0}
            />
          )}
          <h2 id="bo-plan-history">{t.history}</h2>
          {d.plans.length === 0 ? (
            <p className="bo-muted">{t.noPlan}</p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table" aria-labelledby="bo-plan-history">
                <thead>
                  <tr>
                    <th scope="col">{t.from}</th>
                    <th scope="col">{t.plan}</th>
                    <th scope="col">{t.setAt}</th>
                    <th scope="col">{t.setBy}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.plans.map((p) => (
                    <tr key={`${p.effective_from}-${p.set_at}`}>
                      <th scope="row">{monthName(p.effective_from)}</th>
                      <td>{planLine(p)}</td>
                      <td>{when(p.set_at)}</td>
                      <td>{p.set_by}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h2>{t.statements}</h2>
          <Statements statements={d.statements} mayDecide={mayDecide} />
        </>
      )}
    </section>
  );
}
