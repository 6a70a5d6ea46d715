import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

/** ids of the hint and error that describe a field, for aria-describedby. */
function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldLabel({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label className="field__label" htmlFor={id}>
      {label}
      {required && (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function FieldFooter({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
}

type Common = { id: string; label: ReactNode; error?: string; hint?: ReactNode; className?: string };

export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ref,
  ...rest
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <div className={`field ${className ?? ''}`}>
      <FieldLabel id={id} label={label} required={rest.required} />
      <input
        id={id}
        ref={ref}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
      />
      <FieldFooter id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ref,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <div className={`field ${className ?? ''}`}>
      <FieldLabel id={id} label={label} required={rest.required} />
      <textarea
        id={id}
        ref={ref}
        className="input input--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
      />
      <FieldFooter id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  ref,
  children,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <div className={`field ${className ?? ''}`}>
      <FieldLabel id={id} label={label} required={rest.required} />
      <select
        id={id}
        ref={ref}
        className="input input--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
      >
        {children}
      </select>
      <FieldFooter id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  error,
  className,
  ref,
  ...rest
}: Omit<Common, 'hint'> & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <div className={`field field--check ${className ?? ''}`}>
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      <label className="field__label field__label--inline" htmlFor={id}>
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="field__error field__error--full">
          {error}
        </p>
      )}
    </div>
  );
}

/** A success or error banner; errors are announced assertively. */
export function FormBanner({
  tone,
  children,
  id,
}: {
  tone: 'success' | 'error';
  children: ReactNode;
  id?: string;
}) {
  return (
    <div id={id} className={`form-banner form-banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
