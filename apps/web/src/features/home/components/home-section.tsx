import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { texts } from '@/lib/texts.ts';

/** A section of the home page: its heading and a "view all" link to `to`, then its content. */
export function HomeSection({
  id,
  title,
  to,
  children,
}: {
  id: string;
  title: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id} className="section__title">
          {title}
        </h2>
        <Link to={to} className="section__link">
          {texts.common.viewAll}
        </Link>
      </div>
      {children}
    </section>
  );
}
