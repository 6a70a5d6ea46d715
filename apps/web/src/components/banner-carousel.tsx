import { bannerImage, type BannerQuery } from '@app/shared/page-banners.ts';
import { useBanners } from '@/api/banners.ts';
import { Carousel } from './ui/carousel.tsx';
import { texts } from '@/lib/texts.ts';

interface BannerCarouselProps {
  query: BannerQuery;
  device: 'desktop' | 'mobile';
  className?: string;
  label?: string;
  enabled?: boolean;
}

/** Banners of one page/device/position, rotating every 5 s. Load failures show nothing. */
export function BannerCarousel({
  query,
  device,
  className,
  label = texts.home.banners,
  enabled = true,
}: BannerCarouselProps) {
  const { data, isPending } = useBanners(query, enabled);
  if (!enabled) return null;
  if (isPending)
    return <div className={`carousel carousel--loading skeleton ${className ?? ''}`} aria-hidden="true" />;
  const slides = (data ?? []).map((b) => ({
    key: b.id,
    image: bannerImage(b, device),
    alt: b.title,
    href: b.link || undefined,
  }));
  return <Carousel slides={slides} label={label} className={className} />;
}
