import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown, CreditCard, Eye, EyeOff, FileText, Gift, Landmark, LogOut, User } from 'lucide-react';
import { formatBalance } from '@app/shared/money.ts';
import { logoutAndLeave } from '@/api/logout.ts';
import { readShowBalance, writeShowBalance } from '@/lib/storage.ts';
import { texts } from '@/lib/texts.ts';

const MENU_LINKS = [
  { to: '/account/profile', label: texts.user.profile, icon: User },
  { to: '/account/wallet?tab=deposit', label: texts.user.deposit, icon: CreditCard },
  { to: '/account/wallet?tab=withdraw', label: texts.user.withdraw, icon: Landmark },
  { to: '/account/bonuses', label: texts.user.bonuses, icon: Gift },
  { to: '/account/transactions', label: texts.user.transactions, icon: FileText },
];

interface UserMenuProps {
  username: string;
  balance: number | undefined;
}

export function UserMenu({ username, balance }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [showBalance, setShowBalance] = useState(readShowBalance);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Escape from inside the menu hands the focus back to its button instead of losing it.
      if (rootRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggleBalance = () => {
    const next = !showBalance;
    setShowBalance(next);
    writeShowBalance(next);
  };

  const logout = () => {
    if (window.confirm(texts.nav.logoutConfirm)) void logoutAndLeave('/auth/login');
  };

  const balanceText = typeof balance === 'number' ? formatBalance(balance) : '—';
  return (
    <div className="user-menu" ref={rootRef}>
      <div className="user-menu__balance">
        <span className="visually-hidden">{texts.user.balance}: </span>
        <span className="user-menu__amount" data-testid="header-balance">
          {showBalance ? balanceText : texts.user.hiddenBalance}
        </span>
        <button
          type="button"
          className="icon-button"
          onClick={toggleBalance}
          aria-label={showBalance ? texts.user.hideBalance : texts.user.showBalance}
          aria-pressed={!showBalance}
        >
          {showBalance ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
        </button>
      </div>
      <button
        ref={toggleRef}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {username.slice(0, 1).toLocaleUpperCase('tr-TR')}
        </span>
        <span className="user-menu__name">{username}</span>
        <span className="visually-hidden">{texts.user.menu}</span>
        <ChevronDown aria-hidden="true" className="user-menu__caret" />
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <ul>
          {MENU_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="user-menu__link">
                <l.icon aria-hidden="true" /> {l.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="user-menu__link user-menu__logout" onClick={logout}>
              <LogOut aria-hidden="true" /> {texts.nav.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
