import { Link } from 'react-router';
import { Hourglass } from 'lucide-react';
import { ALL_GAMES } from '@/lib/game-links.ts';
import { texts } from '@/lib/texts.ts';
import { placeholderTexts } from '../texts.ts';

/** Sports, virtual games, tombala and the crash games are announced as coming soon. */
export default function ComingSoonPage({ section }: { section: string }) {
  const title = placeholderTexts.placeholder.titles[section] ?? placeholderTexts.placeholder.soon;
  // The same icon as the area's link in the sidebar.
  const Icon = ALL_GAMES.find((g) => g.to === `/${section}`)?.icon ?? Hourglass;
  return (
    <section className="page page--narrow center-block coming-soon">
      <p className="big-icon" aria-hidden="true">
        <Icon />
      </p>
      <h1 className="page__title">{title}</h1>
      <p className="coming-soon__badge">{placeholderTexts.placeholder.soon}</p>
      <p className="muted">{placeholderTexts.placeholder.body}</p>
      <Link to="/" className="button button--primary">
        {texts.common.backHome}
      </Link>
    </section>
  );
}
