import { useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { invalidProps } from '@/components/ui/form-feedback.tsx';
import { useFeedback } from './use-feedback.ts';

/**
 * The account forms' one pattern: react-hook-form with a shared zod schema (zodResolver), and
 * the spec's single feedback banner instead of a text under each field. A refused submit shows
 * the first problem's text; every field with that same text is marked invalid (and described by
 * the banner) until it is edited or the message clears. The submit handler gets the schema's
 * output, so the form sends what the server validates with the same schema.
 */
export function useBannerForm<Values extends FieldValues, Output>({
  schema,
  defaultValues,
  feedbackId,
  onEdit,
}: {
  schema: z.ZodType<Output, Values>;
  defaultValues: DefaultValues<Values>;
  feedbackId: string;
  /** Called when any field changes (a form with an idempotency key drops it). */
  onEdit?: () => void;
}) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const feedback = useFeedback();
  const [invalid, setInvalid] = useState<Path<Values>[]>([]);

  const showProblems = (errors: FieldErrors<Values>): Path<Values>[] => {
    const entries = Object.entries(errors) as [Path<Values>, { message?: unknown }][];
    const message = entries.map(([, e]) => e.message).find((m): m is string => typeof m === 'string');
    if (!message) return [];
    const fields = entries.filter(([, e]) => e.message === message).map(([name]) => name);
    setInvalid(fields);
    feedback.showError(message);
    return fields;
  };

  /**
   * The form's onSubmit: checks with the schema, then calls `onValid` with the parsed values;
   * a refused submit calls `onRefused` with the fields it marked.
   */
  const submit = (
    onValid: (values: Output) => Promise<void> | void,
    onRefused?: (fields: Path<Values>[]) => void,
  ) =>
    form.handleSubmit(
      async (values) => {
        setInvalid([]);
        await onValid(values);
      },
      (errors) => {
        const fields = showProblems(errors);
        onRefused?.(fields);
      },
    );

  /** A field was edited: its invalid mark goes (a form with an idempotency key drops it too). */
  const edited = (name: Path<Values>) => {
    onEdit?.();
    setInvalid((f) => f.filter((x) => x !== name));
  };

  /** The field's aria state: described by its hint, and by the banner while it is named in an error. */
  const aria = (name: Path<Values>, hintId?: string) =>
    invalidProps(invalid.includes(name) && feedback.feedback?.tone === 'error', feedbackId, hintId);

  /** register() plus the field's aria state; editing a field takes its invalid mark away. */
  const field = (name: Path<Values>, hintId?: string) => ({
    ...form.register(name, { onChange: () => edited(name) }),
    ...aria(name, hintId),
  });

  return { form, feedback, submit, field, aria, edited, setInvalid };
}
