import { Link } from 'react-router';
import { texts } from '../../../lib/texts.ts';

/** Stand-in for the account area until its screens are built; reached only through the login guard. */
export default function AccountPlaceholderPage() {
  return (
    <section className="page page--narrow center-block">
      <p className="big-emoji" aria-hidden="true">
        👤
      </p>
      <h1 className="page__title">{texts.account.title}</h1>
      <p className="muted">{texts.account.soon}</p>
      <Link to="/" className="button button--primary">
        {texts.common.backHome}
      </Link>
    </section>
  );
}
