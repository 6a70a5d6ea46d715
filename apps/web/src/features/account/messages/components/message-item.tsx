import { useId } from 'react';
import { Bell, Check, CircleCheck, CreditCard, Gift, type LucideIcon, Send, Trash2, TriangleAlert } from 'lucide-react';
import { formatDateTimeTr } from '@app/shared/dates.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { messageTexts } from '../texts.ts';
import type { Message, MessageReply, MessageType } from '../api/get-messages.ts';

const ICONS: Record<MessageType, LucideIcon> = {
  bonus: Gift,
  system: Bell,
  payment: CreditCard,
  warning: TriangleAlert,
  success: CircleCheck,
  sent: Send,
};

/** 'Siz' is the player; any other sender name is site management. */
const isFromSite = (m: MessageReply) => Boolean(m.sender_name) && m.sender_name !== 'Siz';
const canMarkRead = (m: MessageReply) => !m.is_read && !m.is_sent_by_me;

interface ItemActions {
  onMarkRead: (id: number) => void;
  onDelete: (message: Message) => void;
  busyId: number | null;
}

function TypeIcon({ type }: { type: MessageType }) {
  const Icon = ICONS[type] ?? ICONS.system;
  return (
    <span className={`message__icon message__icon--${type}`} aria-hidden="true">
      <Icon />
    </span>
  );
}

function MarkReadButton({ m, titleId, actions }: { m: MessageReply; titleId: string; actions: ItemActions }) {
  if (!canMarkRead(m)) return null;
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-describedby={titleId}
      aria-disabled={actions.busyId === m.id}
      onClick={() => actions.busyId !== m.id && actions.onMarkRead(m.id)}
    >
      <Check aria-hidden="true" /> {messageTexts.markRead}
    </button>
  );
}

function ReplyItem({ reply, actions }: { reply: MessageReply; actions: ItemActions }) {
  const t = messageTexts;
  const titleId = useId();
  const unread = canMarkRead(reply);
  return (
    <li className={`message-reply ${unread ? 'is-unread' : ''}`}>
      <div className="message__head">
        <h3 id={titleId} className="message-reply__title">
          <span className="visually-hidden">{t.types[reply.type] ?? t.types.system}:</span> {reply.subject}
        </h3>
        <span className="message__badges">
          {unread && (
            <span className="message__unread-dot" aria-hidden="true">
              ●
            </span>
          )}
          {unread && <span className="visually-hidden">{t.unread}</span>}
          {reply.is_sent_by_me && <Badge tone="info">{t.sentBadge}</Badge>}
          {isFromSite(reply) && <Badge tone="accent">{t.siteBadge}</Badge>}
        </span>
      </div>
      <p className="message__date">
        <time dateTime={reply.created_at}>{formatDateTimeTr(reply.created_at)}</time>
      </p>
      <p className="message__body">{reply.body}</p>
      {unread && (
        <div className="message__actions">
          <MarkReadButton m={reply} titleId={titleId} actions={actions} />
        </div>
      )}
    </li>
  );
}

/** One inbox row: icon by type, title, badges, date, content, actions, staff replies below. */
export function MessageItem({ message: m, ...actions }: { message: Message } & ItemActions) {
  const t = messageTexts;
  const titleId = useId();
  const unread = canMarkRead(m);
  const classes = ['message', unread ? 'is-unread' : '', m.is_sent_by_me ? 'is-sent' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-testid="message-row">
      <article aria-labelledby={titleId} className="message__inner">
        <TypeIcon type={m.type} />
        <div className="message__main">
          <div className="message__head">
            <h2 id={titleId} className="message__title">
              <span className="visually-hidden">{t.types[m.type] ?? t.types.system}:</span> {m.subject}
            </h2>
            <span className="message__badges">
              {unread && (
                <span className="message__unread-dot" aria-hidden="true">
                  ●
                </span>
              )}
              {unread && <span className="visually-hidden">{t.unread}</span>}
              {m.is_sent_by_me && <Badge tone="info">{t.sentBadge}</Badge>}
              {isFromSite(m) && <Badge tone="accent">{t.siteBadge}</Badge>}
              {m.is_closed && <Badge tone="neutral">{t.closedBadge}</Badge>}
            </span>
          </div>
          <p className="message__date">
            <time dateTime={m.created_at}>{formatDateTimeTr(m.created_at)}</time>
          </p>
          <p className="message__body">{m.body}</p>
          <div className="message__actions">
            <MarkReadButton m={m} titleId={titleId} actions={actions} />
            <button
              type="button"
              className="button button--ghost button--small message__delete"
              aria-describedby={titleId}
              aria-disabled={actions.busyId === m.id}
              onClick={() => actions.busyId !== m.id && actions.onDelete(m)}
            >
              <Trash2 aria-hidden="true" /> {t.delete}
            </button>
          </div>
          {m.replies.length > 0 && (
            <ul className="message__replies" aria-label={t.replies}>
              {m.replies.map((r) => (
                <ReplyItem key={r.id} reply={r} actions={actions} />
              ))}
            </ul>
          )}
        </div>
      </article>
    </li>
  );
}
