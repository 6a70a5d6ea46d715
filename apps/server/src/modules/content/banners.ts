import { link, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  BANNER_IMAGE_MAX_BYTES,
  contentAdminMessages as m,
  type staffBannerReorderRequest,
  type staffBannerRequest,
  type staffBannersQuery,
} from '@app/shared/api/content.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { randomToken } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { orderBy, page } from '../../lib/grid.ts';
import { isUploadedFile } from '../../lib/uploads.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import { sniff } from '../kyc/kyc.service.ts';
import * as q from './content.queries.ts';

/**
 * Banners of one site in the back office (issue 16): the grid, create, edit, enable/disable, delete,
 * order within a page/device/position, and their uploaded images. Every change is audited in its
 * transaction. The player site's banners.php reads the table on each call (no cache), so a change
 * shows at once. Images (docs/decisions/0016): checked by their bytes, stored under the uploads
 * directory under a random name, public at /media/uploads/banners/<name> only while a published banner shows them.
 */

export type BannersInput = z.output<typeof staffBannersQuery>;
export type BannerInput = z.output<typeof staffBannerRequest>;
export type ReorderInput = z.output<typeof staffBannerReorderRequest>;

const UPLOAD_PREFIX = '/media/uploads/banners/';
const TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
const EXT = { png: 'png', jpeg: 'jpg', webp: 'webp' } as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
function view({ total_count: _, ...r }: q.StaffBannerRow) {
  return { ...r, starts_at: iso(r.starts_at), ends_at: iso(r.ends_at), created_at: r.created_at.toISOString() };
}

export async function listBanners(db: Db, input: BannersInput) {
  const rows = await q.listStaffBanners(db, {
    siteId: input.site_id,
    text: input.q,
    page: input.page ?? null,
    device: input.device ?? null,
    position: input.position ?? null,
    status: input.status ?? null,
    orderBy: orderBy(q.BANNER_SORT_SQL, input.sort, input.dir, 'b.sort', 'b.id'),
    limit: input.limit,
    offset: input.offset,
  });
  return page(rows, view);
}

/** Uploaded images (under /media/uploads/banners/) must be the site's own; our art under /media/ is anyone's. */
async function checkImages(tx: Queryable, siteId: number, b: BannerInput) {
  for (const url of [b.image_desktop, b.image_mobile]) {
    if (!url.startsWith(UPLOAD_PREFIX)) continue;
    if (!(await q.findBannerImage(tx, siteId, url.slice(UPLOAD_PREFIX.length)))) throw badRequest(m.imageUnknown);
  }
}

async function mustFind(tx: Queryable, siteId: number, id: number) {
  const row = await q.findStaffBanner(tx, siteId, id, true);
  if (!row) throw notFound(m.bannerNotFound);
  return row;
}

export function createBanner(db: Db, actor: Actor, siteId: number, b: BannerInput) {
  return inTransaction(db, async (tx) => {
    await checkImages(tx, siteId, b);
    const id = await q.insertStaffBanner(tx, siteId, b);
    const row = (await q.findStaffBanner(tx, siteId, id))!;
    await audit(tx, actor, { action: 'banner.create', entityType: 'banner', entityId: id, after: view(row) });
    return view(row);
  });
}

export function updateBanner(db: Db, actor: Actor, siteId: number, id: number, b: BannerInput) {
  return inTransaction(db, async (tx) => {
    const before = await mustFind(tx, siteId, id);
    await checkImages(tx, siteId, b);
    await q.updateStaffBanner(tx, siteId, id, b);
    // Moved to another page/device/position: it goes last there.
    if (before.page !== b.page || before.device !== b.device || before.position !== b.position) {
      const group = await q.lockBannerGroup(tx, siteId, b);
      await q.setBannerOrder(tx, siteId, [...group.filter((x) => x !== id), id]);
    }
    const after = (await q.findStaffBanner(tx, siteId, id))!;
    await audit(tx, actor, { action: 'banner.update', entityType: 'banner', entityId: id, before: view(before), after: view(after) });
    return view(after);
  });
}

