import { z } from 'zod';
import { rowId, gridQuery } from './common.ts';
import { BANNER_PAGES, BANNER_DEVICES, BANNER_POSITIONS } from './site.ts';

export const contentMessages = {
  invalidSlug: "Geçersiz sayfa URL'si",
  notFound: 'Sayfa bulunamadı',
} as const;

export const cmsQuery = z.object({
  action: z.enum(['footer', 'page'], { error: 'Geçersiz işlem' }),
  slug: z.string().max(100).optional(),
});

export const footerPage = z.object({ slug: z.string(), title: z.string() });
export const cmsPage = z.object({
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  updated_at: z.string(),
});
export type CmsPage = z.infer<typeof cmsPage>;

export const footerReply = z.object({ success: z.literal(true), footer_pages: z.array(footerPage) });
export const pageReply = z.object({ success: z.literal(true), page: cmsPage });
/** GET cms-pages.php: `action=footer` lists the footer's pages, `action=page` returns one page. */
export const cmsReply = z.union([pageReply, footerReply]);
export type FooterPage = z.infer<typeof footerPage>;
export type FooterReply = z.infer<typeof footerReply>;
export type PageReply = z.infer<typeof pageReply>;

// ---------------------------------------------------------------- staff: banners and CMS pages

/**
 * The back office's content calls (issue 16): banners and CMS pages of one site. Every call names
 * the site it works on (`site_id` in the query); a row of another site is not found.
 */
export const contentAdminMessages = {
  siteRequired: 'Site seçilmedi',
  bannerNotFound: 'Banner bulunamadı',
  pageNotFound: 'Sayfa bulunamadı',
  titleRequired: 'Başlık gerekli',
  titleTooLong: 'Başlık en fazla 150 karakter olabilir',
  linkInvalid: "Bağlantı / ile başlayan bir site içi adres ya da https:// adresi olmalı",
  imageRequired: 'Masaüstü ve mobil görsel gerekli',
  imageInvalid: 'Geçersiz görsel adresi',
  imageUnknown: 'Görsel bu siteye yüklenmemiş',
  dateInvalid: 'Geçersiz tarih',
  endBeforeStart: 'Bitiş tarihi başlangıçtan sonra olmalı',
  reorderInvalid: 'Sıralama listesi bu sayfa, cihaz ve konumun bannerlarından oluşmalı',
  pagesReorderInvalid: 'Sıralama listesi bu sitenin sayfalarından oluşmalı',
  uploadMissing: 'Görsel dosyası seçilmedi',
  uploadType: 'Yalnızca PNG, JPEG ya da WebP görsel yüklenebilir (SVG kabul edilmez)',
  uploadTooLarge: 'Görsel en fazla 2 MB olabilir',
  slugInvalid: "Sayfa URL'si yalnızca küçük harf, rakam ve tire içerebilir (en fazla 100 karakter)",
  slugTaken: "Bu URL bu sitede zaten kullanılıyor",
  contentTooLong: 'İçerik çok uzun',
  metaTooLong: 'Meta alanları en fazla 300 karakter olabilir',
} as const;

export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const m = contentAdminMessages;

export const siteParam = z.object({ site_id: rowId(m.siteRequired) });

const dateTime = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), m.dateInvalid)
  .nullable()
  .optional()
  .transform((s) => (s ? new Date(s).toISOString() : null));

/** Where a banner image lives: our art under /media/, or an upload under /media/uploads/banners/. */
export const BANNER_IMAGE_PATH = /^\/media\/(?!.*\.\.)[a-z0-9][a-z0-9/_.-]{0,200}$/i;

const imagePath = z.string().trim().min(1, m.imageRequired).regex(BANNER_IMAGE_PATH, m.imageInvalid);

export const BANNER_STATUSES = ['live', 'scheduled', 'expired', 'disabled'] as const;

export const BANNER_SORTS = ['sort', 'id', 'title', 'page', 'device', 'position', 'starts_at', 'ends_at', 'created_at'] as const;

export const staffBannersQuery = gridQuery(BANNER_SORTS).extend({
  site_id: rowId(m.siteRequired),
  q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional().default(''),
  page: z.enum(BANNER_PAGES, { error: 'Geçersiz sayfa' }).optional(),
  device: z.enum(BANNER_DEVICES, { error: 'Geçersiz cihaz' }).optional(),
  position: z.enum(BANNER_POSITIONS, { error: 'Geçersiz konum' }).optional(),
  status: z.enum(BANNER_STATUSES, { error: 'Geçersiz durum' }).optional(),
});

