import { useEffect, useRef, useState } from 'react';
import { Inbox, Mail, Pencil } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messageMessages } from '@app/shared/api/account.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { messageTexts } from '../texts.ts';
import { showToast } from '@/lib/toast.ts';
import { useDeleteMessage } from '../api/delete-message.ts';
import { messagesQueryKey, useMessages, type Message } from '../api/get-messages.ts';
import { useMarkMessageRead } from '../api/mark-message-read.ts';
import { messageErrorText } from './message-errors.ts';
import { MessageItem } from './message-item.tsx';
import { MessagesPager } from './messages-pager.tsx';
import { NewMessageModal } from './new-message-modal.tsx';
import '@/styles/forms.css';
import './messages.css';
import { LoadError } from '@/components/ui/load-error.tsx';

/**
 * /account/messages: system notices and the player's messages with site management, ten a
 * page; mark read, delete (an emptied page other than the first goes one page back), and a
 * new message to site management in the 'Yeni Mesaj Gönder' modal.
 */
export default function MessagesPage() {
  const t = messageTexts;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [composing, setComposing] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { data, isPending, error, isPlaceholderData, refetch, isFetching } = useMessages(page);
  const markRead = useMarkMessageRead();
  const remove = useDeleteMessage();

  useEffect(() => {
    if (isApiError(error) && error.status === 401) void navigate('/auth/login', { replace: true });
  }, [error, navigate]);

  // A page that came back empty (its last message deleted, here or elsewhere) is left for the previous one.
  const messages = data?.messages;
  useEffect(() => {
    if (messages && !isPlaceholderData && messages.length === 0 && page > 1)
      setPage((p) => Math.max(1, p - 1));
  }, [messages, isPlaceholderData, page]);

  const onMarkRead = async (id: number) => {
    setBusyId(id);
    try {
      await markRead.mutateAsync(id);
      showToast({ type: 'success', message: messageMessages.marked });
    } catch (err) {
      showToast({ type: 'error', message: messageErrorText(err, t.actionFailed) });
    } finally {
      setBusyId(null);
    }
  };

  const onDelete = async (message: Message) => {
    if (!window.confirm(t.deleteConfirm)) return;
    setBusyId(message.id);
    try {
      await remove.mutateAsync(message.id);
      showToast({ type: 'success', message: messageMessages.deleted });
      const emptied = (messages ?? []).every((m) => m.id === message.id);
      if (emptied && page > 1) setPage(page - 1);
      await queryClient.invalidateQueries({ queryKey: messagesQueryKey });
      // The row and its buttons are gone: the focus goes back to the list.
      listRef.current?.focus();
    } catch (err) {
      showToast({ type: 'error', message: messageErrorText(err, t.deleteFailed) });
    } finally {
      setBusyId(null);
    }
  };

  const onSent = () => {
    setComposing(false);
    setPage(1);
  };

  const list = () => {
    if (isPending) return <Spinner label={t.loading} />;
    if (!data) {
      return (
        <LoadError
          className="messages-error"
          text={messageErrorText(error, t.loadFailed)}
          retryLabel={t.retry}
          onRetry={() => void refetch()}
          busy={isFetching}
        />
      );
    }
    if (data.messages.length === 0) {
      return (
        <div className="empty-state">
          <p className="big-icon" aria-hidden="true">
            <Inbox />
          </p>
          <p className="empty-state__title">{t.empty}</p>
          <p className="muted">{t.emptyHint}</p>
        </div>
      );
    }
    return (
      <>
        <ul className="messages-list" aria-label={t.list} aria-busy={isPlaceholderData || undefined}>
          {data.messages.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              busyId={busyId}
              onMarkRead={(id) => void onMarkRead(id)}
              onDelete={(msg) => void onDelete(msg)}
            />
          ))}
        </ul>
        <MessagesPager
          page={data.pagination.current_page}
          totalPages={data.pagination.total_pages}
          onChange={setPage}
        />
      </>
    );
  };

  return (
    <section className="page account-page messages-page" aria-labelledby="messages-title">
      <div className="messages-page__head">
        <div>
          <h1 id="messages-title" className="page__title">
            <Mail aria-hidden="true" /> {t.title}
          </h1>
          <p className="muted messages-page__subtitle">{t.subtitle}</p>
        </div>
        <button type="button" className="button button--primary" onClick={() => setComposing(true)}>
          <Pencil aria-hidden="true" /> {t.newMessage}
        </button>
      </div>
      <div ref={listRef} tabIndex={-1} className="messages-page__list">
        {list()}
      </div>
      <NewMessageModal open={composing} onClose={() => setComposing(false)} onSent={onSent} />
    </section>
  );
}
