import { useId } from 'react';
import { z } from 'zod';
import { formatDateTimeTr } from '@app/shared/dates.ts';
import { formatLiraText } from '@app/shared/money.ts';
import { FeedbackBanner } from '@/components/ui/form-feedback.tsx';
import { SelectField, TextField } from '@/components/ui/form-field.tsx';
import { useBannerForm } from '@/hooks/use-banner-form.ts';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { useResponsibleAction } from '../api/responsible-gaming.ts';
import { LIMIT_PERIODS, type LimitKind, type LimitPeriod, type ResponsibleLimit } from '../api/types.ts';
import { responsibleTexts } from '../texts.ts';

const t = responsibleTexts.limits;

/** The form's schema: a period and a positive amount (lira with at most two decimals; whole minutes for a session limit). */
export function limitForm(kind: LimitKind) {
  return z.object({
    period: z.enum(LIMIT_PERIODS),
    amount: z
      .string()
      .trim()
      .min(1, t.amountRequired)
      .transform((v) => Number(v.includes(',') ? v.replace(/\./g, '').replace(',', '.') : v))
      .refine((n) => Number.isFinite(n) && n > 0, t.amountPositive)
      .refine((n) => kind !== 'session' || Number.isInteger(n), t.minutesWhole)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, t.amountDecimals),
  });
}

/** The periods a kind has: a session limit holds for every login session (the server's `day`). */
const periodsOf = (kind: LimitKind): readonly LimitPeriod[] => (kind === 'session' ? ['day'] : LIMIT_PERIODS);
const periodLabel = (kind: LimitKind, p: LimitPeriod) => (kind === 'session' ? t.sessionPeriod : t.periods[p]);

/** A limit's value as the player reads it: lira, or minutes for a session limit. */
export function limitValue(kind: LimitKind, amount: number | null): string {
  if (amount === null) return t.none;
  return kind === 'session' ? t.minutes(amount) : formatLiraText(amount);
}

/**
 * One kind of limit (deposit, loss, wager, play time): its three periods with the current value and
 * a pending change with the date it takes effect, and one form to set, lower, raise or remove the
 * limit of a period. The server decides what is at once (a new or lower limit) and what waits
 * 24 hours (a higher limit or a removal); its Turkish answer shows in the form's banner.
 */
export function LimitCard({ kind, limits }: { kind: LimitKind; limits: ResponsibleLimit[] }) {
  const uid = useId();
  const feedbackId = `${uid}-feedback`;
  const send = useResponsibleAction();
  const byPeriod = (p: LimitPeriod) => limits.find((l) => l.kind === kind && l.period === p);
  const { form, feedback, submit, field } = useBannerForm({
    schema: limitForm(kind),
    defaultValues: { period: 'day', amount: '' },
    feedbackId,
  });
  const title = t.kinds[kind];

  const post = async (period: LimitPeriod, amount: number | null) => {
    if (send.isPending) return;
    try {
      const reply = await send.mutateAsync({ action: 'set_limit', kind, period, amount });
      form.reset({ period, amount: '' });
      feedback.showSuccess(reply.message);
    } catch (err) {
      feedback.showError(errorText(err, responsibleTexts.failed, responsibleTexts.network));
    }
  };

  const onSubmit = submit((values) => post(values.period, values.amount));

  const remove = () => {
    const period = form.getValues('period') as LimitPeriod;
    const current = byPeriod(period);
    if (!current || current.amount === null) {
      feedback.showError(t.noLimitToRemove);
      return;
    }
    void post(period, null);
  };

  return (
    <section className="card rg-card rg-limit" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="rg-card__title">
        {title}
      </h3>
      <p className="rg-card__hint">{t.kindHints[kind]}</p>
      <dl className="rg-limit__list">
        {periodsOf(kind).map((p) => {
          const l = byPeriod(p);
          return (
            <div key={p} className="rg-limit__row" data-testid={`limit-${kind}-${p}`}>
              <dt>{periodLabel(kind, p)}</dt>
              <dd>
                <span className="rg-limit__value">{limitValue(kind, l?.amount ?? null)}</span>
                {l?.pending_from && (
                  <span className="rg-limit__pending">
                    {t.pending(
                      l.pending_amount === null ? t.pendingRemoval : limitValue(kind, l.pending_amount),
                      formatDateTimeTr(l.pending_from),
                    )}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <form className="rg-limit__form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        <SelectField id={`${uid}-period`} label={t.period} {...field('period')}>
          {periodsOf(kind).map((p) => (
            <option key={p} value={p}>
              {periodLabel(kind, p)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${uid}-amount`}
          label={kind === 'session' ? t.amountMinutes : t.amountLira}
          inputMode={kind === 'session' ? 'numeric' : 'decimal'}
          autoComplete="off"
          maxLength={12}
          {...field('amount')}
        />
        <div className="rg-limit__actions">
          <button type="submit" className="button button--primary" aria-disabled={send.isPending}>
            {send.isPending ? texts.common.sending : t.save}
          </button>
          <button type="button" className="button button--ghost" onClick={remove} aria-disabled={send.isPending}>
            {t.remove}
          </button>
        </div>
        <FeedbackBanner id={feedbackId} feedback={feedback.feedback} />
      </form>
    </section>
  );
}
