import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { staffMessageReplyRequest } from '@app/shared/api/messages.ts';
import {
  closeMessage,
  getMessageThread,
  type MessageItem,
  type MessageReplyFields,
  type MessageReplyInput,
  type MessagesReply,
  replyToMessage,
} from '@/backoffice/features/messages/api/messages-api.ts';
import { useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { GridPageSection, listFetcher } from '@/backoffice/ui/grid-page.tsx';
import { failure, when } from '@/backoffice/ui/format.ts';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import { SearchAndStatus, StatusTag, useCan } from '@/backoffice/ui/queue-filters.tsx';
import { messagesTexts } from '@/backoffice/features/messages/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = messagesTexts.messages;
const fetchMessages = listFetcher<MessagesReply, 'messages'>('admin/messages', 'messages');

/**
 * Players' messages to site management: open ones (no reply yet) by default. Opening one (`?open=id`
 * in the address) shows its thread above the grid, with the reply form and closing for staff who
 * answer messages.
 */
export function MessagesPage() {
  const state = useGridState(['q', 'status'], { status: 'open' });
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('open')) || null;
  const setOpen = (id: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('open');
        else next.set('open', String(id));
        return next;
      },
      { replace: true },
    );

  const columns = useMemo<GridColumn<MessageItem>[]>(
    () => [
      { id: 'id', header: 'ID', accessorKey: 'id', sortable: true, numeric: true },
      { id: 'username', header: t.username, accessorKey: 'username', sortable: true },
      {
        id: 'subject',
        header: t.subject,
        sortable: true,
        cell: ({ row }) => (
          <button
            type="button"
            className="bo-link-button"
            aria-label={t.open(row.original.subject)}
            onClick={() => setOpen(row.original.id)}
          >
            {row.original.subject}
          </button>
        ),
      },
      {
        id: 'status',
        header: t.status,
        sortable: true,
        cell: ({ row }) => <StatusTag status={row.original.status} names={t.statusNames} />,
      },
      { id: 'replies', header: t.replies, accessorKey: 'replies', numeric: true },
      { id: 'created_at', header: t.created, sortable: true, accessorFn: (m) => when(m.created_at) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setOpen only writes the address
    [],
  );

  return (
    <GridPageSection
      titleId="bo-messages-title"
      texts={t}
      before={openId !== null && <Thread key={openId} id={openId} onHide={() => setOpen(null)} />}
      id="messages"
      columns={columns}
      state={state}
      csvPath="messages.csv"
      fetchPage={fetchMessages}
      toolbar={<SearchAndStatus idPrefix="bo-messages" state={state} texts={t} />}
    />
  );
}

/** One message: what the player wrote, the replies under it, and the reply form. */
function Thread({ id, onHide }: { id: number; onHide: () => void }) {
  const uid = useId();
  const client = useQueryClient();
  const notify = useNotice();
  const mayAnswer = useCan('messages.answer');
  const heading = useRef<HTMLHeadingElement>(null);
  const thread = useQuery({
    queryKey: backofficeKeys.messageThread(id),
    queryFn: ({ signal }) => getMessageThread(id, signal),
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<MessageReplyInput, unknown, MessageReplyFields>({
    resolver: zodResolver(staffMessageReplyRequest),
    defaultValues: { body: '' },
  });
  const settle = () => {
    void client.invalidateQueries({ queryKey: backofficeKeys.messageThread(id) });
    void client.invalidateQueries({ queryKey: backofficeKeys.grid('messages') });
    void client.invalidateQueries({ queryKey: backofficeKeys.counts });
  };
  const reply = useMutation({
    mutationFn: (fields: MessageReplyFields) => replyToMessage(id, fields),
    onSuccess: () => {
      reset({ body: '' });
      notify({ type: 'success', text: t.sent(thread.data?.message.username ?? '') });
    },
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: settle,
  });
  const close = useMutation({
    mutationFn: () => closeMessage(id),
    onSuccess: () => notify({ type: 'success', text: t.closed(thread.data?.message.subject ?? '') }),
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: settle,
  });
  const loaded = thread.isSuccess;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  const length = (watch('body') ?? '').length;

  if (thread.isPending) return <p className="bo-muted">{t.threadLoading}</p>;
  if (thread.isError)
    return (
      <div className="bo-notice bo-notice--error" role="alert">
        <span>{failure(thread.error) || t.threadFailed}</span>
        <button type="button" className="bo-button" onClick={onHide}>
          {t.hide}
        </button>
      </div>
    );
  const { message, replies } = thread.data;
  const closed = message.status === 'closed';
  return (
    <article className="bo-card bo-thread" aria-labelledby={`${uid}-title`}>
      <div className="bo-thread__head">
        <h2 id={`${uid}-title`} ref={heading} tabIndex={-1}>
          {t.threadTitle(message.subject)}
        </h2>
        <StatusTag status={message.status} names={t.statusNames} />
      </div>
      <ol className="bo-thread__list">
        <li className="bo-thread__item bo-thread__item--player">
          <p className="bo-small bo-muted">
            {t.from(message.username)} · {when(message.created_at)}
          </p>
          <p className="bo-thread__body">{message.body}</p>
        </li>
        {replies.map((r) => (
          <li key={r.id} className="bo-thread__item bo-thread__item--staff">
            <p className="bo-small bo-muted">
              {t.staffReply(r.staff_username)} · {when(r.created_at)}
            </p>
            <p className="bo-thread__body">{r.body}</p>
          </li>
        ))}
      </ol>
      {replies.length === 0 && <p className="bo-muted bo-small">{t.noReplies}</p>}
      {closed ? (
        <p className="bo-muted">{t.closedNote}</p>
      ) : mayAnswer ? (
        <form onSubmit={handleSubmit((v) => reply.mutate(v))} noValidate>
          <div className="bo-field">
            <label htmlFor={`${uid}-body`}>{t.replyLabel}</label>
            <textarea
              id={`${uid}-body`}
              rows={4}
              maxLength={2000}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={`${uid}-hint${errors.body ? ` ${uid}-error` : ''}`}
              {...register('body')}
            />
            <p id={`${uid}-hint`} className="bo-field__hint">
              {t.replyHint} <span aria-hidden="true">{t.counter(length)}</span>
            </p>
            {errors.body && (
              <p id={`${uid}-error`} className="bo-field__error">
                {errors.body.message}
              </p>
            )}
          </div>
          <div className="bo-actions">
            <button type="submit" className="bo-button bo-button--primary" disabled={reply.isPending}>
              {reply.isPending ? t.sending : t.send}
            </button>
            <button
              type="button"
              className="bo-button"
              disabled={close.isPending}
              onClick={() => close.mutate()}
            >
              {t.closeMessage}
            </button>
            <button type="button" className="bo-button" onClick={onHide}>
              {t.hide}
            </button>
          </div>
        </form>
      ) : (
        <p className="bo-muted">{t.noAnswer}</p>
      )}
      {(closed || !mayAnswer) && (
        <div className="bo-actions">
          <button type="button" className="bo-button" onClick={onHide}>
            {t.hide}
          </button>
        </div>
      )}
    </article>
  );
}
