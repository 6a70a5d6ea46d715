import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  staffPasswordForm,
  type StaffPasswordFormInput,
  type StaffPasswordInput,
} from '@app/shared/api/staff.ts';
import { changeOwnPassword } from '@/backoffice/ui/api.ts';
import { Dialog } from '@/backoffice/ui/dialog.tsx';
import { FormActions } from '@/backoffice/ui/form-actions.tsx';
import { Field, fieldHelpers } from '@/backoffice/ui/form-field.tsx';
import { failure } from '@/backoffice/ui/format.ts';
import { ErrorNote } from '@/backoffice/ui/notice.tsx';
import { appTexts } from './texts.ts';

const t = appTexts.password;
type Name = 'current_password' | 'new_password' | 'new_password_confirm' | 'totp';

/**
 * The signed-in staff member's own password, in a dialog from the header: the current password, the
 * new one twice and a code of their authenticator (the shared `staffPasswordForm`); the server's
 * refusal stays in the dialog. Their other sessions end (docs/decisions/0022).
 */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useMutation({ mutationFn: changeOwnPassword });
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <Dialog open={open} title={t.title} onClose={close}>
      {change.isSuccess ? (
        <>
          <p role="status" className="bo-notice bo-notice--success">
            {t.done}
          </p>
          <div className="bo-actions">
            <button type="button" className="bo-button" onClick={close}>
              {t.close}
            </button>
          </div>
        </>
      ) : (
        <PasswordForm change={change} onCancel={close} />
      )}
    </Dialog>
  );
}

function PasswordForm({
  change,
  onCancel,
}: {
  change: UseMutationResult<void, Error, StaffPasswordInput>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<StaffPasswordFormInput, unknown, z.output<typeof staffPasswordForm>>({
    resolver: zodResolver(staffPasswordForm),
    defaultValues: { current_password: '', new_password: '', new_password_confirm: '', totp: '' },
  });
  const { described, err } = fieldHelpers<Name>(errors, (name) => `bo-pw-${name}`);
  const field = (name: Name, type: 'password' | 'code', autoComplete: string, hint?: string) => (
    <input
      id={`bo-pw-${name}`}
      type={type === 'password' ? 'password' : 'text'}
      inputMode={type === 'code' ? 'numeric' : undefined}
      maxLength={type === 'code' ? 6 : undefined}
      autoComplete={autoComplete}
      {...described(name, hint)}
      {...register(name)}
    />
  );
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ new_password_confirm: _, ...v }) =>
        change.mutate(v, { onError: () => setValue('totp', '') }),
      )}
    >
      <p className="bo-muted">{t.intro}</p>
      {change.isError && <ErrorNote>{failure(change.error)}</ErrorNote>}
      <Field id="bo-pw-current_password" label={t.current} error={err('current_password')}>
        {field('current_password', 'password', 'current-password')}
      </Field>
      <Field
        id="bo-pw-new_password"
        label={t.newPassword}
        error={err('new_password')}
        hint={t.newPasswordHint}
      >
        {field('new_password', 'password', 'new-password', 'bo-pw-new_password-hint')}
      </Field>
      <Field id="bo-pw-new_password_confirm" label={t.newPasswordAgain} error={err('new_password_confirm')}>
        {field('new_password_confirm', 'password', 'new-password')}
      </Field>
      <Field id="bo-pw-totp" label={t.totp} error={err('totp')}>
        {field('totp', 'code', 'one-time-code')}
      </Field>
      <FormActions
        submitLabel={change.isPending ? t.submitting : t.submit}
        pending={change.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
