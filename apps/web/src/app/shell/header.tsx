import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu } from 'lucide-react';
import { useSiteInfo } from '@/api/site-info.ts';
import { useSession } from '@/api/session.ts';
import { texts } from '@/lib/texts.ts';

// Only a logged-in player has the menu: a visitor's first load does not carry it (bench:web).
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
import { useHeaderBalance } from './use-header-balance.ts';

interface HeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** Out of reach (keyboard, screen readers) while the slide-in menu is open over it. */
  inert?: boolean;
}

const QUICK_LINKS = [
  { to: '/sports', label: texts.nav.sports },
  { to: '/slots', label: texts.nav.slots },
  { to: '/livecasino', label: texts.nav.liveCasino },
  { to: '/promotions', label: texts.nav.promotions },
];

function Logo() {
  const { data: site } = useSiteInfo();
  const name = site?.name || 'Casino';
  const main = site?.logos?.main || site?.logo;
  const mobile = site?.logos?.mobile || main;
  return (
    <Link to="/" className="logo" aria-label={`${name} – ${texts.common.home}`}>
      {main ? (
        <picture>
          {mobile && <source media="(max-width: 1023px)" srcSet={mobile} />}
          <img src={main} alt={name} className="logo__img" />
        </picture>
      ) : (
        <span className="logo__text">{name}</span>
      )}
    </Link>
  );
}

export function Header({ sidebarOpen, onToggleSidebar, inert }: HeaderProps) {
  const { data: session } = useSession();
  const user = session?.logged_in ? session.user : null;
  const balance = useHeaderBalance(Boolean(user), user?.balance);

  return (
    <header className="header" inert={inert}>
      <button
        type="button"
        className="icon-button header__burger"
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        aria-label={sidebarOpen ? texts.nav.closeMenu : texts.nav.openMenu}
        onClick={onToggleSidebar}
      >
        <Menu aria-hidden="true" />
      </button>
      <Logo />
      <nav className="header__nav" aria-label={texts.nav.mainMenu}>
        {QUICK_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} className="header__nav-link">
            {l.label}
          </NavLink>
        ))}
      </nav>
      <div className="header__actions">
        {user ? (
          <Suspense fallback={<span className="header__user-pending" aria-busy="true" />}>
            <UserMenu username={user.username} balance={balance} />
          </Suspense>
        ) : (
          <>
            <Link to="/auth/login" className="button button--ghost button--small">
              {texts.nav.login}
            </Link>
            <Link to="/auth/register" className="button button--primary button--small">
              {texts.nav.register}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
