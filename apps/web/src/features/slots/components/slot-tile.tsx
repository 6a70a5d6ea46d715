import { formatNumberTr } from '@app/shared/money.ts';
import { Heart } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { texts } from '@/lib/texts.ts';
import { flag, type SlotGame } from '../api/slot-game.ts';
import { providerOf } from '../utils/filter-games.ts';
import type { LaunchMode } from '@/api/launch-game.ts';

interface SlotTileProps {
  game: SlotGame;
  view: 'grid' | 'list';
  loggedIn: boolean;
  onLaunch: (game: SlotGame, mode: LaunchMode) => void;
  onLogin: () => void;
  onToggleFavorite: (game: SlotGame) => void;
}

export function SlotTile({ game, view, loggedIn, onLaunch, onLogin, onToggleFavorite }: SlotTileProps) {
  const t = texts.slots;
  const provider = providerOf(game, texts.common.unknownProvider);
  const rtp = Number(game.rtp);
  const hasDemo = flag(game.has_demo);
  const favorite = Boolean(game.is_favorite);
  return (
    <li className={`slot-tile slot-tile--${view}`}>
      <div className="slot-tile__media">
        <LazyImage src={game.image || game.image_url} alt={game.name} className="slot-tile__image" />
        <div className="slot-tile__badges">
          {flag(game.is_new) && <Badge tone="success">{t.badgeNew}</Badge>}
          {flag(game.is_hot) && <Badge tone="danger">{t.badgeHot}</Badge>}
          {flag(game.is_featured) && <Badge tone="accent">{t.badgeFeatured}</Badge>}
        </div>
        {loggedIn && (
          <button
            type="button"
            className={`slot-tile__fav ${favorite ? 'is-active' : ''}`}
            aria-pressed={favorite}
            aria-label={favorite ? t.removeFavorite(game.name) : t.addFavorite(game.name)}
            onClick={() => onToggleFavorite(game)}
          >
            <Heart aria-hidden="true" fill={favorite ? 'currentColor' : 'none'} />
          </button>
        )}
      </div>
      <div className="slot-tile__info">
        <h2 className="slot-tile__name">{game.name}</h2>
        <p className="slot-tile__provider">{provider}</p>
        <p className="slot-tile__meta">
          {Number.isFinite(rtp) && rtp > 0 && (
            <span>
              {t.rtp} %{formatNumberTr(rtp)}
            </span>
          )}
          <span>{t.launches(formatNumberTr(game.launch_count ?? 0))}</span>
          {view === 'list' && game.volatility && (
            <span>
              {t.volatility}: {t.volatilityLevels[game.volatility] ?? game.volatility}
            </span>
          )}
        </p>
        <div className="slot-tile__actions">
          {loggedIn && (
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => onLaunch(game, 'real')}
            >
              {t.play}
            </button>
          )}
          {hasDemo && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onLaunch(game, 'demo')}
            >
              {t.demo}
            </button>
          )}
          {!loggedIn && !hasDemo && (
            <button type="button" className="button button--primary button--small" onClick={onLogin}>
              {t.login}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
