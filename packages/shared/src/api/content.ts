import { z } from 'zod';

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
