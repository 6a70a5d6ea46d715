import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { texts } from '@/lib/texts.ts';

export default function NotFoundPage() {
  return (
    <section className="page page--narrow center-block">
      <p className="big-icon" aria-hidden="true">
        <Compass />
      </p>
      <h1 className="page__title">{texts.notFound.title}</h1>
      <p className="muted">{texts.notFound.body}</p>
      <Link to="/" className="button button--primary">
        {texts.common.backHome}
      </Link>
    </section>
  );
}
