import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { NoticeProvider } from '@/backoffice/ui/notice.tsx';
import { affiliateKeys, logout, type Affiliate } from '@/affiliate/ui/api.ts';
import { appTexts } from './texts.ts';

const t = appTexts.shell;

/** The portal's pages, in the navigation's order (paths under /affiliate). */
export const NAV_ITEMS = [
  { path: 'dashboard', label: appTexts.nav.dashboard },
  { path: 'reports', label: appTexts.nav.reports },
  { path: 'players', label: appTexts.nav.players },
  { path: 'links', label: appTexts.nav.links },
  { path: 'statements', label: appTexts.nav.statements },
  { path: 'security', label: appTexts.nav.security },
] as const;

/** The frame of every page: who is signed in, sign-out, the navigation, the notices. */
export function Shell({ affiliate }: { affiliate: Affiliate }) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const signOut = useMutation({
    mutationFn: logout,
    onSettled: () => {
      client.removeQueries({ predicate: (q) => q.queryKey[1] !== 'me' });
      client.setQueryData(affiliateKeys.me, null);
    },
  });

  return (
    <div className="bo-shell">
      <a className="bo-skip" href="#main">
        {appTexts.skipToContent}
      </a>
      <header className="bo-header">
        <span className="bo-header__brand">{appTexts.appName}</span>
        <span className="bo-header__who">{t.signedInAs(affiliate.name, affiliate.btag)}</span>
        <button
          type="button"
          className="bo-button"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          <LogOut size={16} aria-hidden="true" />
          {t.logout}
        </button>
      </header>
      <nav className="bo-nav" aria-label={t.nav}>
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.path}>
              <NavLink to={`/${item.path}`} className="bo-nav__link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <NoticeProvider key={pathname}>
        {(banner) => (
          <main className="bo-main" id="main" tabIndex={-1}>
            {banner}
            <Outlet />
          </main>
        )}
      </NoticeProvider>
    </div>
  );
}
