import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchPageBanners } from '@/api/banners.ts';
import { useSession } from '@/api/session.ts';
import { useIsDesktop } from '@/hooks/use-media-query.ts';
import { texts } from '@/lib/texts.ts';
import { AllGamesModal } from './all-games-modal.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { BtagTracker } from './btag-tracker.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { Preloader } from './preloader.tsx';
import { PushProvider } from './push-provider.tsx';
import { PageCodeLoading, RouteOverlay } from './route-overlay.tsx';
import { Sidebar } from './sidebar.tsx';
import { SiteTheme } from './site-theme.tsx';
import { ToastStack } from './toast-stack.tsx';

// Only logged-in players can have a pending bonus; the layer loads with its own chunk.
const BonusChoiceLayer = lazy(() =>
  import('@/features/bonus-choice/components/bonus-choice-layer.tsx').then((m) => ({
    default: m.BonusChoiceLayer,
  })),
);

// The events poller behind the transaction toasts; anonymous visitors never load it.
const TransactionToasts = lazy(() =>
  import('./transaction-toasts.tsx').then((m) => ({ default: m.TransactionToasts })),
);

export function Layout() {
  const isDesktop = useIsDesktop();
  const { data: session } = useSession();
  const player = session?.logged_in ? session.user : null;
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [gamesOpen, setGamesOpen] = useState(false);

  useEffect(() => setSidebarOpen(false), [pathname, isDesktop]);
  // The page's top banners load alongside the page's code, not after it.
  const queryClient = useQueryClient();
  useEffect(() => prefetchPageBanners(queryClient, pathname, isDesktop), [queryClient, pathname, isDesktop]);

  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  // The slide-in menu is modal: while it is open, the rest of the page is out of reach.
  const drawerOpen = !isDesktop && sidebarOpen;
  const closeGames = useCallback(() => setGamesOpen(false), []);

  // The player's push channel (one stream per browser): what it announces, every part below reads again.
  return (
    <PushProvider playerId={player?.id ?? null}>
      <div className="app">
        <a href="#main" className="skip-link" inert={drawerOpen}>
          {texts.common.skipToContent}
        </a>
        <SiteTheme />
        <BtagTracker />
        <Preloader />
        <Header sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((v) => !v)} inert={drawerOpen} />
        <Sidebar open={sidebarOpen} isDesktop={isDesktop} onClose={closeSidebar} />
        <div className="app__main" inert={drawerOpen}>
          <main id="main" className="content" tabIndex={-1}>
            <RouteOverlay />
            <Suspense fallback={<PageCodeLoading />}>
              <Outlet />
            </Suspense>
          </main>
          <Footer />
        </div>
        {!isDesktop && <BottomNav onOpenMenu={() => setGamesOpen(true)} menuOpen={gamesOpen} inert={drawerOpen} />}
        <AllGamesModal open={gamesOpen} onClose={closeGames} />
        <ToastStack />
        {player && (
          <Suspense fallback={null}>
            <TransactionToasts playerId={player.id} />
            <BonusChoiceLayer />
          </Suspense>
        )}
      </div>
    </PushProvider>
  );
}
