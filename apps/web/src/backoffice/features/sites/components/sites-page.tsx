import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { siteDomains, staffSiteRequest } from '@app/shared/api/site.ts';
import { failure } from '@/backoffice/ui/format.ts';
import { ErrorNote, useNotice } from '@/backoffice/ui/notice.tsx';
import { saveSite, saveSiteDomains, type StaffSiteRules } from '@/backoffice/features/sites/api/sites-api.ts';
import { getMe } from '@/backoffice/ui/api.ts';
import { getSites, type StaffSite } from '@/backoffice/ui/lookups.ts';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { sitesTexts } from '@/backoffice/features/sites/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = sitesTexts.sites;
const r = sitesTexts.siteRules;

/** The editor's form: the shared request with the domains as lines of a text area. */
const siteForm = staffSiteRequest.omit({ cashback_percent: true }).extend({
  domains: z.string().transform((text) => text.split(/[\s,]+/).filter(Boolean)).pipe(siteDomains),
  logo_url: z.string().trim(),
});
type SiteFormInput = z.input<typeof siteForm>;

const COLOR_FIELDS = ['primary', 'secondary', 'accent', 'buttonHover', 'headerFrom', 'headerTo'] as const;

const emptySite: SiteFormInput = {
  name: '',
  title: '',
  domains: '',
  email: '',
  whatsapp: '',
  telegram: '',
  support_phone: '',
  logo_url: '',
  colors: { primary: '#7e22ce', secondary: '#0b0b12', accent: '#c4b5fd', buttonHover: '#9333ea', headerFrom: '#3b0764', headerTo: '#0b0b12' },
  custom_css: '',
  licence_text: '',
  licence_number: '',
};

const formOf = (s: StaffSite): SiteFormInput => ({
  name: s.name,
  title: s.title,
  domains: s.domains.join('\n'),
  email: s.email,
  whatsapp: s.whatsapp,
  telegram: s.telegram,
  support_phone: s.support_phone,
  logo_url: s.logo_url ?? '',
  colors: s.colors,
  custom_css: s.custom_css,
  licence_text: s.licence_text,
  licence_number: s.licence_number,
});

/** Whether the staff member holds the site rules (a new site, a site's domains: docs/decisions/0024). */
function useMayRules(): boolean {
  const me = useQuery({ queryKey: backofficeKeys.me, queryFn: getMe, staleTime: Infinity });
  return me.data?.permissions.includes('site_rules.manage') ?? false;
}

/**
 * Siteler (sites.manage): the sites of the installation, the editor with a live header preview, each
 * site's rules read only; a new site and a site's domains only for site_rules.manage.
 */
