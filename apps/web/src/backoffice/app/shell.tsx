import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut, MonitorX } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { getCounts, logout, logoutEverywhere, type StaffUser } from '@/backoffice/ui/api.ts';
import { ConfirmDialog } from '@/backoffice/ui/dialog.tsx';
import { failure } from '@/backoffice/ui/format.ts';
import type { NavItem } from './nav.ts';
import { PasswordDialog } from './password-dialog.tsx';
import { NoticeProvider } from '@/backoffice/ui/notice.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { appTexts } from './texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = appTexts.shell;
export const COUNTS_REFRESH_MS = 15_000;

/** The frame of every page: who is signed in, the navigation with live queue counts, the notices. */
export function Shell({ staff, items }: { staff: StaffUser; items: NavItem[] }) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const counts = useQuery({
    queryKey: backofficeKeys.counts,
    queryFn: getCounts,
    refetchInterval: COUNTS_REFRESH_MS,
  });
  const signedOut = () => {
    client.removeQueries({ predicate: (q) => q.queryKey[1] !== 'me' });
    client.setQueryData(backofficeKeys.me, null);
  };
  const signOut = useMutation({ mutationFn: logout, onSettled: signedOut });
  // Every session of this staff member ends (a lost laptop, a shared computer), this one too.
  const [askEverywhere, setAskEverywhere] = useState(false);
  const everywhere = useMutation({ mutationFn: logoutEverywhere, onSuccess: signedOut });
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <div className="bo-shell">
      <a className="bo-skip" href="#main">
        {appTexts.skipToContent}
      </a>
      <header className="bo-header">
        <span className="bo-header__brand">{appTexts.appName}</span>
        <span className="bo-header__who">
          {t.signedInAs(staff.username, boTexts.roles[staff.role] ?? staff.role)}
        </span>
        <button
          type="button"
          className="bo-button"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          <LogOut size={16} aria-hidden="true" />
          {t.logout}
        </button>
        <button type="button" className="bo-button" onClick={() => setChangingPassword(true)}>
          <KeyRound size={16} aria-hidden="true" />
          {appTexts.password.open}
        </button>
        <button type="button" className="bo-button" onClick={() => setAskEverywhere(true)}>
          <MonitorX size={16} aria-hidden="true" />
          {appTexts.sessions.logoutEverywhere}
        </button>
      </header>
      <PasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      <ConfirmDialog
        open={askEverywhere}
        title={appTexts.sessions.confirmTitle}
        body={appTexts.sessions.confirmBody}
        confirmLabel={appTexts.sessions.confirm}
        danger
        pending={everywhere.isPending}
        error={everywhere.isError ? failure(everywhere.error) : null}
        onConfirm={() => everywhere.mutate()}
        onClose={() => {
          setAskEverywhere(false);
          everywhere.reset();
        }}
      />
      <nav className="bo-nav" aria-label={t.nav}>
        <ul>
          {items.map((item) => {
            const n = counts.data ? item.count(counts.data) : undefined;
            return (
              <li key={item.path}>
                <NavLink to={`/${item.path}`} className="bo-nav__link">
                  <span>
                    {item.label}
                    {n !== undefined && n > 0 && <span className="bo-sr-only"> {t.waiting(n)}</span>}
                  </span>
                  {n !== undefined && n > 0 && (
                    <span className="bo-badge" aria-hidden="true" data-testid={`count-${item.path}`}>
                      {n}
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* A notice belongs to the page it reports on: another page starts without one. */}
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
