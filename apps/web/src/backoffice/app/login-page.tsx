import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EnrolStep } from './enrol-step.tsx';
import { type EnrolmentChallenge, enrolmentOf } from './sign-in-api.ts';
import { login, type LoginFields, type LoginInput } from '@/backoffice/ui/api.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLoginRequest } from '@app/shared/api/staff.ts';
import { failure } from '@/backoffice/ui/format.ts';
import { takeSessionEnded } from './query-client.ts';
import { appTexts } from './texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';
import { Field, fieldHelpers } from '@/backoffice/ui/form-field.tsx';
import { SignInCard } from '@/backoffice/ui/sign-in-card.tsx';

const t = appTexts.login;

/**
 * Staff sign in with username, password and the authenticator's code; the reply is who they are. An
 * account awaiting enrolment (new, or its TOTP reset) is answered with a QR code instead: the
 * enrolment step, whose code signs in.
 */
export function LoginPage() {
  const client = useQueryClient();
  const [ended] = useState(takeSessionEnded);
  const [challenge, setChallenge] = useState<EnrolmentChallenge | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginFields>({
    resolver: zodResolver(staffLoginRequest),
    defaultValues: { username: '', password: '', totp: '' },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (staff) => client.setQueryData(backofficeKeys.me, staff),
    // A code is accepted once: a failed attempt asks for a fresh one.
    onError: (error) => {
      setValue('totp', '');
      setChallenge(enrolmentOf(error));
    },
  });
  const serverError = mutation.isError ? failure(mutation.error) : null;
  const { described, err } = fieldHelpers<'username' | 'password'>(errors, (name) => `bo-${name}`);

  if (challenge) {
    return (
      <EnrolStep
        challenge={challenge}
        onSignedIn={(staff) => client.setQueryData(backofficeKeys.me, staff)}
        onBack={() => {
          setChallenge(null);
          mutation.reset();
          setValue('password', '');
        }}
      />
    );
  }

  return (
    <SignInCard
      titleId="bo-login-title"
      title={t.title}
      intro={t.intro}
      notice={ended && !serverError && <p className="bo-notice bo-notice--info">{t.sessionEnded}</p>}
      error={serverError}
      onSubmit={handleSubmit((v) => mutation.mutate(v))}
    >
      <Field id="bo-username" label={t.username} error={err('username')}>
        <input
          id="bo-username"
          autoComplete="username"
          autoFocus
          {...described('username')}
          {...register('username')}
        />
      </Field>
      <Field id="bo-password" label={t.password} error={err('password')}>
        <input
          id="bo-password"
          type="password"
          autoComplete="current-password"
          {...described('password')}
          {...register('password')}
        />
      </Field>
      <Field id="bo-totp" label={t.totp} hint={t.totpHint}>
        <input
          id="bo-totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          aria-describedby="bo-totp-hint"
          {...register('totp')}
        />
      </Field>
      <button type="submit" className="bo-button bo-button--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t.submitting : t.submit}
      </button>
    </SignInCard>
  );
}
