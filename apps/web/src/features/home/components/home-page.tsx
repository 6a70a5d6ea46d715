import { HOME_BANNERS } from '@app/shared/page-banners.ts';
import { BannerCarousel } from '@/components/banner-carousel.tsx';
import { useIsDesktop } from '@/hooks/use-media-query.ts';
import { texts } from '@/lib/texts.ts';
import { useHomepage } from '../api/get-homepage.ts';
import { CategoryGrid } from './category-grid.tsx';
import { PopularGames } from './popular-games.tsx';
import { PromotionsStrip } from './promotions-strip.tsx';
import '@/styles/home.css';

export default function HomePage() {
  const isDesktop = useIsDesktop();
  const { data, isPending } = useHomepage();

  return (
    <div className="page home">
      <h1 className="visually-hidden">{texts.common.home}</h1>
      {isDesktop ? (
        <div className="home__banners">
          {HOME_BANNERS.desktop.map((query) => (
            <BannerCarousel key={query.position} query={query} device="desktop" className="home__banner" />
          ))}
        </div>
      ) : (
        <BannerCarousel
          query={HOME_BANNERS.mobile[0]}
          device="mobile"
          className="home__banner home__banner--mobile"
        />
      )}
      <PromotionsStrip />
      <PopularGames games={data?.popular_games.slots ?? []} loading={isPending} />
      {!isPending && <CategoryGrid categories={data?.categories ?? []} />}
    </div>
  );
}
