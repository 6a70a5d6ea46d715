/** The promotions editor's, the game catalogue's and the providers' calls (/api/admin); types from the shared schemas. */
import type { z } from 'zod';
import type {
  PromotionForm,
  StaffPromotion,
  staffPromotionRemovedReply,
  staffPromotionReply,
  staffPromotionsReply,
} from '@app/shared/api/bonus.ts';
import type { StaffGame, staffGameReply, staffGamesReply } from '@app/shared/api/games.ts';
import type {
  staffProviderReply,
  staffProviderSecretReply,
  staffProvidersReply,
} from '@app/shared/api/provider.ts';
import type {
  CategoryForm,
  StaffCategory,
  staffCategoriesReply,
  staffCategoryReply,
} from '@app/shared/api/site.ts';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client.ts';

export type { CategoryForm, PromotionForm, StaffCategory, StaffGame, StaffPromotion };
export type SecretReply = z.infer<typeof staffProviderSecretReply>;

export const catalogueKeys = {
  providers: ['backoffice', 'catalogue', 'providers'] as const,
  slots: ['backoffice', 'catalogue', 'house-slots'] as const,
};


export function listPromotions(siteId: number, search: string, signal?: AbortSignal) {
  return apiGet<z.infer<typeof staffPromotionsReply>>(`admin/sites/${siteId}/promotions?${search}`, signal);
}

export function savePromotion(siteId: number, id: number | null, form: PromotionForm) {
  return id === null
    ? apiPost<z.infer<typeof staffPromotionReply>>(`admin/sites/${siteId}/promotions`, form)
    : apiRequest<z.infer<typeof staffPromotionReply>>('PUT', `admin/sites/${siteId}/promotions/${id}`, { json: form });
}

export function setPromotionActive(siteId: number, id: number, active: boolean) {
  return apiPost<z.infer<typeof staffPromotionReply>>(`admin/sites/${siteId}/promotions/${id}/active`, { is_active: active });
}

export function removePromotion(siteId: number, id: number) {
  return apiRequest<z.infer<typeof staffPromotionRemovedReply>>('DELETE', `admin/sites/${siteId}/promotions/${id}`);
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

export function listGames(search: string, signal?: AbortSignal) {
  return apiGet<z.infer<typeof staffGamesReply>>(`admin/games?${search}`, signal);
}

/** The in-house slots a free-spins promotion can name. */
export async function houseSlots() {
  return (await listGames('provider=house&type=slot&active=true&limit=200&sort=name&dir=asc')).rows;
}

export function updateGame(id: number, patch: Partial<Pick<StaffGame, 'is_featured' | 'is_new' | 'is_hot' | 'is_active' | 'sort'>>) {
  return apiRequest<z.infer<typeof staffGameReply>>('PUT', `admin/games/${id}`, { json: patch });
}

export async function getProviders() {
  return (await apiGet<z.infer<typeof staffProvidersReply>>('admin/providers')).providers;
}

export function createProvider(input: { id: string; name: string }) {
  return apiPost<SecretReply>('admin/providers', input);
}

export function rotateProviderSecret(id: string) {
  return apiPost<SecretReply>(`admin/providers/${id}/rotate-secret`);
}

export function setProviderEnabled(id: string, enabled: boolean) {
  return apiPost<z.infer<typeof staffProviderReply>>(`admin/providers/${id}/${enabled ? 'enable' : 'disable'}`);
}

export async function listCategories(siteId: number) {
  return (await apiGet<z.infer<typeof staffCategoriesReply>>(`admin/sites/${siteId}/categories`)).categories;
}

export function saveCategory(siteId: number, id: number | null, form: CategoryForm) {
  return id === null
    ? apiPost<z.infer<typeof staffCategoryReply>>(`admin/sites/${siteId}/categories`, form)
    : apiRequest<z.infer<typeof staffCategoryReply>>('PUT', `admin/sites/${siteId}/categories/${id}`, { json: form });
}

export function deleteCategory(siteId: number, id: number) {
  return apiRequest<{ success: true }>('DELETE', `admin/sites/${siteId}/categories/${id}`);
}
