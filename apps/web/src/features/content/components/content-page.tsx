import { useEffect } from 'react';
import { FileText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDateTr } from '@app/shared/dates.ts';
import { sanitizeHtml } from '@/lib/sanitize-html.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorText } from '@/lib/error-text.ts';
import { texts } from '@/lib/texts.ts';
import { contentTexts } from '../texts.ts';
import { usePage, type CmsPage } from '../api/get-page.ts';

function pageErrorText(slug: string | undefined, error: unknown): string {
  const t = contentTexts.content;
  if (!slug) return t.invalidSlug;
  return errorText(error, t.notFound, t.exception, { errorFirst: true });
}

function setMetaDescription(content: string): () => void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  const created = !meta;
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  const previous = meta.content;
  meta.content = content;
  return () => {
    if (created) meta.remove();
    else meta.content = previous;
  };
}

function usePageMeta(page: CmsPage | undefined) {
  useEffect(() => {
    if (!page) return;
    const previousTitle = document.title;
    document.title = page.meta_title || page.title;
    const restoreMeta = page.meta_description ? setMetaDescription(page.meta_description) : () => {};
    return () => {
      document.title = previousTitle;
      restoreMeta();
    };
  }, [page]);
}

export default function ContentPage() {
  const { slug } = useParams();
  const { data: page, isLoading, error } = usePage(slug);
  usePageMeta(page);
  const t = contentTexts.content;

  if (isLoading) return <Spinner />;
  if (!slug || error || !page) {
    return (
      <section className="page page--narrow center-block">
        <p className="big-icon" aria-hidden="true">
          <FileText />
        </p>
        <h1 className="page__title">{t.notFoundTitle}</h1>
        <p className="muted">{pageErrorText(slug, error)}</p>
        <Link to="/" className="button button--primary">
          {texts.common.backHome}
        </Link>
      </section>
    );
  }

  return (
    <article className="page page--narrow cms-page">
      <nav aria-label={t.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{texts.common.home}</Link>
          </li>
          <li aria-current="page">{page.title}</li>
        </ol>
      </nav>
      <h1 className="page__title">{page.title}</h1>
      {page.updated_at && (
        <p className="cms-page__updated">
          {t.updated}: <time dateTime={page.updated_at}>{formatDateTr(page.updated_at)}</time>
        </p>
      )}
      {/* Page HTML is written by site staff in the back office; active content is stripped anyway. */}
      <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(page.content) }} />
      <p>
        <Link to="/" className="button button--ghost">
          {texts.common.backHome}
        </Link>
      </p>
    </article>
  );
}
