import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CAMPAIGN_PATTERN } from '@app/shared/api/affiliate.ts';
import { Field, fieldHelpers } from '@/backoffice/ui/form-field.tsx';
import { linksTexts as t } from '@/affiliate/features/links/texts.ts';

const linkForm = z.object({
  campaign: z
    .string()
    .trim()
    .refine((v) => v === '' || CAMPAIGN_PATTERN.test(v), t.campaignInvalid),
});
type LinkForm = z.infer<typeof linkForm>;

/** The tracking link: the site's address with `?btag=<btag>` or, with a campaign, `?btag=<btag>.<campaign>`. */
export function trackingLink(origin: string, btag: string, campaign: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('btag', campaign ? `${btag}.${campaign}` : btag);
  return url.toString();
}

/** Builds the affiliate's link (the site's address, its btag, an optional campaign) and copies it. */
export function LinkBuilder({ btag, origin = window.location.origin }: { btag: string; origin?: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useForm<LinkForm>({
    resolver: zodResolver(linkForm),
    mode: 'onChange',
    defaultValues: { campaign: '' },
  });
  const campaign = useWatch({ control, name: 'campaign' }).trim();
  const valid = campaign === '' || CAMPAIGN_PATTERN.test(campaign);
  const link = valid ? trackingLink(origin, btag, campaign) : null;
  const [copyState, setCopyState] = useState<'copied' | 'failed' | null>(null);
  const { described, err } = fieldHelpers<'campaign'>(errors, (name) => `aff-link-${name}`);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <section aria-labelledby="aff-links-title" className="aff-page">
      <h1 id="aff-links-title">{t.title}</h1>
      <p className="bo-muted">{t.intro}</p>
      <form
        className="bo-card aff-link-form"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        aria-labelledby="aff-links-title"
      >
        <Field id="aff-link-campaign" label={t.campaign} error={err('campaign')} hint={t.campaignHint}>
          <input
            id="aff-link-campaign"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            {...described('campaign', 'aff-link-campaign-hint')}
            {...register('campaign', { onChange: () => setCopyState(null) })}
          />
        </Field>
        <div className="bo-field">
          <label htmlFor="aff-link-output">{t.link}</label>
          <input
            id="aff-link-output"
            readOnly
            value={link ?? ''}
            className="bo-code"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
        <div className="bo-actions">
          <button
            type="button"
            className="bo-button bo-button--primary"
            disabled={!link}
            onClick={() => void copy()}
          >
            <Copy size={16} aria-hidden="true" /> {t.copy}
          </button>
        </div>
        <p role="status" className="bo-muted">
          {copyState === 'copied' ? t.copied : copyState === 'failed' ? t.copyFailed : ''}
        </p>
      </form>
    </section>
  );
}
