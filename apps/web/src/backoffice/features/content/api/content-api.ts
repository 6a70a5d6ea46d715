/** The back office's content calls (banners, their images, CMS pages of one site); types from packages/shared/src/api/staff-content.ts. */
import type { z } from 'zod';
import type {
  StaffBanner,
  StaffBannerRequest,
  StaffPage,
  StaffPageRequest,
  staffBannerImageReply,
  staffBannerReply,
  staffBannersReply,
  staffPageReply,
  staffPagesReply,
} from '@app/shared/api/content.ts';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client.ts';

export type { StaffBanner, StaffBannerRequest, StaffPage, StaffPageRequest };

const on = (site: string) => `site_id=${encodeURIComponent(site)}`;

export async function getBanners(search: string, signal?: AbortSignal) {
  const r = await apiGet<z.infer<typeof staffBannersReply>>(`admin/banners?${search}`, signal);
  return { rows: r.banners, total: r.total };
}

export function saveBanner(site: string, id: number | null, body: StaffBannerRequest) {
  return id === null
    ? apiPost<z.infer<typeof staffBannerReply>>(`admin/banners?${on(site)}`, body)
    : apiRequest<z.infer<typeof staffBannerReply>>('PUT', `admin/banners/${id}?${on(site)}`, { json: body });
}

export function setBannerActive(site: string, id: number, active: boolean) {
  return apiPost<z.infer<typeof staffBannerReply>>(`admin/banners/${id}/${active ? 'enable' : 'disable'}?${on(site)}`);
}

export function deleteBanner(site: string, id: number) {
  return apiRequest('DELETE', `admin/banners/${id}?${on(site)}`);
}

export function reorderBanners(site: string, group: { page: string; device: string; position: string }, ids: number[]) {
  return apiPost(`admin/banners/reorder?${on(site)}`, { ...group, ids });
}

export async function uploadBannerImage(site: string, file: File) {
  return (await apiRequest<z.infer<typeof staffBannerImageReply>>('POST', `admin/banners/images?${on(site)}`, { multipart: { image: file } })).image;
}

/** Where the back office shows an image: an upload through the staff preview (published or not), our art as it is. */
export function previewUrl(site: string, url: string): string {
  const m = /^\/media\/uploads\/banners\/([A-Za-z0-9_.-]+)$/.exec(url);
  return m ? `/api/admin/banners/images/${m[1]}?${on(site)}` : url;
}

export async function getPages(search: string, signal?: AbortSignal) {
  const r = await apiGet<z.infer<typeof staffPagesReply>>(`admin/pages?${search}`, signal);
  return { rows: r.pages, total: r.total };
}

export function savePage(site: string, id: number | null, body: StaffPageRequest) {
  return id === null
    ? apiPost<z.infer<typeof staffPageReply>>(`admin/pages?${on(site)}`, body)
    : apiRequest<z.infer<typeof staffPageReply>>('PUT', `admin/pages/${id}?${on(site)}`, { json: body });
}

export function setPagePublished(site: string, id: number, published: boolean) {
  return apiPost<z.infer<typeof staffPageReply>>(`admin/pages/${id}/${published ? 'publish' : 'unpublish'}?${on(site)}`);
}

export function deletePage(site: string, id: number) {
  return apiRequest('DELETE', `admin/pages/${id}?${on(site)}`);
}

export function reorderPages(site: string, ids: number[]) {
  return apiPost(`admin/pages/reorder?${on(site)}`, { ids });
}
