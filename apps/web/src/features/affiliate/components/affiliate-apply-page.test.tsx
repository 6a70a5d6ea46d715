import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '@/test/render.tsx';
import AffiliateApplyPage from './affiliate-apply-page.tsx';

afterEach(cleanup);

describe('the affiliate application page', () => {
  it('leads existing affiliates to the portal at /affiliate with a full page load, not a route of the player site', () => {
    renderAt(<AffiliateApplyPage />, { path: '/affiliate-apply' });
    const link = screen.getByRole('link', { name: 'Giriş yapın' });
    expect(link.getAttribute('href')).toBe('/affiliate');
    // A router link would move within the player app (the location probe would change); a plain link leaves it.
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, event);
    expect(screen.getByTestId('location').textContent).toBe('/affiliate-apply');
  });
});
