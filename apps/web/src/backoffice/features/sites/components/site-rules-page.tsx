/** Site kuralları (risk): each site's payout, play and promotion money rules. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { StaffSiteRulesRequest } from '@app/shared/api/site.ts';
import { failure } from '@/backoffice/ui/format.ts';
import { ErrorNote, useNotice } from '@/backoffice/ui/notice.tsx';
import { getSiteRules, saveSiteRules, type StaffSiteRules } from '@/backoffice/features/sites/api/sites-api.ts';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { sitesTexts } from '@/backoffice/features/sites/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = sitesTexts.sites;
const r = sitesTexts.siteRules;

/** The rules form's fields as text; the server's schema (staffSiteRulesRequest) checks them and answers in Turkish. */
const rulesForm = z.object({
  withdrawal_requires_kyc: z.enum(['default', 'yes', 'no']),
  kyc_before_play: z.boolean(),
  four_eyes_threshold: z.string().trim(),
  adjustment_cap: z.string().trim(),
  min_age: z.string().trim(),
  allowed_countries: z.string(),
  cashback_percent: z.string().trim(),
  promo_max_amount: z.string().trim(),
  promo_max_percent: z.string().trim(),
  promo_max_bonus: z.string().trim(),
});
type RulesFormInput = z.infer<typeof rulesForm>;

function rulesRequest(v: RulesFormInput): StaffSiteRulesRequest {
  return {
    withdrawal_requires_kyc: v.withdrawal_requires_kyc === 'default' ? null : v.withdrawal_requires_kyc === 'yes',
    kyc_before_play: v.kyc_before_play,
    four_eyes_threshold: v.four_eyes_threshold === '' ? null : v.four_eyes_threshold,
    adjustment_cap: v.adjustment_cap,
    min_age: v.min_age,
    allowed_countries: v.allowed_countries.split(/[\s,]+/).filter(Boolean),
    cashback_percent: v.cashback_percent,
    promo_max_amount: v.promo_max_amount,
    promo_max_percent: v.promo_max_percent,
    promo_max_bonus: v.promo_max_bonus,
  };
}

/** A lira amount as the form's text (a decimal comma), which the server's parseLira reads back. */
const lira = (v: number) => String(v).replace('.', ',');

/** Site kuralları (site_rules.manage: risk, admin): each site's rules, each in its own form. */
export function SiteRulesPage() {
  const rules = useQuery({ queryKey: backofficeKeys.siteRules, queryFn: getSiteRules });
  return (
    <section aria-labelledby="bo-site-rules-title" className="bo-sites">
      <h1 id="bo-site-rules-title">{r.title}</h1>
      <p className="bo-muted">{r.intro}</p>
      {rules.isPending && <p>{boTexts.common.loading}</p>}
      {rules.isError && (
        <ErrorNote>{t.loadFailed}</ErrorNote>
      )}
      {rules.data?.map((s) => <RulesForm key={s.id} rules={s} />)}
    </section>
  );
}

