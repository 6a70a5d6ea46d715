import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequest, type RegisterRequest } from '@app/shared/api/auth.ts';
import { TC_LENGTH, tcKimlikError } from '@app/shared/tc-kimlik.ts';
import { birthYears } from '@app/shared/dates.ts';
import { COUNTRY, CURRENCY, DEFAULT_CITY, LANG, PROVINCES } from '@app/shared/reference.ts';
import { CheckboxField, FormBanner, SelectField, TextField } from '@/components/ui/form-field.tsx';
import { resolveBtag } from '@/lib/btag.ts';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { authTexts } from '../texts.ts';
import { showToast } from '@/lib/toast.ts';
import { useRegister, type RegisterPayload } from '../api/register.ts';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const YEARS = birthYears();

const DEFAULTS: DefaultValues<RegisterRequest> = {
  first_name: '',
  last_name: '',
  phone: '',
  tc: '',
  dob_day: '',
  dob_month: '',
  dob_year: '',
  country: COUNTRY,
  city: DEFAULT_CITY,
  username: '',
  email: '',
  password: '',
  password_confirm: '',
  terms: false,
  campaign_news: false,
  currency: CURRENCY,
  lang: LANG,
};

/**
 * The submit button is enabled only when the passwords match, the TC number has 11 characters
 * and no live error. The live TC error appears once 11 characters are typed.
 */
export function canSubmitRegistration(v: {
  password?: string;
  password_confirm?: string;
  tc?: string;
}): boolean {
  const tc = v.tc ?? '';
  return (
    (v.password ?? '') === (v.password_confirm ?? '') && tc.length === TC_LENGTH && tcKimlikError(tc) === null
  );
}

export function RegisterForm() {
  const t = authTexts.register;
  const navigate = useNavigate();
  const { search } = useLocation();
  const registerCall = useRegister();
  // The form's result (a refused submit, or what the server said) shows in its banner.
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    formState: { errors },
  } = useForm<RegisterRequest, unknown, RegisterPayload>({
    resolver: zodResolver(registerRequest),
    defaultValues: DEFAULTS,
  });

  const tc = String(watch('tc') ?? '');
  const tcError = tcKimlikError(tc);
  const canSubmit = canSubmitRegistration({
    password: String(watch('password') ?? ''),
    password_confirm: String(watch('password_confirm') ?? ''),
    tc,
  });

  const submitValid = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await registerCall.mutateAsync({ ...values, country: COUNTRY, affiliate_btag: resolveBtag(search) });
      // The page is left at once: the success shows as a toast on the login page.
      showToast({ type: 'success', message: t.success });
      navigate('/auth/login');
    } catch (e) {
      setFormError(errorText(e, t.failed, t.exception, { errorFirst: true }));
    }
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const v = getValues();
    const tcValue = String(v.tc ?? '');
    if (tcValue.length !== TC_LENGTH || tcKimlikError(tcValue)) {
      setFormError(t.invalidTc);
      return;
    }
    if (v.password !== v.password_confirm) {
      setFormError(t.passwordsDiffer);
      return;
    }
    void submitValid(e);
  };

  const err = (name: keyof RegisterRequest) => errors[name]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={formError ? 'register-error' : undefined}>
      {formError && (
        <FormBanner tone="error" id="register-error">
          {formError}
        </FormBanner>
      )}
      <fieldset className="form-section">
        <legend className="form-section__title">{t.personal}</legend>
        <div className="form-grid">
          <TextField
            id="reg-first-name"
            label={t.firstName}
            required
            autoComplete="given-name"
            error={err('first_name')}
            {...register('first_name')}
          />
          <TextField
            id="reg-last-name"
            label={t.lastName}
            required
            autoComplete="family-name"
            error={err('last_name')}
            {...register('last_name')}
          />
          <TextField
            id="reg-phone"
            label={t.phone}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t.phonePlaceholder}
            error={err('phone')}
            {...register('phone')}
          />
          <TextField
            id="reg-tc"
            label={t.tc}
            required
            inputMode="numeric"
            maxLength={TC_LENGTH}
            autoComplete="off"
            error={tcError ?? err('tc')}
            {...register('tc')}
          />
        </div>
        <fieldset
          className="form-subgroup"
          aria-describedby={err('dob_day') || err('dob_year') ? 'reg-dob-error' : undefined}
        >
          <legend className="field__label">
            {t.birthDate}
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          <div className="form-grid form-grid--three">
            <SelectField id="reg-dob-day" label={t.day} className="field--compact" {...register('dob_day')}>
              <option value="">{t.day}</option>
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="reg-dob-month"
              label={t.month}
              className="field--compact"
              {...register('dob_month')}
            >
              <option value="">{t.month}</option>
              {t.months.map((m, i) => (
                <option key={m} value={i + 1}>
                  {m}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="reg-dob-year"
              label={t.year}
              className="field--compact"
              {...register('dob_year')}
            >
              <option value="">{t.year}</option>
              {YEARS.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </SelectField>
          </div>
          {(err('dob_day') || err('dob_month') || err('dob_year')) && (
            <p id="reg-dob-error" className="field__error">
              {err('dob_day') ?? err('dob_month') ?? err('dob_year')}
            </p>
          )}
        </fieldset>
        <fieldset className="form-subgroup" aria-describedby={err('gender') ? 'reg-gender-error' : undefined}>
          <legend className="field__label">
            {t.gender}
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          <div className="radio-row">
            <span className="radio">
              <input id="reg-gender-male" type="radio" value="male" {...register('gender')} />
              <label htmlFor="reg-gender-male">{t.male}</label>
            </span>
            <span className="radio">
              <input id="reg-gender-female" type="radio" value="female" {...register('gender')} />
              <label htmlFor="reg-gender-female">{t.female}</label>
            </span>
          </div>
          {err('gender') && (
            <p id="reg-gender-error" className="field__error">
              {err('gender')}
            </p>
          )}
        </fieldset>
        <div className="form-grid">
          <TextField id="reg-country" label={t.country} value={COUNTRY} disabled readOnly />
          <SelectField id="reg-city" label={t.city} required error={err('city')} {...register('city')}>
            {PROVINCES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section__title">{t.account}</legend>
        <div className="form-grid">
          <TextField
            id="reg-username"
            label={t.username}
            required
            autoComplete="username"
            error={err('username')}
            {...register('username')}
          />
          <TextField
            id="reg-email"
            label={t.email}
            required
            type="email"
            autoComplete="email"
            error={err('email')}
            {...register('email')}
          />
          <TextField
            id="reg-password"
            label={t.password}
            required
            type="password"
            autoComplete="new-password"
            error={err('password')}
            {...register('password')}
          />
          <TextField
            id="reg-password-confirm"
            label={t.passwordRepeat}
            required
            type="password"
            autoComplete="new-password"
            error={err('password_confirm')}
            {...register('password_confirm')}
          />
        </div>
      </fieldset>
      <CheckboxField id="reg-terms" label={t.terms} required error={err('terms')} {...register('terms')} />
      <CheckboxField id="reg-campaign" label={t.campaign} {...register('campaign_news')} />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!canSubmit || registerCall.isPending}
      >
        {registerCall.isPending ? texts.common.sending : t.submit}
      </button>
      <p className="form-card__foot">
        {t.hasAccount} <Link to="/auth/login">{t.login}</Link>
      </p>
    </form>
  );
}
