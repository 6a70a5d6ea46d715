import { useState } from 'react';
import { Spade } from 'lucide-react';
import { useNavigate } from 'react-router';
import { launchGame, type LaunchMode } from '@/api/launch-game.ts';
import { BannerCarousel } from '@/components/banner-carousel.tsx';
import { LazyGameModal } from '@/components/lazy-game-modal.tsx';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { useIsDesktop } from '@/hooks/use-media-query.ts';
import { errorText } from '@/lib/error-text.ts';
import { hasStoredPlayer } from '@/lib/storage.ts';
import { texts } from '@/lib/texts.ts';
import { liveCasinoTexts } from '../texts.ts';
import { showToast } from '@/lib/toast.ts';
import { useLiveGames, type LiveGame } from '../api/get-live-games.ts';

export default function LiveCasinoPage() {
  const isDesktop = useIsDesktop();
  const navigate = useNavigate();
  const { data: games } = useLiveGames();
  const [loggedIn] = useState(hasStoredPlayer);
  const [launch, setLaunch] = useState<{ name: string; url: string } | null>(null);
  const t = liveCasinoTexts.liveCasino;

  const onLaunch = async (game: LiveGame, name: string, mode: LaunchMode) => {
    setLaunch({ name, url: '' });
    try {
      const url = await launchGame(Number(game.id), mode);
      setLaunch((l) => (l ? { ...l, url } : l));
    } catch (e) {
      setLaunch(null);
      showToast({ type: 'error', message: errorText(e, texts.slots.launchFailed, texts.slots.launchError) });
    }
  };

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
                    fallback={<Spade />}
                  />
                  <div className="game-card__info">
                    <span className="badge badge--info">{g.label || t.rngLabel}</span>
                    <h3 className="game-card__name">{name}</h3>
                    <p className="game-card__provider">
                      {g.provider || g.provider_name || texts.common.unknownProvider}
                      {g.rtp ? ` · ${t.rtp(String(g.rtp).replace('.', ','))}` : ''}
                    </p>
                    <div className="game-card__actions">
                      {loggedIn ? (
                        <button
                          type="button"
                          className="button button--primary button--small"
                          onClick={() => void onLaunch(g, name, 'real')}
                        >
                          {texts.slots.play}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="button button--primary button--small"
                          onClick={() => navigate('/login')}
                        >
                          {texts.slots.login}
                        </button>
                      )}
                      {Boolean(g.has_demo) && (
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          onClick={() => void onLaunch(g, name, 'demo')}
                        >
                          {texts.slots.demo}
                        </button>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <LazyGameModal
        open={launch !== null}
        name={launch?.name ?? ''}
        url={launch?.url ?? ''}
        onClose={() => setLaunch(null)}
      />
    </section>
  );
}
