/** The back office's calls for sites (the site editor) and their rules; types from packages/shared/src/api/sites.ts. */
import type { z } from 'zod';
import type {
  staffSiteReply,
  StaffSiteEditRequest,
  StaffSiteRequest,
  staffSiteRulesListReply,
  staffSiteRulesReply,
  StaffSiteRulesRequest,
} from '@app/shared/api/site.ts';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client.ts';

export type { StaffSite, StaffSiteRules } from '@app/shared/api/site.ts';

export async function getSiteRules() {
  return (await apiGet<z.infer<typeof staffSiteRulesListReply>>('admin/site-rules')).sites;
}

/** A new site (site_rules.manage) with its domains, or the editor's save of a site (sites.manage): its domains, if sent, unchanged. */
export async function saveSite(id: number | null, input: StaffSiteRequest | StaffSiteEditRequest) {
  const reply =
    id === null
      ? await apiPost<z.infer<typeof staffSiteReply>>('admin/sites', input)
      : await apiRequest<z.infer<typeof staffSiteReply>>('PUT', `admin/sites/${id}`, { json: input });
  return reply.site;
}

/** A site's domains (site_rules.manage: a site rule, docs/decisions/0024). */
export async function saveSiteDomains(id: number, domains: string[]) {
  return (await apiRequest<z.infer<typeof staffSiteReply>>('PUT', `admin/sites/${id}/domains`, { json: { domains } })).site;
}

export async function saveSiteRules(id: number, input: StaffSiteRulesRequest) {
  return (
    await apiRequest<z.infer<typeof staffSiteRulesReply>>('PUT', `admin/sites/${id}/rules`, { json: input })
  ).rules;
}
