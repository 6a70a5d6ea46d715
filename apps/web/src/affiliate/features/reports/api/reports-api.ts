import type { z } from 'zod';
import type { affiliateReportQuery, affiliateReportReply } from '@app/shared/api/affiliate.ts';
import { apiGet } from '@/lib/api-client.ts';
import { search } from '@/affiliate/ui/api.ts';

export type ReportReply = z.infer<typeof affiliateReportReply>;
export type ReportFields = Omit<z.output<typeof affiliateReportQuery>, 'format'>;

export async function getReport(fields: ReportFields, signal?: AbortSignal): Promise<ReportReply> {
  return apiGet<ReportReply>(`affiliate/report?${search(fields)}`, signal);
}

/** The same report as a CSV file (the server's download). */
export const reportCsvHref = (fields: ReportFields) =>
  `/api/affiliate/report?${search({ ...fields, format: 'csv' })}`;
