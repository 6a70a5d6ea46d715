import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffAdjustRequest } from '@app/shared/api/wallet.ts';
import { boTexts } from './texts.ts';

const c = boTexts.common;

/** A decision's reason as the Staff API checks it (1 to 500 characters, trimmed). */
const reasonForm = staffAdjustRequest.pick({ reason: true });

/** A decision's reason: a labelled text area, the decision and a way back. */
export function ReasonForm({
  title,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  children,
  reasonLabel = c.reason,
  reasonHint = c.reasonHint,
}: {
  title: string;
  /** The reason field's label and hint (a rejection's by default: the player reads it). */
  reasonLabel?: string;
  reasonHint?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  const { register, handleSubmit, control } = useForm<z.input<typeof reasonForm>, unknown, z.output<typeof reasonForm>>({
    resolver: zodResolver(reasonForm),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  return (
    <form
      className="bo-card bo-decision"
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit((v) => onSubmit(v.reason))}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      <div className="bo-field">
        <label htmlFor={`${id}-reason`}>{reasonLabel}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={500}
          required
          autoFocus
          aria-describedby={`${id}-hint`}
          {...register('reason')}
        />
        <p id={`${id}-hint`} className="bo-field__hint">
          {reasonHint}
        </p>
      </div>
      <div className="bo-actions">
        <button
          type="submit"
          className="bo-button bo-button--danger"
          disabled={pending || reason.trim() === ''}
        >
          {submitLabel}
        </button>
        <button type="button" className="bo-button" onClick={onCancel}>
          {c.cancel}
        </button>
      </div>
    </form>
  );
}

/** A queue's loading, failure and empty states; the table otherwise. */
export function QueueState<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <p className="bo-muted">{c.loading}</p>;
  if (query.isError)
    return (
      <div className="bo-notice bo-notice--error" role="alert">
        <span>{c.loadFailed}</span>
        <button type="button" className="bo-button" onClick={() => void query.refetch()}>
          {c.retry}
        </button>
      </div>
    );
  if (query.data.length === 0) return <p className="bo-muted">{empty}</p>;
  return <>{children(query.data)}</>;
}

/** A wide table scrolls inside its own region (reachable by keyboard), never the page. */
export function TableRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className="bo-table-wrap" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

/** One of a row's decisions: its button's text, its accessible name (naming the row) and its look. */
export interface RowAction {
  label: string;
  ariaLabel: string;
  tone?: 'primary' | 'danger';
  /** This one button waits (its own request is being sent); the others stay usable. */
  disabled?: boolean;
  onClick: () => void;
}

/**
 * A grid row's decision buttons (approve, reject, mark paid ...): all disabled while one decision
 * is being sent (`disabled`), or one button alone (its action's `disabled`).
 */
export function RowActions({
  actions,
  disabled = false,
  className = 'bo-actions',
}: {
  actions: RowAction[];
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      {actions.map((a) => (
        <button
          key={a.label}
          type="button"
          className={a.tone ? `bo-button bo-button--${a.tone}` : 'bo-button'}
          aria-label={a.ariaLabel}
          disabled={disabled || a.disabled === true}
          onClick={a.onClick}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}

type Named = (name: string) => string;

/**
 * A content row's three buttons: edit, its switch (enable/disable, publish/unpublish: `on` picks the
 * pair that turns it off) and remove, each naming the row by `name`.
 */
export function EditSwitchRemove({
  name,
  on,
  texts,
  switching,
  onEdit,
  onSwitch,
  onRemove,
}: {
  name: string;
  on: boolean;
  texts: {
    edit: string;
    editLabel: Named;
    turnOff: string;
    turnOffLabel: Named;
    turnOn: string;
    turnOnLabel: Named;
    remove: string;
    removeLabel: Named;
  };
  switching: boolean;
  onEdit: () => void;
  onSwitch: () => void;
  onRemove: () => void;
}) {
  return (
    <RowActions
      actions={[
        { label: texts.edit, ariaLabel: texts.editLabel(name), onClick: onEdit },
        {
          label: on ? texts.turnOff : texts.turnOn,
          ariaLabel: on ? texts.turnOffLabel(name) : texts.turnOnLabel(name),
          disabled: switching,
          onClick: onSwitch,
        },
        { label: texts.remove, ariaLabel: texts.removeLabel(name), tone: 'danger', onClick: onRemove },
      ]}
    />
  );
}
