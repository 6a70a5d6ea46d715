import { z } from 'zod';
import { FeedbackBanner } from '@/components/ui/form-feedback.tsx';
import { SelectField } from '@/components/ui/form-field.tsx';
import { useBannerForm } from '@/hooks/use-banner-form.ts';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { useResponsibleAction } from '../api/responsible-gaming.ts';
import { REALITY_CHECK_MINUTES } from '../api/types.ts';
import { responsibleTexts } from '../texts.ts';

const t = responsibleTexts.reality;
const FEEDBACK_ID = 'reality-feedback';

const realityForm = z.object({
  minutes: z.enum(REALITY_CHECK_MINUTES.map(String) as ['15', '30', '60']).transform(Number),
});

/** The reality check's interval (15, 30 or 60 minutes): how often the game client pauses to show the session's figures. */
export function RealityCheckForm({ minutes }: { minutes: number }) {
  const send = useResponsibleAction();
  const { feedback, submit, field } = useBannerForm({
    schema: realityForm,
    defaultValues: { minutes: String(minutes) as '15' | '30' | '60' },
    feedbackId: FEEDBACK_ID,
  });

  const onSubmit = submit(async (values) => {
    if (send.isPending) return;
    try {
      const reply = await send.mutateAsync({ action: 'reality_check', minutes: values.minutes });
      feedback.showSuccess(reply.message);
    } catch (err) {
      feedback.showError(errorText(err, responsibleTexts.failed, responsibleTexts.network));
    }
  });

  return (
    <section className="card rg-card" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title" className="rg-card__title">
        {t.title}
      </h2>
      <p className="rg-card__hint">{t.intro}</p>
      <form className="rg-inline-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t.title}>
        <SelectField id="reality-minutes" label={t.label} {...field('minutes')}>
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={String(m)}>
              {t.option(m)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--primary" aria-disabled={send.isPending}>
          {send.isPending ? texts.common.sending : t.save}
        </button>
      </form>
      <FeedbackBanner id={FEEDBACK_ID} feedback={feedback.feedback} />
    </section>
  );
}
