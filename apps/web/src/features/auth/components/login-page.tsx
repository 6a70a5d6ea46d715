import { useEffect, useRef, useState } from 'react';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest } from '@app/shared/api/auth.ts';
import { CheckboxField, FormBanner, TextField } from '@/components/ui/form-field.tsx';
import { sessionKeys } from '@/api/query-keys.ts';
import { errorText } from '@/lib/error-text.ts';
import { storeUser } from '@/lib/storage.ts';
import { texts } from '@/lib/texts.ts';
import { authTexts } from '../texts.ts';
import { isTwoFactorRequired, useLogin } from '../api/login.ts';
import '@/styles/forms.css';

const TOTP_PATTERN = /^\d{6}$/;
const TOTP_ERROR_ID = 'login-totp-error';
const FORM_ERROR_ID = 'login-error';

export default function LoginPage() {
  const t = authTexts.login;
  const login = useLogin();
  const client = useQueryClient();
  // The server asked for the authenticator code: the form shows the code step and resends with it.
  const [needsCode, setNeedsCode] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  // A refused sign-in (wrong password, locked account, no reply) shows in the form's banner.
  const [formError, setFormError] = useState<string | null>(null);
  // A player in a time-out or self-exclusion: signed in, but only to withdraw the balance.
  const [restricted, setRestricted] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequest),
    defaultValues: { username: '', password: '', remember: false, totp: '' },
  });

  useEffect(() => {
    if (needsCode) codeRef.current?.focus();
  }, [needsCode, codeError]);

  const onSubmit = handleSubmit(async (values) => {
    const totp = values.totp?.trim() ?? '';
    if (needsCode && !TOTP_PATTERN.test(totp)) {
      setCodeError(t.twoFactorInvalid);
      codeRef.current?.focus();
      return;
    }
    setCodeError(null);
    setFormError(null);
    try {
      const reply = await login.mutateAsync({ ...values, totp: needsCode ? totp : undefined });
      storeUser(reply.user);
      if (reply.restricted) {
        setRestricted(reply.message);
        // the shell reads the session again: the header shows the player signed in
        void client.invalidateQueries({ queryKey: sessionKeys.all });
        return;
      }
      window.location.href = '/';
    } catch (e) {
      if (isTwoFactorRequired(e)) {
        setValue('totp', '');
        // The first 'code required' reply only opens the code step; a wrong code shows the server's text.
        if (needsCode) setCodeError(errorText(e, t.failed));
        setNeedsCode(true);
        return;
      }
      setFormError(errorText(e, t.failed, t.exception));
    }
  });

  const { ref: totpRef, ...totpField } = register('totp');
  if (restricted) {
    return (
      <div className="page form-page">
        <section className="card form-card" aria-labelledby="login-restricted-title">
          <h1 id="login-restricted-title" className="form-card__title">
            {t.restrictedTitle}
          </h1>
          <FormBanner tone="warning">
            <p>{restricted}</p>
            <div className="form-banner__actions">
              <a className="button button--primary" href="/account/wallet?tab=withdraw">
                {t.restrictedWithdraw}
              </a>
              <a className="button" href="/account/responsible">
                {t.restrictedResponsible}
              </a>
            </div>
          </FormBanner>
        </section>
      </div>
    );
  }
  return (
    <div className="page form-page">
      <section className="card form-card" aria-labelledby="login-title">
        <h1 id="login-title" className="form-card__title">
          {t.title}
        </h1>
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-describedby={formError ? FORM_ERROR_ID : undefined}
        >
          {formError && (
            <FormBanner tone="error" id={FORM_ERROR_ID}>
              {formError}
            </FormBanner>
          )}
          <TextField
            id="login-username"
            label={t.username}
            required
            autoComplete="username"
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            id="login-password"
            label={t.password}
            required
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          {needsCode && (
            <>
              <p id="login-totp-hint" className="muted">
                <Lock aria-hidden="true" /> {t.twoFactorHint}
              </p>
              <TextField
                id="login-totp"
                label={t.twoFactorCode}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                ref={(el) => {
                  totpRef(el);
                  codeRef.current = el;
                }}
                {...totpField}
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? `login-totp-hint ${TOTP_ERROR_ID}` : 'login-totp-hint'}
              />
              {codeError && (
                <FormBanner id={TOTP_ERROR_ID} tone="error">
                  {codeError}
                </FormBanner>
              )}
            </>
          )}
          <div className="form-row form-row--split">
            <CheckboxField id="login-remember" label={t.remember} {...register('remember')} />
            <Link to="/support" className="form-link">
              {t.forgot}
            </Link>
          </div>
          <button type="submit" className="button button--primary button--block" disabled={login.isPending}>
            {login.isPending ? texts.common.loading : t.submit}
          </button>
        </form>
        <p className="form-card__foot">
          {t.noAccount} <Link to="/auth/register">{t.register}</Link>
        </p>
        <p className="form-card__terms">{t.terms}</p>
      </section>
    </div>
  );
}
