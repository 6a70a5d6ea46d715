import type { z } from 'zod';
import type { Banner, bannersQuery } from './api/site.ts';

/**
 * The banners a page shows at its top, which are its largest paint: the player site renders them and
 * the server names their first images in the page's HTML (`<link rel="preload">`), so a phone starts
 * loading the image with the page instead of after the page's code and its banners call.
 */
export type BannerQuery = z.input<typeof bannersQuery>;

/** Width at which the site shows its desktop layout (two home carousels, the desktop images). */
export const DESKTOP_MEDIA = '(min-width: 1024px)';

/** The home page's carousels: two side by side on a desktop, one on a phone. */
export const HOME_BANNERS = {
  desktop: [
    { page: 'home', device: 'desktop', position: 'desktop_left' },
    { page: 'home', device: 'desktop', position: 'desktop_right' },
  ],
  mobile: [{ page: 'home', device: 'mobile' }],
} as const satisfies Record<'desktop' | 'mobile', readonly BannerQuery[]>;

/** The slots page's carousel (one set; each banner has both images). */
export const SLOTS_BANNERS = { page: 'slot' } as const satisfies BannerQuery;

/** The carousels at the top of a page, by the page's path and layout; none for other pages. */
export function topBanners(pathname: string, desktop: boolean): readonly BannerQuery[] {
  if (pathname === '/') return HOME_BANNERS[desktop ? 'desktop' : 'mobile'];
  if (pathname === '/slots') return [SLOTS_BANNERS];
  return [];
}

/** The image a banner shows on a device, falling back to the other device's. */
export function bannerImage(banner: Pick<Banner, 'images' | 'banner_desktop' | 'banner_mobile'>, device: 'desktop' | 'mobile'): string {
  return device === 'desktop'
    ? banner.images?.desktop || banner.banner_desktop || banner.banner_mobile
    : banner.banner_mobile || banner.images?.mobile || banner.banner_desktop;
}
