import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { texts } from '@/lib/texts.ts';

export const ROUTE_OVERLAY_MS = 500;

/** 'İçerik yükleniyor...' over the content for 500 ms after every change of route path. */
export function RouteOverlay() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    setVisible(true);
    window.scrollTo?.(0, 0);
    const t = setTimeout(() => setVisible(false), ROUTE_OVERLAY_MS);
    return () => clearTimeout(t);
  }, [pathname]);

  if (!visible) return null;
  return (
    <div className="route-overlay" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{texts.common.contentLoading}</span>
    </div>
  );
}
