import { useEffect, useRef } from 'react';

/** Calls the latest `handler` whenever `name` is dispatched on window. */
export function useWindowEvent(name: string, handler: (event: Event) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = (e: Event) => latest.current(e);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}
