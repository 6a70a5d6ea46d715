import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner.tsx';
import { texts } from '@/lib/texts.ts';

/** The content loader stays this long after the page's content has loaded. */
export const CONTENT_LOADED_MS = 300;

// How many route Suspense fallbacks are showing: a page whose code is still on its way.
let codeLoading = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The route's Suspense fallback: a spinner that also tells the content loader the page's code is loading. */
export function PageCodeLoading() {
  useEffect(() => {
    codeLoading += 1;
    notify();
    return () => {
      codeLoading -= 1;
      notify();
    };
  }, []);
  return <Spinner />;
}

/**
 * 'İçerik yükleniyor...' over the content from every change of route path until the page's content
 * has loaded: its code, and every query the page started that has no data yet. It goes 300 ms after
 * that succeeded, and at once when one of those queries failed. Background refreshes of data already
 * shown (the balance's polling) are not the page's content loading.
 */
export function RouteOverlay() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const since = useRef(0);
  const [visible, setVisible] = useState(false);
  const client = useQueryClient();
  const pendingQueries = useIsFetching({ predicate: (q) => q.state.status === 'pending' });
  const pendingCode = useSyncExternalStore(subscribe, () => codeLoading, () => 0);
  const loading = pendingQueries > 0 || pendingCode > 0;

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    since.current = Date.now();
    setVisible(true);
    window.scrollTo?.(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (!visible || loading) return;
    const failed = client
      .getQueryCache()
      .findAll({ predicate: (q) => q.state.status === 'error' && q.state.errorUpdatedAt >= since.current })
      .length > 0;
    if (failed) {
      setVisible(false);
      return;
    }
    const t = setTimeout(() => setVisible(false), CONTENT_LOADED_MS);
    return () => clearTimeout(t);
  }, [visible, loading, client]);

  if (!visible) return null;
  return (
    <div className="route-overlay" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{texts.common.contentLoading}</span>
    </div>
  );
}
