import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffAdjustRequest, type StaffAdjustRequest } from '@app/shared/api/wallet.ts';
import { staffNoteRequest, staffPlayerMessageRequest } from '@app/shared/api/account.ts';
import { newIdempotencyKey } from '@/lib/api-client.ts';
import { failure, money } from '@/backoffice/ui/format.ts';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import {
  addPlayerNote,
  adjustBalance,
  sendPlayerMessage,
  setBlocked,
  type AdjustReply,
  type StaffPlayer,
} from '@/backoffice/features/players/api/player-api.ts';
import { ReasonForm } from '@/backoffice/ui/parts.tsx';
import { playersTexts } from '@/backoffice/features/players/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';
import { FormActions } from '@/backoffice/ui/form-actions.tsx';

const t = playersTexts.playerPage;

/** After a change: the player's header and the grids of their record read again. */
function useRefresh(id: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: backofficeKeys.player(id) });
    void client.invalidateQueries({ queryKey: backofficeKeys.grids });
  };
}

/** Block or unblock, with a reason kept in the audit log. */
export function BlockForm({ player, onDone }: { player: StaffPlayer; onDone: () => void }) {
  const notify = useNotice();
  const refresh = useRefresh(player.id);
  const block = player.status === 'active';
  const mutation = useMutation({
    mutationFn: (reason: string) => setBlocked(player.id, block, reason),
    onSuccess: () => {
      notify({ type: 'success', text: block ? t.blocked(player.username) : t.unblocked(player.username) });
      onDone();
    },
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: refresh,
  });
  return (
    <ReasonForm
      title={block ? t.blockTitle(player.username) : t.unblockTitle(player.username)}
      submitLabel={block ? t.block : t.unblock}
      reasonLabel={t.blockReason}
      reasonHint={t.blockHint}
      pending={mutation.isPending}
      onSubmit={(reason) => mutation.mutate(reason)}
      onCancel={onDone}
    >
      {block && <p className="bo-muted">{t.blockInfo}</p>}
    </ReasonForm>
  );
}

type AdjustFields = z.output<typeof staffAdjustRequest>;

/** Kuruş as the lira text the server reads: '-12.50'. */
const liraText = (kurus: bigint) => {
  const abs = kurus < 0n ? -kurus : kurus;
  return `${kurus < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/**
 * A balance adjustment: amount (± lira) and a required reason, checked by the shared schema; then a
 * confirmation of what will move, posted with one Idempotency-Key per confirmed adjustment (a retry
 * of the same one never posts twice); the new balances are shown, or, for a credit above the site's
 * cap, that it waits for a second approver (Bakiye eklemeleri; decision 0023).
 */
export function AdjustForm({ player, onDone }: { player: StaffPlayer; onDone: () => void }) {
  const id = useId();
  const notify = useNotice();
  const refresh = useRefresh(player.id);
  const [review, setReview] = useState<{ fields: AdjustFields; key: string } | null>(null);
  const [result, setResult] = useState<AdjustReply | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StaffAdjustRequest, unknown, AdjustFields>({
    resolver: zodResolver(staffAdjustRequest),
    defaultValues: { amount: '', reason: '' },
  });
  const mutation = useMutation({
    mutationFn: (r: { fields: AdjustFields; key: string }) =>
      adjustBalance(player.id, liraText(r.fields.amount), r.fields.reason, r.key),
    onSuccess: (reply) => {
      setResult(reply);
      setReview(null);
      reset();
    },
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: refresh,
  });
  const field = (name: 'amount' | 'reason') => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${id}-${name}-hint${errors[name] ? ` ${id}-${name}-error` : ''}`,
  });
  const amountLira = review ? Number(liraText(review.fields.amount)) : 0;

  return (
    <section className="bo-card bo-decision" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.adjustTitle}</h2>
      {result?.adjustment.status === 'pending' && (
        <div className="bo-notice" role="status">
          <span>{t.adjustPending(money(result.adjustment.amount))}</span>
        </div>
      )}
      {result?.adjustment.status === 'done' && (
        <div className="bo-notice bo-notice--success" role="status">
          <span>
            {t.adjusted}{' '}
            {t.newBalances(
              money(result.balances.cash),
              money(result.balances.bonus),
              money(result.balances.withdraw_hold),
            )}
          </span>
        </div>
      )}
      {review ? (
        <div
          className="bo-confirm"
          role="alertdialog"
          aria-labelledby={`${id}-confirm`}
          aria-describedby={`${id}-reason-text`}
          onKeyDown={(e) => {
            // A confirmation holds the focus: Escape goes back to the form, Tab cycles its two buttons.
            if (e.key === 'Escape' && !mutation.isPending) setReview(null);
            if (e.key !== 'Tab') return;
            const buttons = [...e.currentTarget.querySelectorAll('button')];
            const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
            const next = e.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : (at + 1) % buttons.length;
            e.preventDefault();
            buttons[next]?.focus();
          }}
        >
          <p id={`${id}-confirm`} className="bo-amount">
            {amountLira > 0
              ? t.confirmCredit(money(amountLira), player.username)
              : t.confirmDebit(money(-amountLira), player.username)}
          </p>
          <p id={`${id}-reason-text`} className="bo-muted">
            {t.reason}: {review.fields.reason}
          </p>
          <div className="bo-actions">
            <button
              type="button"
              className="bo-button bo-button--primary"
              autoFocus
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(review)}
            >
              {t.confirm}
            </button>
            <button
              type="button"
              className="bo-button"
              disabled={mutation.isPending}
              onClick={() => setReview(null)}
            >
              {t.edit}
            </button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((fields) => {
            setResult(null);
            setReview({ fields, key: newIdempotencyKey() });
          })}
        >
          <div className="bo-field">
            <label htmlFor={`${id}-amount`}>{t.amount}</label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              autoFocus
              {...field('amount')}
              {...register('amount')}
            />
            <p id={`${id}-amount-hint`} className="bo-field__hint">
              {t.amountHint}
            </p>
            {errors.amount && (
              <p id={`${id}-amount-error`} className="bo-field__error" role="alert">
                {errors.amount.message}
              </p>
            )}
          </div>
          <div className="bo-field">
            <label htmlFor={`${id}-reason`}>{t.reason}</label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={500}
              {...field('reason')}
              {...register('reason')}
            />
            <p id={`${id}-reason-hint`} className="bo-field__hint">
              {t.reasonHint}
            </p>
            {errors.reason && (
              <p id={`${id}-reason-error`} className="bo-field__error" role="alert">
                {errors.reason.message}
              </p>
            )}
          </div>
          <div className="bo-actions">
            <button type="submit" className="bo-button bo-button--primary">
              {t.review}
            </button>
            <button type="button" className="bo-button" onClick={onDone}>
              {t.close}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** A message to the player's inbox: subject and text. */