export function setBannerActive(db: Db, actor: Actor, siteId: number, id: number, active: boolean) {
  return inTransaction(db, async (tx) => {
    const before = await mustFind(tx, siteId, id);
    await q.setBannerActive(tx, siteId, id, active);
    const after = (await q.findStaffBanner(tx, siteId, id))!;
    await audit(tx, actor, { action: active ? 'banner.enable' : 'banner.disable', entityType: 'banner', entityId: id, before: { is_active: before.is_active }, after: { is_active: active } });
    return view(after);
  });
}

export function deleteBanner(db: Db, actor: Actor, siteId: number, id: number) {
  return inTransaction(db, async (tx) => {
    const before = await mustFind(tx, siteId, id);
    await q.deleteStaffBanner(tx, siteId, id);
    await audit(tx, actor, { action: 'banner.delete', entityType: 'banner', entityId: id, before: view(before) });
  });
}

/** The new order of one page/device/position: `ids` must be exactly its banners, each once. */
export function reorderBanners(db: Db, actor: Actor, siteId: number, input: ReorderInput) {
  return inTransaction(db, async (tx) => {
    const current = await q.lockBannerGroup(tx, siteId, input);
    const wanted = new Set(input.ids);
    if (wanted.size !== input.ids.length || wanted.size !== current.length || !current.every((id) => wanted.has(id))) throw badRequest(m.reorderInvalid);
    await q.setBannerOrder(tx, siteId, input.ids);
    await audit(tx, actor, {
      action: 'banner.reorder',
      entityType: 'banner_group',
      entityId: `${siteId}:${input.page}:${input.device}:${input.position}`,
      before: current,
      after: input.ids,
    });
    return input.ids;
  });
}

/**
 * Keeps an uploaded image (already streamed to disk by lib/uploads.ts, its size limit enforced
 * while streaming): its real type from its bytes (PNG, JPEG or WebP; SVG and anything else refused),
 * at most 2 MB; linked under `<uploads>/banners/` by a random name and recorded for the site.
 */
export async function storeBannerImage(db: Db, uploadsDir: string, actor: Actor, siteId: number, body: Record<string, unknown> | undefined) {
  const f = body?.image;
  if (!isUploadedFile(f) || f.size === 0) throw badRequest(m.uploadMissing);
  if (f.size > BANNER_IMAGE_MAX_BYTES) throw badRequest(m.uploadTooLarge);
  const kind = sniff(f.head);
  if (kind !== 'png' && kind !== 'jpeg' && kind !== 'webp') throw badRequest(m.uploadType);
  const dir = path.join(uploadsDir, 'banners');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomToken(16)}.${EXT[kind]}`;
  await link(f.path, path.join(dir, name));
  try {
    return await inTransaction(db, async (tx) => {
      const id = await q.insertBannerImage(tx, { siteId, name, contentType: TYPES[kind], size: f.size, staffId: actor.staffId });
      await audit(tx, actor, { action: 'banner.image_upload', entityType: 'banner_image', entityId: id, after: { name, type: TYPES[kind], size: f.size, original_name: f.filename.slice(0, 200) } });
      return { url: `${UPLOAD_PREFIX}${name}`, size: f.size, type: TYPES[kind] };
    });
  } catch (err) {
    await rm(path.join(dir, name), { force: true });
    throw err;
  }
}

const NAME = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|webp)$/;

/** The file of an uploaded image for the public: only while a published banner of the site shows it. */
export async function publishedBannerImage(db: Db, uploadsDir: string, siteId: number, name: string) {
  const row = NAME.test(name) ? await q.findPublishedBannerImage(db, siteId, name) : undefined;
  if (!row) throw notFound('İstenen kaynak bulunamadı');
  return { dir: path.join(uploadsDir, 'banners'), name: row.name, type: row.content_type };
}

/** The file of any image of the site, for staff (the form's preview of a banner not yet published). */
export async function bannerImageForStaff(db: Db, uploadsDir: string, siteId: number, name: string) {
  const row = NAME.test(name) ? await q.findBannerImage(db, siteId, name) : undefined;
  if (!row) throw notFound('Görsel bulunamadı');
  return { dir: path.join(uploadsDir, 'banners'), name: row.name, type: row.content_type };
}
