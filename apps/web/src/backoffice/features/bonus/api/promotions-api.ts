/** The promotions editor's calls (/api/admin/sites/:id/promotions); types from the shared schemas. */
import type { z } from 'zod';
import type {
  PromotionForm,
  StaffPromotion,
  StaffPromotionDraft,
  staffPromotionDraftsReply,
  staffPromotionRemovedReply,
  staffPromotionReply,
  staffPromotionsReply,
} from '@app/shared/api/bonus.ts';
import type { staffGamesReply } from '@app/shared/api/games.ts';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client.ts';

export type { PromotionForm, StaffPromotion, StaffPromotionDraft };

export function listPromotions(siteId: number, search: string, signal?: AbortSignal) {
  return apiGet<z.infer<typeof staffPromotionsReply>>(`admin/sites/${siteId}/promotions?${search}`, signal);
}

export function savePromotion(siteId: number, id: number | null, form: PromotionForm) {
  return id === null
    ? apiPost<z.infer<typeof staffPromotionReply>>(`admin/sites/${siteId}/promotions`, form)
    : apiRequest<z.infer<typeof staffPromotionReply>>('PUT', `admin/sites/${siteId}/promotions/${id}`, {
        json: form,
      });
}

export function setPromotionActive(siteId: number, id: number, active: boolean) {
  return apiPost<z.infer<typeof staffPromotionReply>>(`admin/sites/${siteId}/promotions/${id}/active`, {
    is_active: active,
  });
}

export function removePromotion(siteId: number, id: number) {
  return apiRequest<z.infer<typeof staffPromotionRemovedReply>>(
    'DELETE',
    `admin/sites/${siteId}/promotions/${id}`,
  );
}

/** Moves one promotion a place up or down in the site's order (every promotion not archived, as the server wants). */
export async function movePromotion(siteId: number, id: number, by: -1 | 1) {
  const all = (await listPromotions(siteId, 'limit=200&sort=sort&dir=asc')).rows.map((r) => r.id);
  const i = all.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= all.length) return;
  [all[i], all[j]] = [all[j]!, all[i]!];
  await apiPost(`admin/sites/${siteId}/promotions/order`, { ids: all });
}

/** The in-house slots a free-spins promotion can name. */
export async function houseSlots() {
  const search = 'provider=house&type=slot&active=true&limit=200&sort=name&dir=asc';
  return (await apiGet<z.infer<typeof staffGamesReply>>(`admin/games?${search}`)).rows;
}

/** Every site's drafts awaiting a money role's approval (promotions.approve). */
export function listDrafts(search: string, signal?: AbortSignal) {
  return apiGet<z.infer<typeof staffPromotionDraftsReply>>(`admin/promotion-drafts?${search}`, signal);
}

/** Approves a draft's money terms as the approver saw them (their version). */
export function approvePromotion(p: Pick<StaffPromotionDraft, 'site_id' | 'id' | 'terms_version'>) {
  return apiPost<z.infer<typeof staffPromotionReply>>(`admin/sites/${p.site_id}/promotions/${p.id}/approve`, {
    terms_version: p.terms_version,
  });
}
