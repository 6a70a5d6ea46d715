import { Link } from 'react-router';
import { texts } from '@/lib/texts.ts';

const ICONS: Record<string, string> = {
  sports: '⚽',
  virtual: '🏇',
  'beton-games': '🎲',
  tombala: '🎱',
  zeplin: '🎈',
  aviator: '✈️',
  spaceman: '🚀',
  jetx: '🛩️',
};

/** Sports, virtual games, tombala and the crash games are announced as coming soon. */
export default function ComingSoonPage({ section }: { section: string }) {
  const title = texts.placeholder.titles[section] ?? texts.placeholder.soon;
  return (
    <section className="page page--narrow center-block coming-soon">
      <p className="big-emoji" aria-hidden="true">
        {ICONS[section] ?? '⏳'}
      </p>
      <h1 className="page__title">{title}</h1>
      <p className="coming-soon__badge">{texts.placeholder.soon}</p>
      <p className="muted">{texts.placeholder.body}</p>
      <Link to="/" className="button button--primary">
        {texts.common.backHome}
      </Link>
    </section>
  );
}
