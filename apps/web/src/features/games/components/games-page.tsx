import { Link } from 'react-router';
import { ALL_GAMES } from '@/lib/game-links.ts';
import { gamesTexts } from '../texts.ts';

export default function GamesPage() {
  return (
    <section className="page">
      <h1 className="page__title">{gamesTexts.games.title}</h1>
      <p className="muted">{gamesTexts.games.intro}</p>
      <ul className="all-games all-games--page">
        {ALL_GAMES.map((g) => (
          <li key={g.label}>
            <Link to={g.to} className="all-games__item">
              <g.icon className="all-games__icon" aria-hidden="true" />
              {g.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
