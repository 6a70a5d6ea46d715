import { useId, useState } from 'react';
import { formatDateTimeTr } from '@app/shared/dates.ts';
import { COOLING_OFF_HOURS, EXCLUSION_MONTHS, TIMEOUT_DAYS, type ExclusionMonths, type ResponsibleReply, type TimeoutDays } from '../api/types.ts';
import { responsibleTexts } from '../texts.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const t = responsibleTexts;

/** A group of radio buttons with a visible legend. */
function Choices<V extends string | number>({
  legend,
  name,
  options,
  label,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly V[];
  label: (v: V) => string;
  value: V;
  onChange: (v: V) => void;
}) {
  const uid = useId();
  return (
    <fieldset className="rg-choices">
      <legend className="field__label">{legend}</legend>
      <div className="rg-choices__list">
        {options.map((o) => (
          <label key={String(o)} className="rg-choice" htmlFor={`${uid}-${String(o)}`}>
            <input
              id={`${uid}-${String(o)}`}
              type="radio"
              name={name}
              value={String(o)}
              checked={value === o}
              onChange={() => onChange(o)}
            />
            <span>{label(o)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Time-out: 24 hours, 7 days, 30 days or 6 weeks, after a confirmation that it cannot be ended early. */
export function TimeoutPanel() {
  const [days, setDays] = useState<TimeoutDays>(1);
  const [open, setOpen] = useState(false);
  const length = t.timeout.options[days]!;
  return (
    <section className="card rg-card" aria-labelledby="rg-timeout-title">
      <h2 id="rg-timeout-title" className="rg-card__title">
        {t.timeout.title}
      </h2>
      <p className="rg-card__hint">{t.timeout.intro}</p>
      <Choices
        legend={t.timeout.label}
        name="timeout-days"
        options={TIMEOUT_DAYS}
        label={(d) => t.timeout.options[d]!}
        value={days}
        onChange={setDays}
      />
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t.timeout.open}
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.timeout.confirmTitle}
        confirmLabel={t.timeout.confirm}
        action={{ action: 'timeout', days }}
      >
        <p>{t.timeout.confirmText(length)}</p>
      </ConfirmDialog>
    </section>
  );
}

type ExclusionChoice = ExclusionMonths | 'permanent';
const EXCLUSION_CHOICES: readonly ExclusionChoice[] = [...EXCLUSION_MONTHS, 'permanent'];

/** Self-exclusion: 6 months, 1 year, 5 years or for good, after a confirmation that it cannot be undone early. */
export function SelfExclusionPanel() {
  const [choice, setChoice] = useState<ExclusionChoice>(6);
  const [open, setOpen] = useState(false);
  const length = t.exclusion.options[String(choice)]!;
  return (
    <section className="card rg-card" aria-labelledby="rg-exclusion-title">
      <h2 id="rg-exclusion-title" className="rg-card__title">
        {t.exclusion.title}
      </h2>
      <p className="rg-card__hint">{t.exclusion.intro}</p>
      <Choices
        legend={t.exclusion.label}
        name="exclusion-length"
        options={EXCLUSION_CHOICES}
        label={(c) => t.exclusion.options[String(c)]!}
        value={choice}
        onChange={setChoice}
      />
      <button type="button" className="button rg-button--danger" onClick={() => setOpen(true)}>
        {t.exclusion.open}
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.exclusion.confirmTitle}
        confirmLabel={t.exclusion.confirm}
        action={
          choice === 'permanent'
            ? { action: 'self_exclude', permanent: true }
            : { action: 'self_exclude', months: choice }
        }
      >
        <p>{choice === 'permanent' ? t.exclusion.permanentText : t.exclusion.confirmText(length)}</p>
      </ConfirmDialog>
    </section>
  );
}

/** Closing the account: the balance must be withdrawn first (the server refuses otherwise, in Turkish). */
export function CloseAccountPanel() {
  const [open, setOpen] = useState(false);
  return (
    <section className="card rg-card" aria-labelledby="rg-close-title">
      <h2 id="rg-close-title" className="rg-card__title">
        {t.close.title}
      </h2>
      <p className="rg-card__hint">{t.close.intro}</p>
      <button type="button" className="button rg-button--danger" onClick={() => setOpen(true)}>
        {t.close.open}
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.close.confirmTitle}
        confirmLabel={t.close.confirm}
        action={{ action: 'close_account' }}
      >
        <p>{t.close.confirmText}</p>
      </ConfirmDialog>
    </section>
  );
}

/**
 * The end of a self-exclusion whose term is over (`request_exclusion_end`): it ends 24 hours after
 * the request, the date shown before and after it; a permanent one, or one still in its term, shows
 * nothing. The session stays (the player is still restricted until then).
 */
export function ExclusionEndPanel({ exclusion, now = () => Date.now() }: { exclusion: ResponsibleReply['exclusion']; now?: () => number }) {
  const [open, setOpen] = useState(false);
  if (!exclusion || exclusion.type !== 'self_exclusion') return null;
  if (exclusion.end_requested && exclusion.until) {
    return (
      <section className="card rg-card" aria-labelledby="rg-exclusion-end-title">
        <h2 id="rg-exclusion-end-title" className="rg-card__title">
          {t.exclusionEnd.title}
        </h2>
        <p className="rg-card__hint">{t.exclusionEnd.requested(formatDateTimeTr(exclusion.until))}</p>
      </section>
    );
  }
  if (!exclusion.end_requestable) return null;
  const endsAt = formatDateTimeTr(new Date(now() + COOLING_OFF_HOURS * 3_600_000).toISOString());
  return (
    <section className="card rg-card" aria-labelledby="rg-exclusion-end-title">
      <h2 id="rg-exclusion-end-title" className="rg-card__title">
        {t.exclusionEnd.title}
      </h2>
      <p className="rg-card__hint">{t.exclusionEnd.intro(endsAt)}</p>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t.exclusionEnd.open}
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.exclusionEnd.confirmTitle}
        confirmLabel={t.exclusionEnd.confirm}
        action={{ action: 'request_exclusion_end' }}
      >
        <p>{t.exclusionEnd.confirmText(endsAt)}</p>
      </ConfirmDialog>
    </section>
  );
}
