/** The AML page's sections below the queue: the report per period and the sites' thresholds. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AML_KIND_LABELS, amlReportQuery, amlSettingsRequest } from '@app/shared/api/aml.ts';
import { amlReportSearch, getAmlReport, getAmlSettings, saveAmlSettings, type AmlSiteSettings } from '@/backoffice/features/aml/api/aml-api.ts';
import { failure } from '@/backoffice/ui/format.ts';
import { ErrorNote, useNotice } from '@/backoffice/ui/notice.tsx';
import { istanbulDay, PeriodForm } from '@/backoffice/ui/period-form.tsx';
import { amlTexts } from '@/backoffice/features/aml/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = amlTexts.aml;

type ReportFields = z.output<typeof amlReportQuery>;

/** Flags per period (day, week, month) by kind, open and cleared, with its CSV. */
export function AmlReportSection() {
  const today = istanbulDay(new Date());
  const [asked, setAsked] = useState<ReportFields>({ from: istanbulDay(new Date(Date.now() - 29 * 86_400_000)), to: today, period: 'week' });
  const report = useQuery({ queryKey: [...backofficeKeys.amlReport, asked], queryFn: () => getAmlReport(asked) });
  return (
    <section aria-labelledby="bo-aml-report-title" className="bo-section">
      <h2 id="bo-aml-report-title">{t.reportTitle}</h2>
      <PeriodForm
        idPrefix="bo-aml-report"
        labelledBy="bo-aml-report-title"
        schema={amlReportQuery}
        asked={asked}
        onAsk={setAsked}
        texts={t}
        choice={{ name: 'period', id: 'bo-aml-report-period', label: t.period, options: t.periods }}
        csvHref={`/api/admin/aml/report.csv?${amlReportSearch(asked)}`}
      />
      {report.isError && (
        <ErrorNote>{failure(report.error)}</ErrorNote>
      )}
      {report.data && (
        <div className="bo-table-wrap" role="region" aria-labelledby="bo-aml-report-caption" tabIndex={0}>
          <table className="bo-table">
            <caption id="bo-aml-report-caption">{t.reportCaption(report.data.from, report.data.to)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.periods[report.data.period]}</th>
                <th scope="col">{t.kind}</th>
                <th scope="col" className="bo-num">
                  {t.open}
                </th>
                <th scope="col" className="bo-num">
                  {t.closed}
                </th>
                <th scope="col" className="bo-num">
                  {t.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.data.rows.map((r) => (
                <tr key={`${r.period}-${r.kind}`}>
                  <th scope="row">{r.period}</th>
                  <td>{AML_KIND_LABELS[r.kind]}</td>
                  <td className="bo-num">{r.open}</td>
                  <td className="bo-num">{r.cleared}</td>
                  <td className="bo-num">{r.total}</td>
                </tr>
              ))}
              {report.data.rows.length === 0 && (
                <tr>
                  <td colSpan={5} className="bo-muted">
                    {t.reportEmpty}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Each site's threshold and shared-address count. */
export function AmlSettingsSection() {
  const settings = useQuery({ queryKey: backofficeKeys.amlSettings, queryFn: getAmlSettings });
  return (
    <section aria-labelledby="bo-aml-settings-title" className="bo-section">
      <h2 id="bo-aml-settings-title">{t.settingsTitle}</h2>
      <p className="bo-muted">{t.settingsHint}</p>
      {settings.isError && (
        <ErrorNote>{failure(settings.error)}</ErrorNote>
      )}
      {settings.data?.map((s) => <SiteSettingsForm key={s.site_id} site={s} />)}
    </section>
  );
}

type SettingsFields = z.output<typeof amlSettingsRequest>;

function SiteSettingsForm({ site }: { site: AmlSiteSettings }) {
  const client = useQueryClient();
  const notify = useNotice();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof amlSettingsRequest>, unknown, SettingsFields>({
    resolver: zodResolver(amlSettingsRequest),
    defaultValues: { threshold: site.threshold, shared_accounts: site.shared_accounts },
  });
  const save = useMutation({
    mutationFn: (v: SettingsFields) => saveAmlSettings(site.site_id, v),
    onSuccess: () => notify({ type: 'success', text: t.saved(site.site_name) }),
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: () => void client.invalidateQueries({ queryKey: backofficeKeys.amlSettings }),
  });
  const id = `bo-aml-site-${site.site_id}`;
  return (
    <form className="bo-filters" onSubmit={handleSubmit((v) => save.mutate(v))} noValidate aria-label={site.site_name}>
      <div className="bo-field">
        <label htmlFor={`${id}-threshold`}>{t.threshold(site.site_name)}</label>
        <input
          id={`${id}-threshold`}
          type="number"
          inputMode="decimal"
          min={1}
          step="0.01"
          aria-invalid={errors.threshold ? true : undefined}
          aria-describedby={errors.threshold ? `${id}-threshold-error` : undefined}
          {...register('threshold')}
        />
        {errors.threshold && (
          <p id={`${id}-threshold-error`} className="bo-field__error">
            {errors.threshold.message}
          </p>
        )}
      </div>
      <div className="bo-field">
        <label htmlFor={`${id}-shared`}>{t.sharedAccounts(site.site_name)}</label>
        <input
          id={`${id}-shared`}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          aria-invalid={errors.shared_accounts ? true : undefined}
          aria-describedby={errors.shared_accounts ? `${id}-shared-error` : undefined}
          {...register('shared_accounts')}
        />
        {errors.shared_accounts && (
          <p id={`${id}-shared-error`} className="bo-field__error">
            {errors.shared_accounts.message}
          </p>
        )}
      </div>
      <button type="submit" className="bo-button bo-button--primary" disabled={save.isPending}>
        {t.save}
      </button>
    </form>
  );
}
