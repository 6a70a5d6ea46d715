import { BannerCarousel } from '../../../components/banner-carousel.tsx';
import { LazyImage } from '../../../components/ui/lazy-image.tsx';
import { useIsDesktop } from '../../../hooks/use-media-query.ts';
import { texts } from '../../../lib/texts.ts';
import { useLiveGames } from '../api/get-live-games.ts';

export default function LiveCasinoPage() {
  const isDesktop = useIsDesktop();
  const { data: games } = useLiveGames();
  const t = texts.liveCasino;
  return (
    <section className="page">
      <BannerCarousel
        query={{ page: 'casino' }}
        device={isDesktop ? 'desktop' : 'mobile'}
        className="page-banner"
        label={t.title}
      />
      <h1 className="page__title">{t.title}</h1>
      <p className="muted">{t.intro}</p>
      {games && games.length > 0 && (
        <section aria-labelledby="live-games">
          <h2 id="live-games" className="section__title">
            {t.games}
          </h2>
          <ul className="game-grid">
            {games.map((g) => {
              const name = g.name || g.title || '';
              return (
                <li key={g.id} className="game-card">
                  <LazyImage
                    src={g.image || g.image_url}
                    alt={name}
                    className="game-card__image"
                    fallback="🃏"
                  />
                  <div className="game-card__info">
                    <h3 className="game-card__name">{name}</h3>
                    <p className="game-card__provider">
                      {g.provider || g.provider_name || texts.common.unknownProvider}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </section>
  );
}
