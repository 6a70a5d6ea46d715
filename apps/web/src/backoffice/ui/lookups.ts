/**
 * The lists several features read: the sites (content, promotions, categories, the site editor) and the game
 * providers (the game catalogue's filter, the providers page). Features never import each other, so these live here.
 */
import type { z } from 'zod';
import type { staffSitesReply } from '@app/shared/api/site.ts';
import type { staffProvidersReply } from '@app/shared/api/provider.ts';
import { apiGet } from '@/lib/api-client.ts';

export type { StaffSite } from '@app/shared/api/site.ts';

export async function getSites() {
  return (await apiGet<z.infer<typeof staffSitesReply>>('admin/sites')).sites;
}

export async function getProviders() {
  return (await apiGet<z.infer<typeof staffProvidersReply>>('admin/providers')).providers;
}
