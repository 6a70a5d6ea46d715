import { accountMessages, changePasswordRequest } from '@app/shared/api/account.ts';
import { FeedbackBanner } from '@/components/ui/form-feedback.tsx';
import { TextField } from '@/components/ui/form-field.tsx';
import { useBannerForm } from '@/hooks/use-banner-form.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { profileTexts } from '../texts.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
const FEEDBACK_ID = 'password-feedback';

/**
 * Current password, new password (at least 8), its confirmation; the server ends other sessions.
 * The spec's order (all three required, then the new passwords match, then at least 8
 * characters) is the shared changePasswordRequest schema's, so the form and the server agree.
 */
export function ChangePasswordForm() {
  const t = profileTexts;
  const change = useChangePassword();
  const { form, feedback, submit, field, setInvalid } = useBannerForm({
    schema: changePasswordRequest,
    defaultValues: EMPTY,
    feedbackId: FEEDBACK_ID,
  });

  const onSubmit = submit(async (values) => {
    if (change.isPending) return;
    try {
      const reply = await change.mutateAsync(values);
      form.reset(EMPTY);
      feedback.showSuccess(reply.message);
    } catch (err) {
      const current = isApiError(err) && err.serverMessage === accountMessages.currentWrong;
      setInvalid(current ? ['current_password'] : []);
      feedback.showError(errorText(err, t.passwordFailed, t.passwordNetwork));
    }
  });

  return (
    <form className="profile-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t.tabs.password}>
      <TextField
        id="password-current"
        label={t.currentPassword}
        required
        type="password"
        autoComplete="current-password"
        maxLength={200}
        {...field('current_password')}
      />
      <TextField
        id="password-new"
        label={t.newPassword}
        required
        type="password"
        autoComplete="new-password"
        maxLength={200}
        hint={t.newPasswordHint}
        {...field('new_password', 'password-new-hint')}
      />
      <TextField
        id="password-confirm"
        label={t.confirmPassword}
        required
        type="password"
        autoComplete="new-password"
        maxLength={200}
        {...field('confirm_password')}
      />
      <FeedbackBanner id={FEEDBACK_ID} feedback={feedback.feedback} />
      <button
        type="submit"
        className="button button--primary button--block"
        // aria-disabled, not disabled: the button keeps the focus while the request is on its way.
        aria-disabled={change.isPending}
      >
        {change.isPending ? texts.common.sending : t.passwordSubmit}
      </button>
    </form>
  );
}
