import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CALL_MESSAGE_MAX, callRequest } from '@app/shared/api/contact.ts';
import { FormBanner, TextAreaField, TextField } from '@/components/ui/form-field.tsx';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { contactTexts } from '../texts.ts';
import { useSendCallRequest } from '../api/send-call-request.ts';
import { RecentRequests } from './recent-requests.tsx';
import '@/styles/forms.css';

export const SUCCESS_VISIBLE_MS = 5000;

type Banner = { tone: 'success' | 'error'; text: string } | null;

export default function RequestCallPage() {
  const t = contactTexts.call;
  const send = useSendCallRequest();
  const [banner, setBanner] = useState<Banner>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(callRequest), defaultValues: { name: '', phone: '', message: '' } });
  const messageLength = (watch('message') ?? '').length;

  useEffect(() => {
    if (banner?.tone !== 'success') return;
    const timer = setTimeout(() => setBanner(null), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const reply = await send.mutateAsync(values);
      setBanner({ tone: 'success', text: reply.message || t.received });
      reset();
    } catch (e) {
      setBanner({ tone: 'error', text: errorText(e, t.failed, t.exception) });
    }
  });

  return (
    <div className="page form-page">
      <section className="card form-card" aria-labelledby="call-title">
        <h1 id="call-title" className="form-card__title">
          {t.title}
        </h1>
        <p className="muted">{t.intro}</p>
        {banner && <FormBanner tone={banner.tone}>{banner.text}</FormBanner>}
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            id="call-name"
            label={t.name}
            required
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            id="call-phone"
            label={t.phone}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t.phonePlaceholder}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextAreaField
            id="call-message"
            label={t.message}
            rows={3}
            maxLength={CALL_MESSAGE_MAX}
            hint={
              <span data-testid="message-counter">
                {messageLength}/{CALL_MESSAGE_MAX}
              </span>
            }
            error={errors.message?.message}
            {...register('message')}
          />
          <button type="submit" className="button button--primary button--block" disabled={send.isPending}>
            {send.isPending ? texts.common.sending : t.submit}
          </button>
        </form>
      </section>
      <RecentRequests />
    </div>
  );
}
