import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { stubFetch } from '@/test/render.tsx';
import { HOME_BANNERS, SLOTS_BANNERS } from '@app/shared/page-banners.ts';
import { bannersQueryOptions, prefetchPageBanners } from './banners.ts';

afterEach(() => vi.unstubAllGlobals());

function prefetch(pathname: string, isDesktop: boolean) {
  const { fetchStub, calls } = stubFetch({ 'banners.php': () => ({ body: { success: true, banners: [] } }) });
  vi.stubGlobal('fetch', fetchStub);
  const client = createQueryClient();
  prefetchPageBanners(client, pathname, isDesktop);
  return { client, urls: () => calls.map((c) => c.url) };
}

describe('prefetchPageBanners (the top banners load while the page code does)', () => {
  it("asks for the home page's carousels of the device, with the keys the carousels read", async () => {
    const phone = prefetch('/', false);
    await vi.waitFor(() => expect(phone.urls()).toEqual(['/api/banners.php?page=home&device=mobile']));
    await vi.waitFor(() => expect(phone.client.getQueryData(bannersQueryOptions(HOME_BANNERS.mobile[0]).queryKey)).toEqual([]));

    const desktop = prefetch('/', true);
    await vi.waitFor(() =>
      expect(desktop.urls().sort()).toEqual([
        '/api/banners.php?page=home&device=desktop&position=desktop_left',
        '/api/banners.php?page=home&device=desktop&position=desktop_right',
      ]),
    );
  });

  it("asks for the slots page's carousel, and for nothing on other pages", async () => {
    const slots = prefetch('/slots', false);
    await vi.waitFor(() => expect(slots.urls()).toEqual(['/api/banners.php?page=slot']));
    await vi.waitFor(() => expect(slots.client.getQueryData(bannersQueryOptions(SLOTS_BANNERS).queryKey)).toEqual([]));
    const other = prefetch('/promotions', false);
    await new Promise((r) => setTimeout(r, 20));
    expect(other.urls()).toEqual([]);
  });
});
