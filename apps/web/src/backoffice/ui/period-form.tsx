import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { boTexts } from './texts.ts';

/** A day (YYYY-MM-DD) in Istanbul, where the reports' days begin and end. */
export const istanbulDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(d);

/**
 * A report's period form: the first and last day (checked by the report's own schema, its Turkish
 * refusals under the fields), one choice of how the rows are grouped, the button that asks, and the
 * CSV of the query last asked.
 */
export function PeriodForm<Fields extends { from: string; to: string }>({
  idPrefix,
  labelledBy,
  schema,
  asked,
  onAsk,
  texts,
  choice,
  fromMax,
  csvHref,
}: {
  /** The fields' ids: `${idPrefix}-from`, `${idPrefix}-to` (and their `-error`). */
  idPrefix: string;
  /** The id of the title that names the form. */
  labelledBy: string;
  schema: z.ZodType<Fields, FieldValues>;
  /** The query last asked: the form's first values and the CSV's query. */
  asked: Fields;
  onAsk: (fields: Fields) => void;
  texts: { from: string; to: string; show: string };
  /** The grouping, if any: its field, its select's id, its label and its values with their names. */
  choice?: { name: keyof Fields & string; id: string; label: string; options: Record<string, string> };
  /** The latest first day that may be chosen, if any. */
  fromMax?: string;
  /** The CSV of the query last asked, if the report has one. */
  csvHref?: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FieldValues, unknown, Fields>({ resolver: zodResolver(schema), defaultValues: asked });
  const day = (name: 'from' | 'to', label: string, max?: string) => {
    const error = errors[name]?.message;
    return (
      <div className="bo-field">
        <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
        <input
          id={`${idPrefix}-${name}`}
          type="date"
          max={max}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${idPrefix}-${name}-error` : undefined}
          {...register(name)}
        />
        {errors[name] && (
          <p id={`${idPrefix}-${name}-error`} className="bo-field__error">
            {typeof error === 'string' ? error : null}
          </p>
        )}
      </div>
    );
  };
  return (
    <form className="bo-filters" onSubmit={handleSubmit(onAsk)} noValidate aria-labelledby={labelledBy}>
      {day('from', texts.from, fromMax)}
      {day('to', texts.to)}
      {choice && (
        <div className="bo-field">
          <label htmlFor={choice.id}>{choice.label}</label>
          <select id={choice.id} {...register(choice.name)}>
            {Object.entries(choice.options).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className="bo-button bo-button--primary">
        {texts.show}
      </button>
      {csvHref && (
        <a className="bo-button" href={csvHref} download>
          <Download size={16} aria-hidden="true" /> {boTexts.grid.csv}
        </a>
      )}
    </form>
  );
}
