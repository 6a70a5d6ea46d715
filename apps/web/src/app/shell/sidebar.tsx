import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { Gift, Handshake, LogOut, MessageCircle, Phone } from 'lucide-react';
import { useSession } from '@/api/session.ts';
import { logoutAndLeave } from '@/api/logout.ts';
import { GAME_CATEGORIES, SPECIAL_GAMES, type GameLink } from '@/lib/game-links.ts';
import { texts } from '@/lib/texts.ts';

export const SESSION_POLL_MS = 30_000;

interface SidebarProps {
  open: boolean;
  /** Below 1024 px the sidebar is a slide-in menu. */
  isDesktop: boolean;
  onClose: () => void;
}

function LinkList({ links }: { links: readonly GameLink[] }) {
  return (
    <ul className="sidebar__list">
      {links.map((l) => (
        <li key={l.label}>
          <NavLink to={l.to} className="sidebar__link" end>
            <l.icon className="sidebar__icon" aria-hidden="true" />
            {l.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

const MAIN_LINKS: readonly GameLink[] = [
  { to: '/promotions', label: texts.nav.promotions, icon: Gift },
  { to: '/support', label: texts.nav.support, icon: MessageCircle },
  { to: '/request-call', label: texts.nav.requestCall, icon: Phone },
  { to: '/affiliate-apply', label: texts.nav.affiliate, icon: Handshake },
];

export function Sidebar({ open, isDesktop, onClose }: SidebarProps) {
  const { data: session } = useSession(SESSION_POLL_MS);
  const loggedIn = Boolean(session?.logged_in && session.user);
  const slideIn = !isDesktop;

  const closeButton = useRef<HTMLButtonElement>(null);
  const aside = useRef<HTMLElement>(null);

  // The slide-in menu is a modal dialog: it locks page scroll, takes the focus (the rest of the page
  // is inert meanwhile, see Layout), closes on Escape and gives the focus back to where it was.
  useEffect(() => {
    if (!slideIn || !open) return;
    const previous = document.body.style.overflow;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const menu = aside.current;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      // The opener gets the focus back when the focus was in the menu or nowhere (closed by Escape,
      // its button, the backdrop or a followed link); a focus moved elsewhere meanwhile stays. Next
      // frame: by then the opener is no longer inert.
      requestAnimationFrame(() => {
        const at = document.activeElement;
        const lost = at === null || at === document.body || Boolean(menu?.contains(at));
        if (lost && returnTo?.isConnected) returnTo.focus();
      });
    };
  }, [slideIn, open, onClose]);

  const logout = () => {
    if (window.confirm(texts.nav.logoutConfirm)) void logoutAndLeave('/');
  };

  const hidden = slideIn && !open;
  return (
    <>
      {slideIn && open && (
        <button
          type="button"
          className="sidebar-backdrop"
          aria-label={texts.nav.closeMenu}
          onClick={onClose}
        />
      )}
      <aside
        ref={aside}
        id="sidebar"
        className={`sidebar ${slideIn ? 'sidebar--slide' : ''} ${open ? 'is-open' : ''}`}
        aria-label={texts.nav.mainMenu}
        inert={hidden}
        {...(slideIn && open ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        {slideIn && (
          <div className="sidebar__top">
            <span className="sidebar__title">{texts.nav.menu}</span>
            <button
              ref={closeButton}
              type="button"
              className="icon-button"
              onClick={onClose}
              aria-label={texts.nav.closeMenu}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        )}
        <nav aria-label={texts.nav.mainMenu}>
          <LinkList links={MAIN_LINKS} />
          <h2 className="sidebar__heading">{texts.nav.gameCategories}</h2>
          <LinkList links={GAME_CATEGORIES} />
          <h2 className="sidebar__heading">{texts.nav.specialGames}</h2>
          <LinkList links={SPECIAL_GAMES} />
        </nav>
        {loggedIn && (
          <button type="button" className="sidebar__logout" onClick={logout}>
            <LogOut aria-hidden="true" /> {texts.nav.logout}
          </button>
        )}
      </aside>
    </>
  );
}
