/** The back office's calls for the risk role's AML flags: the queue, clearing, the report, the sites' thresholds. */
import type { z } from 'zod';
import type { amlFlagReply, amlFlagsReply, amlReportReply, amlSettingsReply, amlSiteSettingsReply } from '@app/shared/api/aml.ts';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client.ts';

export type AmlFlagsReply = z.infer<typeof amlFlagsReply>;
export type AmlFlagItem = AmlFlagsReply['flags'][number];
export type AmlReport = z.infer<typeof amlReportReply>['report'];
export type AmlSiteSettings = z.infer<typeof amlSettingsReply>['sites'][number];

export async function clearAmlFlag(id: number, note: string) {
  return (await apiPost<z.infer<typeof amlFlagReply>>(`admin/aml/flags/${id}/clear`, { note })).flag;
}

export function amlReportSearch(q: { from: string; to: string; period: string }): string {
  return new URLSearchParams({ from: q.from, to: q.to, period: q.period }).toString();
}

export async function getAmlReport(q: { from: string; to: string; period: string }) {
  return (await apiGet<z.infer<typeof amlReportReply>>(`admin/aml/report?${amlReportSearch(q)}`)).report;
}

export async function getAmlSettings() {
  return (await apiGet<z.infer<typeof amlSettingsReply>>('admin/aml/settings')).sites;
}

export async function saveAmlSettings(siteId: number, body: { threshold: number; shared_accounts: number }) {
  return (await apiRequest<z.infer<typeof amlSiteSettingsReply>>('PUT', `admin/aml/settings/${siteId}`, { json: body })).site;
}
