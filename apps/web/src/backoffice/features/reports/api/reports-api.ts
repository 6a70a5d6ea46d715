/** The reports page's calls: the dashboard and a period's report. */
import type { z } from 'zod';
import type { dashboardReply, reportReply } from '@app/shared/api/reports.ts';
import { apiGet } from '@/lib/api-client.ts';

/** The report's query string (the page's form values). */
export function reportSearch(q: { from: string; to: string; group_by: string }): string {
  return new URLSearchParams({ from: q.from, to: q.to, group_by: q.group_by }).toString();
}

export async function getReport(q: { from: string; to: string; group_by: string }) {
  return (await apiGet<z.infer<typeof reportReply>>(`admin/reports/daily?${reportSearch(q)}`)).report;
}

export async function getDashboard() {
  return (await apiGet<z.infer<typeof dashboardReply>>('admin/reports/dashboard')).dashboard;
}
