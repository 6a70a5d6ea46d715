import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { BtagTracker } from '@/app/shell/btag-tracker.tsx';
import { renderAt } from '@/test/render.tsx';
import { BTAG_COOKIE_MAX_AGE, captureBtag, readBtagCookie, resolveBtag } from './btag.ts';

function clearCookie() {
  document.cookie = 'affiliate_btag=; max-age=0; path=/';
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  clearCookie();
});

describe('btag capture', () => {
  it('stores the query btag as cookie and in local storage with its ISO date', () => {
    const now = new Date('2024-05-01T10:00:00.000Z');
    expect(captureBtag('?btag=AFF42&x=1', now)).toBe('AFF42');
    expect(readBtagCookie()).toBe('AFF42');
    expect(localStorage.getItem('affiliate_btag')).toBe('AFF42');
    expect(localStorage.getItem('affiliate_btag_date')).toBe('2024-05-01T10:00:00.000Z');
    expect(BTAG_COOKIE_MAX_AGE).toBe(2592000);
  });

  it('ignores navigations without a btag', () => {
    expect(captureBtag('?page=2')).toBeNull();
    expect(localStorage.getItem('affiliate_btag')).toBeNull();
  });

  it('is captured on navigation by the shell tracker', () => {
    renderAt(
      <Routes>
        <Route path="*" element={<BtagTracker />} />
      </Routes>,
      { path: '/promotions?btag=PARTNER7' },
    );
    expect(localStorage.getItem('affiliate_btag')).toBe('PARTNER7');
    expect(readBtagCookie()).toBe('PARTNER7');
  });

  it('resolves the registration tag from query, then cookie, then local storage', () => {
    localStorage.setItem('affiliate_btag', 'FROM_STORAGE');
    expect(resolveBtag('')).toBe('FROM_STORAGE');
    document.cookie = 'affiliate_btag=FROM_COOKIE; path=/';
    expect(resolveBtag('')).toBe('FROM_COOKIE');
    expect(resolveBtag('?btag=FROM_URL')).toBe('FROM_URL');
  });
});
