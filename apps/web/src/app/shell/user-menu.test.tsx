import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '@/test/render.tsx';
import { UserMenu } from './user-menu.tsx';

afterEach(cleanup);

describe('UserMenu', () => {
  it('Escape from a link inside the menu closes it and gives the focus back to its button', () => {
    renderAt(<UserMenu username="demo" balance={1250.5} />);
    const toggle = screen.getByRole('button', { name: /demo/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const link = screen.getByRole('link', { name: /Para Yatır/ });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('Escape with the focus elsewhere closes the menu and leaves the focus alone', () => {
    renderAt(
      <>
        <input aria-label="arama" />
        <UserMenu username="demo" balance={0} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /demo/ }));
    const search = screen.getByLabelText('arama');
    search.focus();
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.getByRole('button', { name: /demo/ }).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(search);
  });
});
