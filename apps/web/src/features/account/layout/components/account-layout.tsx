import { Suspense, useEffect, useId, useState } from 'react';
import { ChevronDown, CreditCard, FileText, Gift, LogOut, Mail, ShieldCheck, User } from 'lucide-react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { logoutAndLeave } from '@/api/logout.ts';
import { useSession } from '@/api/session.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useIsDesktop } from '@/hooks/use-media-query.ts';
import { texts } from '@/lib/texts.ts';
import { accountLayoutTexts } from '../texts.ts';
import '@/styles/account.css';

const t = accountLayoutTexts;

export const ACCOUNT_LINKS = [
  { to: '/account/profile', label: t.links.profile, icon: User },
  { to: '/account/wallet', label: t.links.wallet, icon: CreditCard },
  { to: '/account/bonuses', label: t.links.bonuses, icon: Gift },
  { to: '/account/transactions', label: t.links.transactions, icon: FileText },
  { to: '/account/messages', label: t.links.messages, icon: Mail },
  { to: '/account/responsible', label: t.links.responsible, icon: ShieldCheck },
] as const;

/** The account bars log out like the sidebar: confirm, server call, clear the stored user, reload home. */
function logout() {
  if (window.confirm(texts.nav.logoutConfirm)) void logoutAndLeave('/');
}

function AccountLinks() {
  return (
    <ul className="account-bar__links">
      {ACCOUNT_LINKS.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} className="account-bar__link">
            <l.icon aria-hidden="true" /> {l.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function Username({ name }: { name: string }) {
  return (
    <span className="account-bar__user">
      <span className="account-bar__avatar" aria-hidden="true">
        {name.slice(0, 1).toLocaleUpperCase('tr-TR')}
      </span>
      <span className="visually-hidden">{t.loggedInAs}: </span>
      <span className="account-bar__name" data-testid="account-username">
        {name}
      </span>
    </span>
  );
}

function LogoutButton() {
  return (
    <button type="button" className="button button--ghost button--small account-bar__logout" onClick={logout}>
      <LogOut aria-hidden="true" /> {t.logout}
    </button>
  );
}

function DesktopBar({ username }: { username: string }) {
  return (
    <div className="account-bar account-bar--desktop">
      <nav aria-label={t.nav}>
        <AccountLinks />
      </nav>
      <div className="account-bar__end">
        <Username name={username} />
        <LogoutButton />
      </div>
    </div>
  );
}

function MobileBar({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const current = ACCOUNT_LINKS.find((l) => pathname.startsWith(l.to));

  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="account-bar account-bar--mobile">
      <div className="account-bar__row">
        <Username name={username} />
        <button
          type="button"
          className="button button--ghost button--small account-bar__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((v) => !v)}
        >
          <span className="visually-hidden">{open ? t.closeMenu : t.openMenu}: </span>
          {current?.label ?? t.title}
          <ChevronDown aria-hidden="true" className={`account-bar__caret ${open ? 'is-open' : ''}`} />
        </button>
      </div>
      <nav id={menuId} aria-label={t.nav} hidden={!open} className="account-bar__menu">
        <AccountLinks />
        <LogoutButton />
      </nav>
    </div>
  );
}

/** /account/*: the account bar (desktop or mobile) above the section's page. */
export default function AccountLayout() {
  const isDesktop = useIsDesktop();
  const { data: session } = useSession();
  const username = session?.user?.username ?? '';

  return (
    <div className="account">
      {isDesktop ? <DesktopBar username={username} /> : <MobileBar username={username} />}
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
