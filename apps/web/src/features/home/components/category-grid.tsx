import { Link } from 'react-router';
import { Gamepad2 } from 'lucide-react';
import { LazyImage } from '@/components/ui/lazy-image.tsx';
import { ALL_GAMES } from '@/lib/game-links.ts';
import { texts } from '@/lib/texts.ts';
import type { HomeCategory } from '../api/get-homepage.ts';

/** Used when the homepage data fails or has no categories. */
export const DEFAULT_CATEGORIES: HomeCategory[] = [
  {
    id: 1,
    title: 'Slot Oyunları',
    icon: '',
    description: 'Yüzlerce slot oyunu',
    link: '/slots',
    image_url: null,
  },
  {
    id: 2,
    title: 'Canlı Casino',
    icon: '',
    description: 'Gerçek krupiyelerle oyna',
    link: '/livecasino',
    image_url: null,
  },
  {
    id: 3,
    title: 'Spor Bahisleri',
    icon: '',
    description: 'Maçlara bahis yap',
    link: '/sports',
    image_url: null,
  },
  {
    id: 4,
    title: 'Tombala',
    icon: '',
    description: 'Klasik tombala keyfi',
    link: '/tombala',
    image_url: null,
  },
];

const GRADIENTS = [
  'linear-gradient(135deg, #6b21a8 0%, #312e81 100%)',
  'linear-gradient(135deg, #9d174d 0%, #581c87 100%)',
  'linear-gradient(135deg, #115e59 0%, #1e3a8a 100%)',
  'linear-gradient(135deg, #9a3412 0%, #7f1d1d 100%)',
  'linear-gradient(135deg, #3730a3 0%, #0f172a 100%)',
  'linear-gradient(135deg, #166534 0%, #14532d 100%)',
];

export function categoryGradient(id: number): string {
  return GRADIENTS[Math.abs(id) % GRADIENTS.length]!;
}

/**
 * The category's icon is the one its area has in the sidebar; the `icon` text of the data (an
 * emoji) is not drawn, as emoji show as empty boxes where no emoji font is installed.
 */
function CategoryIcon({ link, className }: { link: string; className?: string }) {
  const Icon = ALL_GAMES.find((g) => g.to === link)?.icon ?? Gamepad2;
  return <Icon className={className} aria-hidden="true" />;
}

function CategoryLink({ to, children }: { to: string; children: React.ReactNode }) {
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} className="category-card__link">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className="category-card__link">
      {children}
    </Link>
  );
}

export function CategoryGrid({ categories }: { categories: HomeCategory[] }) {
  const list = categories.length > 0 ? categories : DEFAULT_CATEGORIES;
  return (
    <section className="section" aria-labelledby="home-categories">
      <h2 id="home-categories" className="section__title">
        {texts.home.categories}
      </h2>
      <ul className="category-grid">
        {list.map((c) => (
          <li
            key={c.id}
            className="category-card"
            style={c.image_url ? undefined : { background: categoryGradient(c.id) }}
          >
            <CategoryLink to={c.link || '/games'}>
              {c.image_url ? (
                <LazyImage
                  src={c.image_url}
                  alt=""
                  className="category-card__image"
                  fallback={<CategoryIcon link={c.link} />}
                />
              ) : (
                <CategoryIcon link={c.link} className="category-card__icon" />
              )}
              <span className="category-card__text">
                <span className="category-card__title">{c.title}</span>
                <span className="category-card__description">
                  {c.description || texts.home.categoryDescription}
                </span>
              </span>
            </CategoryLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
