import { useEffect, useMemo, useRef, useState } from 'react';

function motionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)')
    : null;
}

/** True when the player asked for less motion (and where matchMedia is missing, e.g. tests). */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => motionQuery()?.matches ?? true);
  useEffect(() => {
    const query = motionQuery();
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export interface Timers {
  after(ms: number, fn: () => void): void;
  clear(): void;
}

/** setTimeout calls that are all cancelled when the component goes away (or on `clear`). */
export function useTimers(): Timers {
  const ids = useRef<number[]>([]);
  useEffect(() => {
    const list = ids.current;
    return () => {
      list.forEach((id) => window.clearTimeout(id));
      list.length = 0;
    };
  }, []);
  return useMemo(
    () => ({
      after(ms: number, fn: () => void) {
        ids.current.push(window.setTimeout(fn, ms));
      },
      clear() {
        ids.current.forEach((id) => window.clearTimeout(id));
        ids.current.length = 0;
      },
    }),
    [],
  );
}
