import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '@/api/session.ts';
import { Spinner } from '@/components/ui/spinner.tsx';

type GuardState = 'checking' | 'allowed' | 'denied';

/**
 * Checks the session with the server before every login-required route; a visitor who is not
 * logged in, or whose check fails, goes to /auth/login.
 */
export function RequireLogin() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [state, setState] = useState<GuardState>('checking');

  useEffect(() => {
    let current = true;
    setState('checking');
    queryClient
      .fetchQuery({ ...sessionQueryOptions, staleTime: 0 })
      .then((s) => current && setState(s.logged_in && s.user ? 'allowed' : 'denied'))
      .catch(() => current && setState('denied'));
    return () => {
      current = false;
    };
  }, [queryClient, pathname]);

  if (state === 'checking') return <Spinner />;
  if (state === 'denied') return <Navigate to="/auth/login" replace />;
  return <Outlet />;
}
