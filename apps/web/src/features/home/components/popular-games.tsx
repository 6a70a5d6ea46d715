import { useNavigate } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { Skeletons } from '@/components/ui/skeleton.tsx';
import { texts } from '@/lib/texts.ts';
import { showToast } from '@/lib/toast.ts';
import type { HomeGame } from '../api/get-homepage.ts';
import { HomeSection } from './home-section.tsx';

interface PopularGamesProps {
  games: HomeGame[];
  loading: boolean;
}

export function PopularGames({ games, loading }: PopularGamesProps) {
  const navigate = useNavigate();

  const play = (game: HomeGame) => {
    const link = game.link?.trim();
    if (!link) {
      showToast({ type: 'error', message: texts.home.gameUnavailable });
      return;
    }
    if (/^https?:\/\//.test(link)) window.location.assign(link);
    else navigate(link);
  };

  return (
    <HomeSection id="home-games" title={texts.home.popularGames} to="/games">
      {loading ? (
        <div className="game-grid">
          <Skeletons count={6} className="game-card game-card--skeleton" />
        </div>
      ) : games.length === 0 ? (
        <p className="muted">{texts.home.noGames}</p>
      ) : (
        <ul className="game-grid">
          {games.map((game) => {
            const name = game.name || game.title;
            return (
              <li
                key={game.id}
                className="game-card"
                style={game.gradient ? { background: game.gradient } : undefined}
              >
                <LazyImage src={game.image} alt={name} className="game-card__image" />
                <div className="game-card__info">
                  <h3 className="game-card__name">{name}</h3>
                  <p className="game-card__provider">{game.provider || texts.common.unknownProvider}</p>
                  <button
                    type="button"
                    className="button button--primary button--small button--block"
                    onClick={() => play(game)}
                    aria-label={`${name} – ${texts.home.play}`}
                  >
                    {texts.home.play}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
}
