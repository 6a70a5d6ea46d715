import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The selected tab lives in the `tab` query parameter, so a link such as
 * /account/wallet?tab=withdraw preselects it; an unknown value falls back to the first tab.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = raw !== null && (tabs as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const setTab = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