export function MessageForm({ player, onDone }: { player: StaffPlayer; onDone: () => void }) {
  const id = useId();
  const notify = useNotice();
  const refresh = useRefresh(player.id);
  type Fields = z.output<typeof staffPlayerMessageRequest>;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof staffPlayerMessageRequest>, unknown, Fields>({
    resolver: zodResolver(staffPlayerMessageRequest),
    defaultValues: { subject: '', body: '' },
  });
  const mutation = useMutation({
    mutationFn: (f: Fields) => sendPlayerMessage(player.id, f.subject, f.body),
    onSuccess: () => {
      notify({ type: 'success', text: t.messageSent });
      onDone();
    },
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: refresh,
  });
  return (
    <form
      className="bo-card bo-decision"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={handleSubmit((f) => mutation.mutate(f))}
    >
      <h2 id={`${id}-title`}>{t.messageTitle}</h2>
      <div className="bo-field">
        <label htmlFor={`${id}-subject`}>{t.subject}</label>
        <input
          id={`${id}-subject`}
          maxLength={255}
          autoFocus
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          {...register('subject')}
        />
        {errors.subject && (
          <p id={`${id}-subject-error`} className="bo-field__error" role="alert">
            {errors.subject.message}
          </p>
        )}
      </div>
      <div className="bo-field">
        <label htmlFor={`${id}-body`}>{t.body}</label>
        <textarea
          id={`${id}-body`}
          rows={4}
          maxLength={2000}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${id}-body-error` : undefined}
          {...register('body')}
        />
        {errors.body && (
          <p id={`${id}-body-error`} className="bo-field__error" role="alert">
            {errors.body.message}
          </p>
        )}
      </div>
      <FormActions submitLabel={t.send} pending={mutation.isPending} onCancel={onDone} />
    </form>
  );
}

/** A staff note on the player (staff only). */
export function NoteForm({ playerId }: { playerId: number }) {
  const id = useId();
  const notify = useNotice();
  const refresh = useRefresh(playerId);
  type Fields = z.output<typeof staffNoteRequest>;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof staffNoteRequest>, unknown, Fields>({
    resolver: zodResolver(staffNoteRequest),
    defaultValues: { body: '' },
  });
  const mutation = useMutation({
    mutationFn: (f: Fields) => addPlayerNote(playerId, f.body),
    onSuccess: () => {
      notify({ type: 'success', text: t.noteAdded });
      reset();
    },
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: refresh,
  });
  return (
    <form className="bo-note-form" noValidate onSubmit={handleSubmit((f) => mutation.mutate(f))}>
      <div className="bo-field">
        <label htmlFor={`${id}-note`}>{t.note}</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={2000}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${id}-note-hint${errors.body ? ` ${id}-note-error` : ''}`}
          {...register('body')}
        />
        <p id={`${id}-note-hint`} className="bo-field__hint">
          {t.noteHint}
        </p>
        {errors.body && (
          <p id={`${id}-note-error`} className="bo-field__error" role="alert">
            {errors.body.message}
          </p>
        )}
      </div>
      <button type="submit" className="bo-button bo-button--primary" disabled={mutation.isPending}>
        {t.addNote}
      </button>
    </form>
  );
}
