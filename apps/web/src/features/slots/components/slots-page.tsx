import { useEffect, useMemo, useRef, useState } from 'react';
import { Cherry } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { SLOTS_BANNERS } from '@app/shared/page-banners.ts';
import { BannerCarousel } from '@/components/banner-carousel.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeletons } from '@/components/ui/skeleton.tsx';
import { useIsDesktop } from '@/hooks/use-media-query.ts';

import { hasStoredPlayer } from '@/lib/storage.ts';
import { texts } from '@/lib/texts.ts';
import { showToast } from '@/lib/toast.ts';
import { useSlotGames } from '../api/get-slot-games.ts';
import { launchGame, type LaunchMode } from '@/api/launch-game.ts';
import { flag, type SlotGame } from '../api/slot-game.ts';
import { errorText } from '@/lib/error-text.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';
import { DEFAULT_FILTERS, filterGames, hasActiveFilters, pageCount, pageSlice, providerCounts, type SlotFilters } from '../utils/filter-games.ts';
import { readRecentGames, rememberRecentGame } from '../utils/recent-games.ts';
import { LazyGameModal } from '@/components/lazy-game-modal.tsx';
import { SlotTile } from './slot-tile.tsx';
import { SlotToolbar } from './slot-toolbar.tsx';
import '@/styles/slots.css';

const UNKNOWN = texts.common.unknownProvider;

export default function SlotsPage() {
  const t = texts.slots;
  const isDesktop = useIsDesktop();
  const navigate = useNavigate();
  // On this page a stored player_id means "logged in".
  const [loggedIn] = useState(hasStoredPlayer);
  const { data: games = [], isPending } = useSlotGames();
  const favorite = useToggleFavorite();
  const [filters, setFilters] = useState<SlotFilters>(DEFAULT_FILTERS);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [page, setPage] = useState(1);
  const [localRecentIds, setRecentIds] = useState(readRecentGames);
  // A player's recently played games are their latest real-money launches, as the server knows
  // them; a visitor's are the demos this browser opened.
  const recentIds = useMemo(() => {
    const played = games
      .filter((g) => g.last_played_at)
      .sort((a, b) => (b.last_played_at ?? '').localeCompare(a.last_played_at ?? ''))
      .map((g) => g.id);
    return loggedIn && played.length
      ? [...played, ...localRecentIds.filter((id) => !played.includes(id))]
      : localRecentIds;
  }, [games, loggedIn, localRecentIds]);
  const [launch, setLaunch] = useState<{ name: string; url: string } | null>(null);

  const filtered = useMemo(
    () => filterGames(games, filters, { loggedIn, recentIds }, UNKNOWN),
    [games, filters, loggedIn, recentIds],
  );
  const providers = useMemo(() => providerCounts(games, UNKNOWN), [games]);
  const totalPages = pageCount(filtered.length);
  const current = Math.min(page, totalPages);
  const visible = pageSlice(filtered, current);

  // Any change to the filtered list goes back to page 1.
  const changeFilters = (patch: Partial<SlotFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const clearFilters = () => changeFilters(DEFAULT_FILTERS);

  const changePage = (p: number) => {
    setPage(p);
    document.getElementById('slot-results')?.scrollIntoView?.({ block: 'start' });
  };

  const onLaunch = async (game: SlotGame, mode: LaunchMode) => {
    setLaunch({ name: game.name, url: '' });
    try {
      const url = await launchGame(game.id, mode);
      setRecentIds(rememberRecentGame(game.id));
      setLaunch((l) => (l ? { ...l, url } : l));
    } catch (e) {
      closeGame();
      showToast({ type: 'error', message: errorText(e, t.launchFailed, t.launchError) });
    }
  };

  // `/slots?game=<slug>` (the home page's 'Oyna') opens that game as its tile would: real play for
  // a player, else the demo, else the login page. Closing the game drops the parameter.
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('game');
  const opened = useRef<string | null>(null);
  const dropGameParam = () =>
    setSearchParams(
      (p) => {
        p.delete('game');
        return p;
      },
      { replace: true },
    );
  const closeGame = () => {
    setLaunch(null);
    if (searchParams.has('game')) dropGameParam();
  };
  useEffect(() => {
    // The slug stays 'opened' until the parameter is gone, so closing never reopens it meanwhile.
    if (!wanted) opened.current = null;
    if (!wanted || isPending || opened.current === wanted) return;
    opened.current = wanted;
    const game = games.find((g) => g.slug === wanted);
    if (!game) {
      showToast({ type: 'error', message: t.gameNotFound });
      dropGameParam();
    } else if (loggedIn) void onLaunch(game, 'real');
    else if (flag(game.has_demo)) void onLaunch(game, 'demo');
    else navigate('/login');
  });

  return (
    <div className="page slots">
      <BannerCarousel
        query={SLOTS_BANNERS}
        device={isDesktop ? 'desktop' : 'mobile'}
        className="page-banner"
        label={t.title}
      />
      <h1 className="page__title">{t.title}</h1>
      <SlotToolbar
        filters={filters}
        view={view}
        providers={providers}
        total={games.length}
        onChange={changeFilters}
        onView={setView}
      />
      <div className="slot-results__head" id="slot-results">
        <p className="slot-results__count" aria-live="polite">
          {isPending ? texts.common.loading : t.resultCount(filtered.length)}
        </p>
        {hasActiveFilters(filters) && (
          <button type="button" className="button button--ghost button--small" onClick={clearFilters}>
            {t.clearFilters}
          </button>
        )}
      </div>
      {isPending ? (
        <div className="slot-grid">
          <Skeletons count={12} className="slot-tile slot-tile--skeleton" />
        </div>
      ) : filtered.length === 0 ? (
        <div className="empty-state">
          <p className="big-icon" aria-hidden="true">
            <Cherry />
          </p>
          <p className="empty-state__title">{t.empty}</p>
          <p className="muted">{t.emptyHint}</p>
          <button type="button" className="button button--primary" onClick={clearFilters}>
            {t.clearFilters}
          </button>
        </div>
      ) : (
        <>
          <ul className={`slot-grid slot-grid--${view}`}>
            {visible.map((g) => (
              <SlotTile
                key={g.id}
                game={g}
                view={view}
                loggedIn={loggedIn}
                onLaunch={(game, mode) => void onLaunch(game, mode)}
                onLogin={() => navigate('/login')}
                onToggleFavorite={(game) => favorite.mutate(game.id)}
              />
            ))}
          </ul>
          <Pager page={current} totalPages={totalPages} onChange={changePage} />
        </>
      )}
      <LazyGameModal
        open={launch !== null}
        name={launch?.name ?? ''}
        url={launch?.url ?? ''}
        onClose={closeGame}
      />
    </div>
  );
}
