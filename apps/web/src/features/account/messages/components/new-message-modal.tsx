import { useState, type FormEvent } from 'react';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  messageMessages,
  newMessageRequest,
} from '@app/shared/api/account.ts';
import { FormBanner, TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useFeedback } from '@/hooks/use-feedback.ts';
import { texts } from '@/lib/texts.ts';
import { showToast } from '@/lib/toast.ts';
import { useSendMessage } from '../api/send-message.ts';
import { messageErrorText } from './message-errors.ts';

const ERROR_ID = 'new-message-error';
type Field = 'subject' | 'body';

/** The form inside the modal; it is mounted only while the modal is open, so it starts empty. */
function NewMessageForm({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const t = texts.messages;
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState<Field[]>([]);
  const { feedback, showError } = useFeedback();
  const send = useSendMessage();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const parsed = newMessageRequest.safeParse({ subject, body });
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      setInvalid(parsed.error.issues.filter((i) => i.message === message).map((i) => i.path[0] as Field));
      showError(message);
      return;
    }
    setInvalid([]);
    try {
      await send.mutateAsync(parsed.data);
      showToast({ type: 'success', message: messageMessages.sent });
      onSent();
    } catch (err) {
      showError(messageErrorText(err, t.sendFailed, t.sendError));
    }
  };

  const bad = (f: Field) => invalid.includes(f) && feedback?.tone === 'error';
  const describe = (f: Field, hintId?: string) =>
    bad(f)
      ? { 'aria-invalid': true as const, 'aria-describedby': [hintId, ERROR_ID].filter(Boolean).join(' ') }
      : hintId
        ? { 'aria-describedby': hintId }
        : {};
  return (
    <form className="new-message" onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        id="new-message-subject"
        label={t.subject}
        required
        maxLength={MESSAGE_SUBJECT_MAX}
        autoComplete="off"
        value={subject}
        onChange={(e) => {
          setSubject(e.target.value);
          setInvalid((f) => f.filter((x) => x !== 'subject'));
        }}
        {...describe('subject')}
      />
      <TextAreaField
        id="new-message-body"
        label={t.body}
        required
        rows={6}
        maxLength={MESSAGE_BODY_MAX}
        hint={t.counter(body.length, MESSAGE_BODY_MAX)}
        className="new-message__body"
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setInvalid((f) => f.filter((x) => x !== 'body'));
        }}
        {...describe('body', 'new-message-body-hint')}
      />
      {feedback && (
        <FormBanner id={ERROR_ID} tone={feedback.tone}>
          {feedback.text}
        </FormBanner>
      )}
      <div className="new-message__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t.cancel}
        </button>
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}

/** 'Yeni Mesaj Gönder': closes on the close button, İptal, a backdrop click and Escape. */
export function NewMessageModal({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={texts.messages.modalTitle}>
      <NewMessageForm onClose={onClose} onSent={onSent} />
    </Modal>
  );
}