export function SitesPage() {
  const sites = useQuery({ queryKey: backofficeKeys.sites, queryFn: getSites });
  const mayRules = useMayRules();
  const [editing, setEditing] = useState<StaffSite | 'new' | null>(null);
  return (
    <section aria-labelledby="bo-sites-title" className="bo-sites">
      <h1 id="bo-sites-title">{t.title}</h1>
      <p className="bo-muted">{t.intro}</p>
      {sites.isPending && <p>{boTexts.common.loading}</p>}
      {sites.isError && (
        <ErrorNote>{t.loadFailed}</ErrorNote>
      )}
      {sites.data && (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="bo-sr-only">{t.list}</caption>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.domains}</th>
                <th scope="col">{t.cashback}</th>
                <th scope="col">
                  <span className="bo-sr-only">{t.editButton}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sites.data.map((s) => (
                <tr key={s.id}>
                  <td>
                    {s.name} {s.is_default && <span className="bo-tag">{t.defaultSite}</span>}
                  </td>
                  <td className="bo-sites__domains">{s.domains.join(', ')}</td>
                  <td className="bo-num">%{s.cashback_percent}</td>
                  <td>
                    <button type="button" className="bo-button" aria-label={t.edit(s.name)} onClick={() => setEditing(s)}>
                      {t.editButton}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {mayRules && (
        <p>
          <button type="button" className="bo-button bo-button--primary" onClick={() => setEditing('new')}>
            {t.newSite}
          </button>
        </p>
      )}
      {editing && (
        <SiteEditor
          key={editing === 'new' ? 'new' : editing.id}
          site={editing === 'new' ? null : editing}
          mayRules={mayRules}
          onSaved={(s) => setEditing(s)}
        />
      )}
    </section>
  );
}

function SiteEditor({ site, mayRules, onSaved }: { site: StaffSite | null; mayRules: boolean; onSaved: (s: StaffSite) => void }) {
  const client = useQueryClient();
  const notify = useNotice();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SiteFormInput, unknown, z.output<typeof siteForm>>({
    resolver: zodResolver(siteForm),
    defaultValues: site ? formOf(site) : emptySite,
  });
  const save = useMutation({
    mutationFn: async (v: z.output<typeof siteForm>) => {
      const input = { ...v, logo_url: v.logo_url || null };
      if (!site) return saveSite(null, input);
      const saved = await saveSite(site.id, { ...input, domains: undefined });
      const changed = v.domains.join('\n') !== site.domains.join('\n');
      return mayRules && changed ? saveSiteDomains(site.id, v.domains) : saved;
    },
    onSuccess: (saved) => {
      notify({ type: 'success', text: site ? t.saved : t.created });
      void client.invalidateQueries({ queryKey: backofficeKeys.sites });
      onSaved(saved);
    },
  });
  const prefix = `bo-site-${site?.id ?? 'new'}`;
  const errorOf = (name: string): string | undefined => {
    const parts = name.split('.');
    let e: unknown = errors;
    for (const p of parts) e = (e as Record<string, unknown> | undefined)?.[p];
    // A list's errors (the domains) sit under each line's index: the first one's text.
    while (e && typeof e === 'object' && typeof (e as { message?: unknown }).message !== 'string') {
      e = Object.values(e as object).find((v) => v && typeof v === 'object');
    }
    return (e as { message?: string } | undefined)?.message;
  };
  const field = (name: string, label: string, input: React.ReactNode, hint?: string) => {
    const id = `${prefix}-${name.replace('.', '-')}`;
    const error = errorOf(name);
    return (
      <div className="bo-field">
        <label htmlFor={id}>{label}</label>
        {input}
        {hint && (
          <p id={`${id}-hint`} className="bo-field__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="bo-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const aria = (name: string, hint = false) => {
    const id = `${prefix}-${name.replace('.', '-')}`;
    const error = errorOf(name);
    return {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
    };
  };
  const titleId = `${prefix}-title`;

  return (
    <form className="bo-card bo-site-editor" onSubmit={handleSubmit((v) => save.mutate(v))} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{site ? t.edit(site.name) : t.newSite}</h2>
      {save.isError && (
        <ErrorNote>{failure(save.error)}</ErrorNote>
      )}
      <div className="bo-site-editor__grid">
        <div className="bo-site-editor__fields">
          {field('name', t.name, <input {...aria('name')} {...register('name')} />)}
          {field('title', t.siteTitle, <input {...aria('title')} {...register('title')} />)}
          {field(
            'domains',
            t.domains,
            <textarea rows={3} readOnly={Boolean(site) && !mayRules} {...aria('domains', true)} {...register('domains')} />,
            site && !mayRules ? t.domainsReadOnly : t.domainsHint,
          )}
          {field('email', t.email, <input type="email" {...aria('email')} {...register('email')} />)}
          {field('whatsapp', t.whatsapp, <input {...aria('whatsapp')} {...register('whatsapp')} />)}
          {field('telegram', t.telegram, <input {...aria('telegram')} {...register('telegram')} />)}
          {field('support_phone', t.phone, <input {...aria('support_phone')} {...register('support_phone')} />)}
          {field('logo_url', t.logo, <input {...aria('logo_url', true)} {...register('logo_url')} />, t.logoHint)}
          {field('licence_text', t.licenceText, <textarea rows={3} {...aria('licence_text')} {...register('licence_text')} />)}
          {field('licence_number', t.licenceNumber, <input {...aria('licence_number')} {...register('licence_number')} />)}
        </div>
        <div className="bo-site-editor__look">
          <fieldset className="bo-site-colors">
            <legend>{t.colors}</legend>
            {COLOR_FIELDS.map((c) => (
              <div key={c}>{field(`colors.${c}`, t[c], <input type="color" {...aria(`colors.${c}`)} {...register(`colors.${c}`)} />)}</div>
            ))}
          </fieldset>
          <HeaderPreview control={control} fallbackLogo={site?.logo ?? null} />
          {field(
            'custom_css',
            t.css,
            <textarea rows={8} spellCheck={false} className="bo-code-input" {...aria('custom_css', true)} {...register('custom_css')} />,
            t.cssHint,
          )}
        </div>
      </div>
      {site && <RulesSummary rules={site.rules} />}
      <div className="bo-actions">
        <button type="submit" className="bo-button bo-button--primary" disabled={save.isPending}>
          {site ? t.save : t.create}
        </button>
      </div>
    </form>
  );
}

/**
 * The player site's header in the form's colours and logo, live: the same CSS variables the player
 * site sets from site_css.php (--header-gradient, --color-primary, --button-hover, --color-accent).
 */
export function HeaderPreview({ control, fallbackLogo }: { control: Control<SiteFormInput, unknown, z.output<typeof siteForm>>; fallbackLogo: string | null }) {
  const [colors, name, logoUrl] = useWatch({ control, name: ['colors', 'name', 'logo_url'] });
  const logo = logoUrl?.trim() || fallbackLogo;
  const style = {
    '--header-gradient': `linear-gradient(90deg, ${colors.headerFrom} 0%, ${colors.headerTo} 100%)`,
    '--color-primary': colors.primary,
    '--color-secondary': colors.secondary,
    '--color-accent': colors.accent,
    '--button-hover': colors.buttonHover,
  } as React.CSSProperties;
  return (
    <figure className="bo-site-preview" aria-label={t.preview} data-testid="site-preview" style={style}>
      <figcaption className="bo-small bo-muted">{t.preview}</figcaption>
      <div className="bo-site-preview__header">
        {logo ? <img src={logo} alt={name || 'Logo'} className="bo-site-preview__logo" /> : <strong className="bo-site-preview__name">{name}</strong>}
        <span className="bo-site-preview__nav" aria-hidden="true">
          {t.previewNav.map((n) => (
            <span key={n}>{n}</span>
          ))}
        </span>
        <span className="bo-site-preview__actions" aria-hidden="true">
          <span className="bo-site-preview__ghost">{t.previewLogin}</span>
          <span className="bo-site-preview__primary">{t.previewRegister}</span>
        </span>
      </div>
    </figure>
  );
}

function RulesSummary({ rules }: { rules: StaffSiteRules }) {
  return (
    <section className="bo-site-rules-summary" aria-label={t.rulesReadOnly}>
      <h3>{t.rulesReadOnly}</h3>
      <dl className="bo-pairs">
        <dt>{r.withdrawalKyc}</dt>
        <dd>{rules.withdrawal_requires_kyc ? r.yes : r.no}</dd>
        <dt>{r.kycBeforePlay}</dt>
        <dd>{rules.kyc_before_play ? r.yes : r.no}</dd>
        <dt>{r.fourEyes}</dt>
        <dd>{rules.four_eyes_threshold === null ? r.fourEyesOff : rules.four_eyes_threshold.toLocaleString('tr-TR')}</dd>
        <dt>{r.adjustmentCap}</dt>
        <dd>{rules.adjustment_cap.toLocaleString('tr-TR')}</dd>
        <dt>{r.minAge}</dt>
        <dd>{rules.min_age}</dd>
        <dt>{r.countries}</dt>
        <dd>{rules.allowed_countries.length ? rules.allowed_countries.join(', ') : r.everyCountry}</dd>
        <dt>{r.cashback}</dt>
        <dd>%{rules.cashback_percent}</dd>
        <dt>{r.promoCaps}</dt>
        <dd>{r.promoCapsValue(rules.promo_max_amount, rules.promo_max_percent, rules.promo_max_bonus)}</dd>
      </dl>
    </section>
  );
}

