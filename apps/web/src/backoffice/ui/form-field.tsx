import type { ReactNode } from 'react';

/**
 * A form field's error under it and the input's ties to it: `aria-invalid` while it is wrong and
 * `aria-describedby` naming the error (when shown) and the hint (when given).
 */

/** The field's error line (nothing without a message); `alert` announces it as it appears. */
export function FieldError({
  id,
  message,
  alert = false,
}: {
  id: string;
  message?: string | null | false;
  alert?: boolean;
}) {
  if (!message) return null;
  return (
    <p id={id} className="bo-field__error" role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}

/** The input's aria attributes: invalid while `wrong`, described by the error (when wrong) and the hint. */
export function described(wrong: unknown, errorId: string, hintId?: string) {
  return {
    'aria-invalid': wrong ? true : undefined,
    'aria-describedby': [wrong ? errorId : '', hintId ?? ''].filter(Boolean).join(' ') || undefined,
  } as const;
}

type Errors<K extends string> = Partial<Record<K, { message?: string } | undefined>>;

/** A form's field helpers over its errors, each field's ids from `idOf(name)` (its error at `idOf(name + '-error')`). */
export function fieldHelpers<K extends string>(
  errors: Errors<K>,
  idOf: (name: string) => string,
  alert = false,
) {
  return {
    described: (name: K, hintId?: string) => described(errors[name], idOf(`${name}-error`), hintId),
    err: (name: K) => <FieldError id={idOf(`${name}-error`)} message={errors[name]?.message} alert={alert} />,
  };
}

/** A labelled field: its label, the input (`children`), its error line, then its hint (at `${id}-hint`). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error}
      {hint && (
        <p id={`${id}-hint`} className="bo-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
