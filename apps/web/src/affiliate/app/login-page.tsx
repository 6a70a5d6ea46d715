import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { affiliateLoginBody } from '@app/shared/api/affiliate.ts';
import { failure } from '@/backoffice/ui/format.ts';
import { Field, fieldHelpers } from '@/backoffice/ui/form-field.tsx';
import { SignInCard } from '@/backoffice/ui/sign-in-card.tsx';
import { affiliateKeys, asksForCode, login, type LoginFields, type LoginInput } from '@/affiliate/ui/api.ts';
import { takeSessionEnded } from './query-client.ts';
import { appTexts } from './texts.ts';

const t = appTexts.login;

/**
 * An affiliate signs in with the e-mail and password of the application. With two-step sign-in on,
 * the server answers the first try with two_factor_required: the code's field appears and the next
 * try sends it.
 */
export function LoginPage() {
  const client = useQueryClient();
  const [ended] = useState(takeSessionEnded);
  const [codeAsked, setCodeAsked] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginFields>({
    resolver: zodResolver(affiliateLoginBody),
    defaultValues: { email: '', password: '', totp: '' },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (affiliate) => client.setQueryData(affiliateKeys.me, affiliate),
    onError: (error) => {
      // A code is accepted once: a failed attempt asks for a fresh one.
      setValue('totp', '');
      if (asksForCode(error)) {
        setCodeAsked(true);
        setTimeout(() => setFocus('totp'));
      }
    },
  });
  const serverError = mutation.isError ? failure(mutation.error) : null;
  const { described, err } = fieldHelpers<'email' | 'password'>(errors, (name) => `aff-login-${name}`);

  return (
    <SignInCard
      titleId="aff-login-title"
      title={t.title}
      intro={t.intro}
      notice={ended && !serverError && <p className="bo-notice bo-notice--info">{t.sessionEnded}</p>}
      error={serverError}
      onSubmit={handleSubmit((v) => mutation.mutate(v))}
    >
      <Field id="aff-login-email" label={t.email} error={err('email')}>
        <input
          id="aff-login-email"
          type="email"
          autoComplete="username"
          autoFocus
          {...described('email')}
          {...register('email')}
        />
      </Field>
      <Field id="aff-login-password" label={t.password} error={err('password')}>
        <input
          id="aff-login-password"
          type="password"
          autoComplete="current-password"
          {...described('password')}
          {...register('password')}
        />
      </Field>
      {codeAsked && (
        <Field id="aff-login-totp" label={t.totp} hint={t.totpHint}>
          <input
            id="aff-login-totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-describedby="aff-login-totp-hint"
            {...register('totp')}
          />
        </Field>
      )}
      <button type="submit" className="bo-button bo-button--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t.submitting : t.submit}
      </button>
      <p className="bo-muted aff-login__apply">
        {t.apply} <a href="/affiliate-apply">{t.applyLink}</a>
      </p>
    </SignInCard>
  );
}