export const staffBannerRequest = z
  .object({
    title: z.string().trim().min(1, m.titleRequired).max(150, m.titleTooLong),
    link: z
      .string()
      .trim()
      .max(500, m.linkInvalid)
      .refine((s) => s === '' || /^\/(?!\/)[^\s]*$/.test(s) || /^https:\/\/[^\s/]+[^\s]*$/i.test(s), m.linkInvalid)
      .optional()
      .default(''),
    page: z.enum(BANNER_PAGES, { error: 'Geçersiz sayfa' }),
    device: z.enum(BANNER_DEVICES, { error: 'Geçersiz cihaz' }),
    position: z.enum(BANNER_POSITIONS, { error: 'Geçersiz konum' }).optional().default('main'),
    image_desktop: imagePath,
    image_mobile: imagePath,
    is_active: z.boolean({ error: 'Geçersiz durum' }).optional().default(true),
    starts_at: dateTime,
    ends_at: dateTime,
  })
  .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.ends_at) > Date.parse(b.starts_at), { message: m.endBeforeStart, path: ['ends_at'] });

export type StaffBannerRequest = z.input<typeof staffBannerRequest>;

export const staffBanner = z.object({
  id: z.number(),
  site_id: z.number(),
  title: z.string(),
  link: z.string(),
  page: z.enum(BANNER_PAGES),
  device: z.enum(BANNER_DEVICES),
  position: z.enum(BANNER_POSITIONS),
  image_desktop: z.string(),
  image_mobile: z.string(),
  sort: z.number(),
  is_active: z.boolean(),
  status: z.enum(BANNER_STATUSES),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
});

export type StaffBanner = z.infer<typeof staffBanner>;

export const staffBannersReply = z.object({ success: z.literal(true), banners: z.array(staffBanner), total: z.number() });

export const staffBannerReply = z.object({ success: z.literal(true), banner: staffBanner });

/** POST banners/reorder: the ids of one page/device/position's banners in their new order. */
export const staffBannerReorderRequest = z.object({
  page: z.enum(BANNER_PAGES, { error: 'Geçersiz sayfa' }),
  device: z.enum(BANNER_DEVICES, { error: 'Geçersiz cihaz' }),
  position: z.enum(BANNER_POSITIONS, { error: 'Geçersiz konum' }),
  ids: z.array(rowId(m.reorderInvalid), { error: m.reorderInvalid }).min(1, m.reorderInvalid).max(500, m.reorderInvalid),
});

/** POST banners/images (multipart, field `image`): the stored image's public address. */
export const staffBannerImageReply = z.object({ success: z.literal(true), image: z.object({ url: z.string(), size: z.number(), type: z.string() }) });

export const PAGE_SORTS = ['sort', 'id', 'title', 'slug', 'updated_at', 'created_at'] as const;

export const staffPagesQuery = gridQuery(PAGE_SORTS).extend({
  site_id: rowId(m.siteRequired),
  q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir').optional().default(''),
  status: z.enum(['published', 'draft'], { error: 'Geçersiz durum' }).optional(),
  footer: z.enum(['true', 'false'], { error: 'Geçersiz seçim' }).optional(),
});

export const PAGE_SLUG = /^[a-z0-9-]{1,100}$/;

export const PAGE_CONTENT_MAX = 200_000;

export const staffPageRequest = z.object({
  slug: z.string().trim().regex(PAGE_SLUG, m.slugInvalid),
  title: z.string().trim().min(1, m.titleRequired).max(150, m.titleTooLong),
  content: z.string().max(PAGE_CONTENT_MAX, m.contentTooLong),
  meta_title: z.string().trim().max(300, m.metaTooLong).optional().default(''),
  meta_description: z.string().trim().max(300, m.metaTooLong).optional().default(''),
  show_in_footer: z.boolean({ error: 'Geçersiz seçim' }).optional().default(false),
  is_published: z.boolean({ error: 'Geçersiz durum' }).optional().default(false),
  sort: z.coerce.number({ error: 'Sıra bir sayı olmalı' }).int('Sıra bir tam sayı olmalı').min(0, 'Sıra 0 ya da büyük olmalı').max(100_000, 'Sıra çok büyük').optional().default(0),
});

export type StaffPageRequest = z.input<typeof staffPageRequest>;

export const staffPage = z.object({
  id: z.number(),
  site_id: z.number(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  show_in_footer: z.boolean(),
  is_published: z.boolean(),
  sort: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type StaffPage = z.infer<typeof staffPage>;

export const staffPagesReply = z.object({ success: z.literal(true), pages: z.array(staffPage), total: z.number() });

export const staffPageReply = z.object({ success: z.literal(true), page: staffPage });

export const staffPagesReorderRequest = z.object({
  ids: z.array(rowId(m.pagesReorderInvalid), { error: m.pagesReorderInvalid }).min(1, m.pagesReorderInvalid).max(500, m.pagesReorderInvalid),
});
