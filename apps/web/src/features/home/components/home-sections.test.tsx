import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '@/test/render.tsx';
import { getToasts } from '@/lib/toast.ts';
import { CategoryGrid } from './category-grid.tsx';
import { PopularGames } from './popular-games.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CategoryGrid', () => {
  it('falls back to the four default categories', () => {
    renderAt(<CategoryGrid categories={[]} />);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/slots', '/livecasino', '/sports', '/tombala']);
  });

  it('uses the default description and /games link when missing', () => {
    renderAt(
      <CategoryGrid
        categories={[{ id: 9, title: 'Poker', icon: '', description: '', link: '', image_url: null }]}
      />,
    );
    expect(screen.getByText('Eğlenceli oyunlar')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/games');
  });
});

describe('PopularGames', () => {
  it('shows an error toast for a game without a link and follows one with a link', () => {
    renderAt(
      <PopularGames
        loading={false}
        games={[
          { id: 1, name: '', title: 'Kayıp Oyun', provider: '', image: null, link: null, gradient: null },
          {
            id: 2,
            name: 'Lale Slot',
            title: '',
            provider: 'Kumarhane',
            image: null,
            link: '/slots',
            gradient: null,
          },
        ]}
      />,
    );
    expect(screen.getByText('Bilinmiyor')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kayıp Oyun – Oyna' }));
    expect(getToasts().at(-1)).toMatchObject({ type: 'error', message: 'Bu oyun şu anda kullanılamıyor' });
    fireEvent.click(screen.getByRole('button', { name: 'Lale Slot – Oyna' }));
    expect(screen.getByTestId('location').textContent).toBe('/slots');
  });

  it('shows 6 skeletons while loading', () => {
    const { container } = renderAt(<PopularGames loading games={[]} />);
    expect(container.querySelectorAll('.game-card--skeleton')).toHaveLength(6);
  });
});
