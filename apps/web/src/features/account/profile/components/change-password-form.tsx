import { useState, type FormEvent } from 'react';
import { accountMessages } from '@app/shared/api/account.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { useFeedback } from '@/hooks/use-feedback.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { useChangePassword } from '../api/change-password.ts';
import { validatePasswordChange, type PasswordField, type PasswordValues } from '../utils/profile-rules.ts';
import { FeedbackBanner, invalidProps } from '@/components/ui/form-feedback.tsx';

const EMPTY: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };
const FEEDBACK_ID = 'password-feedback';

/** Current password, new password (at least 8), its confirmation; the server ends other sessions. */
export function ChangePasswordForm() {
  const t = texts.profile;
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [invalid, setInvalid] = useState<PasswordField[]>([]);
  const { feedback, showError, showSuccess } = useFeedback();
  const change = useChangePassword();

  const set = (field: PasswordField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setInvalid((f) => f.filter((x) => x !== field));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (change.isPending) return;
    const problem = validatePasswordChange(values);
    if (problem) {
      setInvalid(problem.fields);
      showError(problem.message);
      return;
    }
    setInvalid([]);
    try {
      const reply = await change.mutateAsync(values);
      setValues(EMPTY);
      showSuccess(reply.message);
    } catch (err) {
      const current = isApiError(err) && err.serverMessage === accountMessages.currentWrong;
      setInvalid(current ? ['current_password'] : []);
      showError(errorText(err, t.passwordFailed, t.passwordNetwork));
    }
  };

  const bad = (f: PasswordField) => invalid.includes(f) && feedback?.tone === 'error';
  return (
    <form className="profile-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t.tabs.password}>
      <TextField
        id="password-current"
        label={t.currentPassword}
        required
        type="password"
        autoComplete="current-password"
        maxLength={200}
        value={values.current_password}
        onChange={(e) => set('current_password', e.target.value)}
        {...invalidProps(bad('current_password'), FEEDBACK_ID)}
      />
      <TextField
        id="password-new"
        label={t.newPassword}
        required
        type="password"
        autoComplete="new-password"
        maxLength={200}
        hint={t.newPasswordHint}
        value={values.new_password}
        onChange={(e) => set('new_password', e.target.value)}
        {...invalidProps(bad('new_password'), FEEDBACK_ID, 'password-new-hint')}
      />
      <TextField
        id="password-confirm"
        label={t.confirmPassword}
        required
        type="password"
        autoComplete="new-password"
        maxLength={200}
        value={values.confirm_password}
        onChange={(e) => set('confirm_password', e.target.value)}
        {...invalidProps(bad('confirm_password'), FEEDBACK_ID)}
      />
      <FeedbackBanner id={FEEDBACK_ID} feedback={feedback} />
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
