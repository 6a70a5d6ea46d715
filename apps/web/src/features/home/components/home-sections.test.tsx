import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderAt, stubFetch } from '@/test/render.tsx';
import { getToasts } from '@/lib/toast.ts';
import { CategoryGrid } from './category-grid.tsx';
import { PopularGames } from './popular-games.tsx';
import { PromotionsStrip } from './promotions-strip.tsx';
import { testPromotion } from '@/test/promotion.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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

describe('PromotionsStrip', () => {
  const promo = (id: number, name: string) => testPromotion({ id, name, percent: 50, min_deposit: 100 });

  it("keeps the loop's copy clickable but out of the tab order and the accessibility tree", async () => {
    const { fetchStub } = stubFetch({
      'promotions.php': () => ({
        body: { success: true, promotions: [promo(1, 'Hoş Geldin'), promo(2, 'Kayıp')], message: '' },
      }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const { container } = renderAt(<PromotionsStrip />);
    // The accessible cards are the first copy only.
    expect(await screen.findAllByRole('button', { name: /Detayları gör/ })).toHaveLength(2);
    const [, copy] = container.querySelectorAll('.promo-strip__track');
    expect(copy!.getAttribute('aria-hidden')).toBe('true');
    const copyCards = [...copy!.querySelectorAll('button')];
    expect(copyCards).toHaveLength(2);
    for (const card of copyCards) {
      expect(card.closest('[inert]')).toBeNull();
      expect(card.tabIndex).toBe(-1);
    }
    fireEvent.click(copyCards[1]!);
    expect(await screen.findByRole('dialog', { name: 'Kayıp' })).toBeTruthy();
  });
});
