/** The game catalogue's and the home page's categories' calls (/api/admin); types from the shared schemas. */
import type { z } from 'zod';
import type {
  CategoryForm,
  StaffCategory,
  staffCategoriesReply,
  staffCategoryReply,
} from '@app/shared/api/site.ts';
import type { StaffGame, staffGameReply, staffGamesReply } from '@app/shared/api/games.ts';
import { apiGet, apiRequest, apiPost } from '@/lib/api-client.ts';

export type { CategoryForm, StaffCategory, StaffGame };

export function listGames(search: string, signal?: AbortSignal) {
  return apiGet<z.infer<typeof staffGamesReply>>(`admin/games?${search}`, signal);
}

export function updateGame(
  id: number,
  patch: Partial<Pick<StaffGame, 'is_featured' | 'is_new' | 'is_hot' | 'is_active' | 'sort'>>,
) {
  return apiRequest<z.infer<typeof staffGameReply>>('PUT', `admin/games/${id}`, { json: patch });
}

export async function listCategories(siteId: number) {
  return (await apiGet<z.infer<typeof staffCategoriesReply>>(`admin/sites/${siteId}/categories`)).categories;
}

export function saveCategory(siteId: number, id: number | null, form: CategoryForm) {
  return id === null
    ? apiPost<z.infer<typeof staffCategoryReply>>(`admin/sites/${siteId}/categories`, form)
    : apiRequest<z.infer<typeof staffCategoryReply>>('PUT', `admin/sites/${siteId}/categories/${id}`, {
        json: form,
      });
}

export function deleteCategory(siteId: number, id: number) {
  return apiRequest<{ success: true }>('DELETE', `admin/sites/${siteId}/categories/${id}`);
}
