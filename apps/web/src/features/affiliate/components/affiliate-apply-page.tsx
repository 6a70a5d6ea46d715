import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormBanner, TextField } from '@/components/ui/form-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { affiliateTexts } from '../texts.ts';
import { toAffiliatePayload, useApplyAffiliate, type AffiliateForm } from '../api/apply-affiliate.ts';
import { affiliateFormSchema } from './affiliate-form-schema.ts';
import '@/styles/forms.css';

type Banner = { tone: 'success' | 'error'; text: string } | null;

const EMPTY: AffiliateForm = {
  first_name: '',
  last_name: '',
  password: '',
  password_confirm: '',
  email: '',
  website: '',
  telegram: '',
  phone: '',
};

export default function AffiliateApplyPage() {
  const t = affiliateTexts.affiliate;
  const apply = useApplyAffiliate();
  const [banner, setBanner] = useState<Banner>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AffiliateForm>({ resolver: zodResolver(affiliateFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const reply = await apply.mutateAsync(toAffiliatePayload(values));
      setBanner({ tone: 'success', text: reply.message || t.received });
      reset(EMPTY);
    } catch (e) {
      setBanner({ tone: 'error', text: errorText(e, t.failed, t.exception, { ignoreServerText: true }) });
    }
  });

  const field = (
    name: keyof AffiliateForm,
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <TextField
      id={`aff-${name}`}
      label={label}
      error={errors[name]?.message}
      {...extra}
      {...register(name)}
    />
  );

  return (
    <div className="page form-page">
      <section className="card form-card form-card--wide" aria-labelledby="aff-title">
        <h1 id="aff-title" className="form-card__title">
          {t.title}
        </h1>
        <p className="muted">{t.intro}</p>
        {banner && <FormBanner tone={banner.tone}>{banner.text}</FormBanner>}
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className="form-grid">
            {field('first_name', t.firstName, { required: true, autoComplete: 'given-name' })}
            {field('last_name', t.lastName, { required: true, autoComplete: 'family-name' })}
            {field('password', t.password, { type: 'password', autoComplete: 'new-password' })}
            {field('password_confirm', t.passwordRepeat, { type: 'password', autoComplete: 'new-password' })}
            {field('email', t.email, { required: true, type: 'email', autoComplete: 'email' })}
            {field('website', t.website, { type: 'url', inputMode: 'url', placeholder: 'https://' })}
            {field('telegram', t.telegram, { placeholder: '@kullaniciadi' })}
            {field('phone', t.phone, {
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'tel',
              placeholder: '05XX XXX XX XX',
            })}
          </div>
          <button type="submit" className="button button--primary button--block" disabled={apply.isPending}>
            {apply.isPending ? texts.common.sending : t.submit}
          </button>
        </form>
        <p className="form-card__foot">
          {/* The affiliates' portal is another app (its own page): a full page load, not a route of this one. */}
          {t.hasAccount} <a href="/affiliate">{t.signIn}</a>
        </p>
      </section>
    </div>
  );
}
