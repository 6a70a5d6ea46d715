import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { staffEnrolForm, type StaffEnrolFormInput } from '@app/shared/api/staff.ts';
import type { z } from 'zod';
import type { StaffUser } from '@/backoffice/ui/api.ts';
import { confirmEnrolment, type EnrolmentChallenge } from './sign-in-api.ts';
import { failure } from '@/backoffice/ui/format.ts';
import { appTexts } from './texts.ts';
import { FormActions } from '@/backoffice/ui/form-actions.tsx';
import { described, Field, FieldError, fieldHelpers } from '@/backoffice/ui/form-field.tsx';
import { SignInCard } from '@/backoffice/ui/sign-in-card.tsx';
import { TotpSecret } from '@/backoffice/ui/totp-secret.tsx';

const t = appTexts.enrol;

/**
 * The first login of an account awaiting enrolment: the QR code of its new secret (the server's
 * SVG, sanitised again), the secret as text for typing in, the code that confirms it and the owner's
 * own password (typed twice; the first password an admin gave opens nothing after this), then the
 * session (docs/decisions/0022).
 */
export function EnrolStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: EnrolmentChallenge;
  onSignedIn: (staff: StaffUser) => void;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<StaffEnrolFormInput, unknown, z.output<typeof staffEnrolForm>>({
    resolver: zodResolver(staffEnrolForm),
    defaultValues: { token: challenge.token, totp: '', new_password: '', new_password_confirm: '' },
  });
  const mutation = useMutation({
    mutationFn: confirmEnrolment,
    onSuccess: onSignedIn,
    onError: () => setValue('totp', ''),
  });
  const serverError = mutation.isError ? failure(mutation.error) : null;
  const { described: aria, err } = fieldHelpers<'new_password' | 'new_password_confirm'>(errors, (name) => `bo-enrol-${name}`);

  return (
    <SignInCard
      className="bo-enrol"
      titleId="bo-enrol-title"
      title={t.title}
      intro={t.intro}
      error={serverError}
      onSubmit={handleSubmit(({ new_password_confirm: _, ...v }) => mutation.mutate(v))}
    >
      <TotpSecret qrSvg={challenge.qrSvg} secret={challenge.secret} qrAlt={t.qrAlt} secretLabel={t.secret} idPrefix="bo-enrol" />
      <input type="hidden" {...register('token')} />
      <Field
        id="bo-enrol-code"
        label={t.code}
        error={<FieldError id="bo-enrol-code-error" message={errors.totp?.message} />}
        hint={
          <>
            {t.codeHint} {t.expires(Math.round(challenge.expiresIn / 60))}
          </>
        }
      >
        <input
          id="bo-enrol-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          {...described(errors.totp, 'bo-enrol-code-error', 'bo-enrol-code-hint')}
          {...register('totp')}
        />
      </Field>
      <Field id="bo-enrol-new_password" label={t.newPassword} error={err('new_password')} hint={t.newPasswordHint}>
        <input
          id="bo-enrol-new_password"
          type="password"
          autoComplete="new-password"
          {...aria('new_password', 'bo-enrol-new_password-hint')}
          {...register('new_password')}
        />
      </Field>
      <Field id="bo-enrol-new_password_confirm" label={t.newPasswordAgain} error={err('new_password_confirm')}>
        <input
          id="bo-enrol-new_password_confirm"
          type="password"
          autoComplete="new-password"
          {...aria('new_password_confirm')}
          {...register('new_password_confirm')}
        />
      </Field>
      <FormActions
        submitLabel={mutation.isPending ? t.submitting : t.submit}
        pending={mutation.isPending}
        onCancel={onBack}
        cancelLabel={t.back}
      />
    </SignInCard>
  );
}
