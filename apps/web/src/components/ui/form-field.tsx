import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

/** The control's ARIA state: invalid with an error, described by its hint and error. */
function controlAria(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  };
}

type Common = { id: string; label: ReactNode; error?: string; hint?: ReactNode; className?: string };

/** A field's frame: its label (marked when required), the control, then its hint and error. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  required,
  children,
}: Common & { required?: boolean; children: ReactNode }) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
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
    </div>
  );
}

/** A field's props split into its frame's and its control's (with the ARIA state the frame implies). */
function splitField<P extends Common & { required?: boolean }>({
  label,
  error,
  hint,
  className,
  ...control
}: P) {
  return {
    frame: { id: control.id, label, error, hint, className, required: control.required },
    control: { ...controlAria(control.id, error, hint), ...control },
  };
}

export function TextField(
  props: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <input className="input" {...control} />
    </FieldFrame>
  );
}

export function TextAreaField(
  props: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> },
) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <textarea className="input input--area" {...control} />
    </FieldFrame>
  );
}

export function SelectField(
  props: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> },
) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <select className="input input--select" {...control} />
    </FieldFrame>
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
  tone: 'success' | 'error' | 'warning';
  children: ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      className={`form-banner form-banner--${tone}`}
      role={tone === 'success' ? 'status' : 'alert'}
    >
      {children}
    </div>
  );
}
