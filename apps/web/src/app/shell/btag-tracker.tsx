import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { captureBtag } from '@/lib/btag.ts';

/** Stores the affiliate tag of every navigation's URL (cookie + local storage). */
export function BtagTracker() {
  const { search } = useLocation();
  useEffect(() => {
    captureBtag(search);
  }, [search]);
  return null;
}
