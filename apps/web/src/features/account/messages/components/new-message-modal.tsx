import {
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  messageMessages,
  newMessageRequest,
} from '@app/shared/api/account.ts';
import { FeedbackBanner } from '@/components/ui/form-feedback.tsx';
import { TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useBannerForm } from '@/hooks/use-banner-form.ts';
import { messageTexts } from '../texts.ts';
import { showToast } from '@/lib/toast.ts';
import { useSendMessage } from '../api/send-message.ts';
import { messageErrorText } from './message-errors.ts';

const ERROR_ID = 'new-message-error';

/** The form inside the modal; it is mounted only while the modal is open, so it starts empty. */
function NewMessageForm({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const t = messageTexts;
  const send = useSendMessage();
  const { form, feedback, submit, field } = useBannerForm({
    schema: newMessageRequest,
    defaultValues: { subject: '', body: '' },
    feedbackId: ERROR_ID,
  });
  const bodyLength = (form.watch('body') ?? '').length;

  const onSubmit = submit(async (draft) => {
    if (send.isPending) return;
    try {
      await send.mutateAsync(draft);
      showToast({ type: 'success', message: messageMessages.sent });
      onSent();
    } catch (err) {
      feedback.showError(messageErrorText(err, t.sendFailed, t.sendError));
    }
  });

  return (
    <form className="new-message" onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        id="new-message-subject"
        label={t.subject}
        required
        maxLength={MESSAGE_SUBJECT_MAX}
        autoComplete="off"
        {...field('subject')}
      />
      <TextAreaField
        id="new-message-body"
        label={t.body}
        required
        rows={6}
        maxLength={MESSAGE_BODY_MAX}
        hint={t.counter(bodyLength, MESSAGE_BODY_MAX)}
        className="new-message__body"
        {...field('body', 'new-message-body-hint')}
      />
      <FeedbackBanner id={ERROR_ID} feedback={feedback.feedback} />
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
    <Modal open={open} onClose={onClose} title={messageTexts.modalTitle}>
      <NewMessageForm onClose={onClose} onSent={onSent} />
    </Modal>
  );
}
