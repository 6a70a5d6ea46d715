/**
 * A list's row changes: a switch (enable/disable, publish/unpublish) answered by a notice either way,
 * and a removal asked in a confirmation dialog (which row, the call, the dialog itself).
 */
import { useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { ConfirmDialog } from './dialog.tsx';
import { failure } from './format.ts';
import { useNotice } from './notice.tsx';

/** Switches one row: its success notice from the reply, a failure's notice, then `refresh` either way. */
export function useRowSwitch<T, R>(
  mutationFn: (row: T) => Promise<R>,
  done: (r: R) => string,
  refresh: () => void,
) {
  const notify = useNotice();
  return useMutation({
    mutationFn,
    onSuccess: (r) => notify({ type: 'success', text: done(r) }),
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: refresh,
  });
}

/** The row being removed (asked by `ask`), and the removal: on success the dialog closes, then `onSuccess`. */
export function useRemoval<T, R>(
  options: Pick<UseMutationOptions<R, Error, T>, 'mutationFn' | 'onSuccess' | 'onSettled'>,
) {
  const [removing, ask] = useState<T | null>(null);
  const mutation = useMutation<R, Error, T>({
    ...options,
    onSuccess: (...args) => {
      ask(null);
      return options.onSuccess?.(...args);
    },
  });
  return { removing, ask, mutation };
}

/** The removal's confirmation; `resetOnClose` forgets a failed attempt's error when the dialog closes. */
export function RemovalDialog<T, R>({
  removal: { removing, ask, mutation },
  title,
  body,
  confirmLabel,
  resetOnClose = false,
}: {
  removal: ReturnType<typeof useRemoval<T, R>>;
  title: (row: T) => string;
  body: (row: T) => string;
  confirmLabel: string;
  resetOnClose?: boolean;
}) {
  return (
    <ConfirmAction
      target={removing}
      clear={() => ask(null)}
      mutation={mutation}
      texts={(row) => ({ title: title(row), body: body(row), confirmLabel, danger: true })}
      resetOnClose={resetOnClose}
    />
  );
}

/** What ConfirmAction needs of a mutation (a TanStack Query mutation result is one). */
interface TargetMutation<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  mutate: (target: T) => void;
  reset: () => void;
}

/**
 * Asks before `mutation` runs on `target` (null while nothing is asked): the dialog's texts follow the
 * target, it shows the call's refusal, and closing it forgets the target and (`resetOnClose`) the refusal.
 */
export function ConfirmAction<T>({
  target,
  clear,
  mutation,
  texts,
  resetOnClose = true,
}: {
  target: T | null;
  clear: () => void;
  mutation: TargetMutation<T>;
  texts: (target: T) => { title: string; body: string; confirmLabel: string; danger?: boolean };
  resetOnClose?: boolean;
}) {
  const shown = target === null ? null : texts(target);
  return (
    <ConfirmDialog
      open={target !== null}
      title={shown?.title ?? ''}
      body={shown?.body ?? ''}
      confirmLabel={shown?.confirmLabel ?? ''}
      danger={shown?.danger}
      pending={mutation.isPending}
      error={mutation.isError ? failure(mutation.error) : null}
      onConfirm={() => target !== null && mutation.mutate(target)}
      onClose={() => {
        clear();
        if (resetOnClose) mutation.reset();
      }}
    />
  );
}
