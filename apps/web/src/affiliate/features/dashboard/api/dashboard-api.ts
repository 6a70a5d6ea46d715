import type { z } from 'zod';
import type { affiliateDashboardReply } from '@app/shared/api/affiliate.ts';
import { apiGet } from '@/lib/api-client.ts';
import { search } from '@/affiliate/ui/api.ts';

export type DashboardReply = z.infer<typeof affiliateDashboardReply>;

export async function getDashboard(from: string, to: string, signal?: AbortSignal): Promise<DashboardReply> {
  return apiGet<DashboardReply>(`affiliate/dashboard?${search({ from, to })}`, signal);
}