function RulesForm({ rules }: { rules: StaffSiteRules }) {
  const client = useQueryClient();
  const notify = useNotice();
  const { register, handleSubmit } = useForm<RulesFormInput>({
    resolver: zodResolver(rulesForm),
    defaultValues: {
      withdrawal_requires_kyc: rules.withdrawal_requires_kyc_setting === null ? 'default' : rules.withdrawal_requires_kyc_setting ? 'yes' : 'no',
      kyc_before_play: rules.kyc_before_play,
      four_eyes_threshold: rules.four_eyes_threshold === null ? '' : String(rules.four_eyes_threshold).replace('.', ','),
      adjustment_cap: String(rules.adjustment_cap).replace('.', ','),
      min_age: String(rules.min_age),
      allowed_countries: rules.allowed_countries.join(', '),
      cashback_percent: String(rules.cashback_percent),
      promo_max_amount: lira(rules.promo_max_amount),
      promo_max_percent: String(rules.promo_max_percent),
      promo_max_bonus: lira(rules.promo_max_bonus),
    },
  });
  const save = useMutation({
    mutationFn: (v: RulesFormInput) => saveSiteRules(rules.id, rulesRequest(v)),
    onSuccess: () => {
      notify({ type: 'success', text: r.saved });
      void client.invalidateQueries({ queryKey: backofficeKeys.siteRules });
      void client.invalidateQueries({ queryKey: backofficeKeys.sites });
    },
  });
  const id = (name: string) => `bo-rules-${rules.id}-${name}`;
  return (
    <form className="bo-card bo-site-rules" onSubmit={handleSubmit((v) => save.mutate(v))} noValidate aria-labelledby={id('title')}>
      <h2 id={id('title')}>
        {r.site(rules.name)} <span className="bo-muted bo-small">{rules.domain}</span>
      </h2>
      {save.isError && (
        <ErrorNote>{failure(save.error)}</ErrorNote>
      )}
      <div className="bo-site-rules__fields">
        <div className="bo-field">
          <label htmlFor={id('wkyc')}>{r.withdrawalKyc}</label>
          <select id={id('wkyc')} {...register('withdrawal_requires_kyc')}>
            <option value="default">{r.withdrawalKycDefault}</option>
            <option value="yes">{r.yes}</option>
            <option value="no">{r.no}</option>
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={id('four-eyes')}>{r.fourEyes}</label>
          <input id={id('four-eyes')} inputMode="decimal" aria-describedby={id('four-eyes-hint')} {...register('four_eyes_threshold')} />
          <p id={id('four-eyes-hint')} className="bo-field__hint">
            {r.fourEyesHint}
          </p>
        </div>
        <div className="bo-field">
          <label htmlFor={id('adjustment-cap')}>{r.adjustmentCap}</label>
          <input id={id('adjustment-cap')} inputMode="decimal" aria-describedby={id('adjustment-cap-hint')} {...register('adjustment_cap')} />
          <p id={id('adjustment-cap-hint')} className="bo-field__hint">
            {r.adjustmentCapHint}
          </p>
        </div>
        <div className="bo-field">
          <label htmlFor={id('min-age')}>{r.minAge}</label>
          <input id={id('min-age')} type="number" min={18} max={25} {...register('min_age')} />
        </div>
        <div className="bo-field">
          <label htmlFor={id('countries')}>{r.countries}</label>
          <input id={id('countries')} aria-describedby={id('countries-hint')} {...register('allowed_countries')} />
          <p id={id('countries-hint')} className="bo-field__hint">
            {r.countriesHint}
          </p>
        </div>
        <div className="bo-field">
          <label htmlFor={id('cashback')}>{r.cashback}</label>
          <input id={id('cashback')} type="number" min={0} max={25} step={1} {...register('cashback_percent')} />
        </div>
        <div className="bo-field">
          <label htmlFor={id('promo-amount')}>{r.promoMaxAmount}</label>
          <input id={id('promo-amount')} inputMode="decimal" aria-describedby={id('promo-amount-hint')} {...register('promo_max_amount')} />
          <p id={id('promo-amount-hint')} className="bo-field__hint">
            {r.promoMaxAmountHint}
          </p>
        </div>
        <div className="bo-field">
          <label htmlFor={id('promo-percent')}>{r.promoMaxPercent}</label>
          <input id={id('promo-percent')} type="number" min={0} max={1000} step={1} {...register('promo_max_percent')} />
        </div>
        <div className="bo-field">
          <label htmlFor={id('promo-bonus')}>{r.promoMaxBonus}</label>
          <input id={id('promo-bonus')} inputMode="decimal" {...register('promo_max_bonus')} />
        </div>
      </div>
      <div className="bo-check">
        <input id={id('kyc-play')} type="checkbox" {...register('kyc_before_play')} />
        <label htmlFor={id('kyc-play')}>{r.kycBeforePlay}</label>
      </div>
      <div className="bo-actions">
        <button type="submit" className="bo-button bo-button--primary" disabled={save.isPending}>
          {r.save}
        </button>
      </div>
    </form>
  );
}
