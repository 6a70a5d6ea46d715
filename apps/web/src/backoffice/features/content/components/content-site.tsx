import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSites } from '@/backoffice/ui/lookups.ts';
import type { GridState } from '@/backoffice/ui/data-grid.tsx';
import { failure } from '@/backoffice/ui/format.ts';
import { contentTexts } from '@/backoffice/features/content/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';
import { ErrorNote } from '@/backoffice/ui/notice.tsx';

const t = contentTexts.content;

/**
 * The site a content page works on: `site_id` in the address (a filter of the page's grid, so the
 * list call carries it), the first site (the default one) until staff choose another. Every content
 * call names it; the server finds only that site's rows.
 */
export function useContentSite(state: GridState): { site: string | null; picker: React.JSX.Element } {
  const sites = useQuery({ queryKey: backofficeKeys.sites, queryFn: getSites, staleTime: 60_000 });
  const chosen = state.query.site_id;
  const first = sites.data?.[0]?.id;
  useEffect(() => {
    if (!chosen && first !== undefined) state.setFilter('site_id', String(first));
  }, [chosen, first, state]);
  const picker = sites.isError ? (
    <ErrorNote>{failure(sites.error)}</ErrorNote>
  ) : (
    <div className="bo-field">
      <label htmlFor="bo-content-site">{t.site}</label>
      <select id="bo-content-site" value={chosen ?? ''} onChange={(e) => state.setFilter('site_id', e.target.value)} disabled={!sites.data}>
        {!sites.data && <option value="">{t.siteLoading}</option>}
        {sites.data?.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name} ({s.domains[0]})
          </option>
        ))}
      </select>
    </div>
  );
  return { site: chosen ?? null, picker };
}

/** A content page's head: the site choice and the page's "add" button (usable once a site is chosen). */
export function ContentHead({ picker, site, addLabel, onAdd }: { picker: React.JSX.Element; site: string | null; addLabel: string; onAdd: () => void }) {
  return (
    <div className="bo-content-head">
      {picker}
      <button type="button" className="bo-button bo-button--primary" disabled={!site} onClick={onAdd}>
        {addLabel}
      </button>
    </div>
  );
}
