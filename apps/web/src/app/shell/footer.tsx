import { Link } from 'react-router';
import { HELP_ORGANISATIONS } from '@app/shared/reference.ts';
import { useFooterPages } from '@/api/footer-pages.ts';
import { useSiteInfo } from '@/api/site-info.ts';
import { texts } from '@/lib/texts.ts';

export function Footer() {
  const { data: pages } = useFooterPages();
  const { data: site } = useSiteInfo();
  const t = texts.footer;
  return (
    <footer className="footer">
      <div className="footer__grid">
        {pages && pages.length > 0 && (
          <section aria-labelledby="footer-pages">
            <h2 id="footer-pages" className="footer__heading">
              {t.pages}
            </h2>
            <ul className="footer__links">
              {pages.map((p) => (
                <li key={p.slug}>
                  <Link to={`/sayfa/${encodeURIComponent(p.slug)}`}>{p.title}</Link>
                </li>
              ))}
              <li>
                <Link to="/adil-oyun">{t.fairness}</Link>
              </li>
            </ul>
          </section>
        )}
        <section aria-labelledby="footer-responsible" className="footer__responsible">
          <h2 id="footer-responsible" className="footer__heading">
            <span className="footer__age" aria-hidden="true">
              {t.adultsOnly}
            </span>{' '}
            {t.responsible}
          </h2>
          <p>{t.responsibleText}</p>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="footer__heading">
            {t.help}
          </h2>
          <ul className="footer__links">
            {HELP_ORGANISATIONS.map((o) => (
              <li key={o.url}>
                <a href={o.url} target="_blank" rel="noopener noreferrer">
                  {o.name}
                  <span className="visually-hidden"> {t.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {(site?.licence_text || site?.licence_number) && (
        <section className="footer__licence" aria-label={t.licence}>
          {site.licence_text && <p>{site.licence_text}</p>}
          {site.licence_number && <p className="footer__licence-number">{t.licenceNumber(site.licence_number)}</p>}
        </section>
      )}
      <div className="footer__bottom">
        <p>
          © {new Date().getFullYear()} {site?.name ?? ''} {t.rights}
        </p>
        <p className="footer__powered">
          {t.poweredBy} <strong>{t.poweredByName}</strong>
        </p>
      </div>
    </footer>
  );
}
