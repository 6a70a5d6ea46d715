import { NavLink } from 'react-router';
import { Cherry, LayoutGrid, MessageCircle, Spade, Trophy, User, type LucideIcon } from 'lucide-react';
import { useIsLoggedIn } from '@/api/session.ts';
import { texts } from '@/lib/texts.ts';

/** Mobile bottom bar: login (sports when logged in), slots, All Games menu, casino, live support. */
export function BottomNav({
  onOpenMenu,
  menuOpen,
  inert,
}: {
  onOpenMenu: () => void;
  menuOpen: boolean;
  /** Out of reach while the slide-in menu is open over it. */
  inert?: boolean;
}) {
  const loggedIn = useIsLoggedIn();
  const first = loggedIn
    ? { to: '/sports', label: texts.nav.sports, icon: Trophy }
    : { to: '/auth/login', label: texts.nav.login, icon: User };
  const item = (to: string, label: string, Icon: LucideIcon) => (
    <li>
      <NavLink to={to} className="bottom-nav__item">
        <Icon className="bottom-nav__icon" aria-hidden="true" />
        <span className="bottom-nav__label">{label}</span>
      </NavLink>
    </li>
  );
  return (
    <nav className="bottom-nav" aria-label={texts.nav.bottomNav} inert={inert}>
      <ul>
        {item(first.to, first.label, first.icon)}
        {item('/slots', texts.nav.slots, Cherry)}
        <li>
          <button
            type="button"
            className="bottom-nav__item bottom-nav__menu"
            onClick={onOpenMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
          >
            <span className="bottom-nav__icon bottom-nav__icon--menu" aria-hidden="true">
              <LayoutGrid />
            </span>
            <span className="bottom-nav__label">{texts.nav.menu}</span>
          </button>
        </li>
        {item('/livecasino', texts.nav.casino, Spade)}
        {item('/support', texts.nav.liveSupport, MessageCircle)}
      </ul>
    </nav>
  );
}
