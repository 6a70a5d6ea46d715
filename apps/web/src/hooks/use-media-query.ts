import { useSyncExternalStore } from 'react';
import { DESKTOP_MEDIA } from '@app/shared/page-banners.ts';

/** Width at which the sidebar becomes a slide-in menu and the bottom navigation appears. */
export const DESKTOP_QUERY = DESKTOP_MEDIA;

function matches(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
