import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { PAGE_SLUG } from '@app/shared/api/content.ts';
import { boKeys } from './api.ts';
import { contentKeys, deletePage, getPages, savePage, setPagePublished, type StaffPage, type StaffPageRequest } from './content-api.ts';
import { ContentHead, useContentSite } from './content-site.tsx';
import { DataGrid, useGridState, type GridColumn } from './data-grid.tsx';
import { ConfirmDialog, Dialog } from './dialog.tsx';
import { failure, when } from './format.ts';
import { useNotice } from './notice.tsx';
import { PageEditor } from './page-editor.tsx';
import { RowActions } from './parts.tsx';
import { SearchAndStatus, StatusTag } from './queue-filters.tsx';
import { boTexts } from './texts.ts';

const t = boTexts.content.pages;
const c = boTexts.common;

type Fields = Required<Omit<StaffPageRequest, 'sort'>> & { sort: string };
const blank: Fields = { slug: '', title: '', content: '<p></p>', meta_title: '', meta_description: '', show_in_footer: true, is_published: false, sort: '0' };

/**
 * CMS pages of the chosen site: the grid, a form with the rich-text editor (the server sanitises
 * the HTML on save, the player site again on display), publish/unpublish, delete; the footer's
 * pages in their order (`sort`).
 */
export function PagesPage() {
  const state = useGridState(['site_id', 'q', 'status']);
  const { site, picker } = useContentSite(state);
  const client = useQueryClient();
  const notify = useNotice();
  const [editing, setEditing] = useState<StaffPage | 'new' | null>(null);
  const [removing, setRemoving] = useState<StaffPage | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: boKeys.grid(contentKeys.pagesGrid) });
  const publish = useMutation({
    mutationFn: (p: StaffPage) => setPagePublished(site!, p.id, !p.is_published),
    onSuccess: (r) => notify({ type: 'success', text: r.page.is_published ? t.published(r.page.title) : t.unpublished(r.page.title) }),
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (p: StaffPage) => deletePage(site!, p.id),
    onSuccess: (_r, p) => {
      notify({ type: 'success', text: t.removed(p.title) });
      setRemoving(null);
    },
    onSettled: refresh,
  });
  const columns = useMemo<GridColumn<StaffPage>[]>(
    () => [
      { id: 'id', header: 'ID', accessorKey: 'id', sortable: true, numeric: true },
      { id: 'title', header: t.pageTitle, accessorKey: 'title', sortable: true, rowHeader: true },
      { id: 'slug', header: t.slug, sortable: true, cell: ({ row }) => <a href={`/sayfa/${row.original.slug}`}>/sayfa/{row.original.slug}</a> },
      { id: 'status', header: t.status, cell: ({ row }) => <StatusTag status={row.original.is_published ? 'published' : 'draft'} names={t.statusNames} /> },
      { id: 'footer', header: t.inFooter, accessorFn: (r) => (r.show_in_footer ? t.yes : t.no) },
      { id: 'sort', header: boTexts.content.banners.order, accessorKey: 'sort', sortable: true, numeric: true },
      { id: 'updated_at', header: t.updated, sortable: true, accessorFn: (r) => when(r.updated_at) },
      {
        id: 'actions',
        header: c.actions,
        cell: ({ row }) => (
          <RowActions
            actions={[
              { label: t.edit, ariaLabel: t.editLabel(row.original.title), onClick: () => setEditing(row.original) },
              {
                label: row.original.is_published ? t.unpublish : t.publish,
                ariaLabel: row.original.is_published ? t.unpublishLabel(row.original.title) : t.publishLabel(row.original.title),
                disabled: publish.isPending,
                onClick: () => publish.mutate(row.original),
              },
              { label: t.remove, ariaLabel: t.removeLabel(row.original.title), tone: 'danger', onClick: () => setRemoving(row.original) },
            ]}
          />
        ),
      },
    ],
    [publish],
  );
  return (
    <section aria-labelledby="bo-pages-title">
      <h1 id="bo-pages-title">{t.title}</h1>
      <ContentHead picker={picker} site={site} addLabel={t.add} onAdd={() => setEditing('new')} />
      {site && (
        <>
          <DataGrid
            id={contentKeys.pagesGrid}
            caption={t.caption}
            columns={columns}
            state={state}
            rowKey={(r) => r.id}
            empty={t.empty}
            fetchPage={(search, signal) => getPages(search, signal)}
            toolbar={<SearchAndStatus idPrefix="bo-pages" state={state} texts={t} />}
          />
          <Dialog open={editing !== null} title={editing && editing !== 'new' ? t.formEdit(editing.title) : t.formNew} onClose={() => setEditing(null)}>
            {editing !== null && (
              <PageForm
                key={editing === 'new' ? 'new' : editing.id}
                site={site}
                page={editing === 'new' ? null : editing}
                onClose={() => setEditing(null)}
                onSaved={(p) => {
                  notify({ type: 'success', text: t.saved(p.title) });
                  setEditing(null);
                  refresh();
                }}
              />
            )}
          </Dialog>
          <ConfirmDialog
            open={removing !== null}
            title={t.removeTitle}
            body={removing ? t.removeBody(removing.title) : ''}
            confirmLabel={t.remove}
            danger
            pending={remove.isPending}
            error={remove.isError ? failure(remove.error) : null}
            onConfirm={() => removing && remove.mutate(removing)}
            onClose={() => setRemoving(null)}
          />
        </>
      )}
    </section>
  );
}

export function PageForm({ site, page, onClose, onSaved }: { site: string; page: StaffPage | null; onClose: () => void; onSaved: (p: StaffPage) => void }) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [f, setF] = useState<Fields>(() => (page ? { ...page, sort: String(page.sort) } : blank));
  const [checked, setChecked] = useState(false);
  const set = <K extends keyof Fields>(k: K, v: Fields[K]) => setF((prev) => ({ ...prev, [k]: v }));
  const save = useMutation({ mutationFn: (body: StaffPageRequest) => savePage(site, page?.id ?? null, body), onSuccess: (r) => onSaved(r.page) });
  const errors = { title: f.title.trim() ? null : t.titleRequired, slug: PAGE_SLUG.test(f.slug.trim()) ? null : t.slugInvalid };
  const invalid = (name: keyof typeof errors, hint?: string) => ({
    'aria-invalid': checked && errors[name] ? true : undefined,
    'aria-describedby': [checked && errors[name] ? id(`${name}-error`) : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const err = (name: keyof typeof errors) =>
    checked && errors[name] ? (
      <p id={id(`${name}-error`)} className="bo-field__error">
        {errors[name]}
      </p>
    ) : null;
  return (
    <form
      className="bo-form bo-content-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setChecked(true);
        if (errors.title || errors.slug) return;
        save.mutate({ ...f, slug: f.slug.trim(), title: f.title.trim(), sort: Number(f.sort) || 0 });
      }}
    >
      {save.isError && (
        <p className="bo-notice bo-notice--error" role="alert">
          {failure(save.error)}
        </p>
      )}
      <div className="bo-form__row">
        <div className="bo-field">
          <label htmlFor={id('title')}>{t.pageTitle}</label>
          <input id={id('title')} value={f.title} maxLength={150} onChange={(e) => set('title', e.target.value)} {...invalid('title')} />
          {err('title')}
        </div>
        <div className="bo-field">
          <label htmlFor={id('slug')}>{t.slug}</label>
          <input id={id('slug')} value={f.slug} maxLength={100} onChange={(e) => set('slug', e.target.value)} {...invalid('slug', id('slug-hint'))} />
          <p id={id('slug-hint')} className="bo-field__hint">
            {t.slugHint}
          </p>
          {err('slug')}
        </div>
      </div>
      <div className="bo-field">
        <span className="bo-field__label" id={id('content-label')}>
          {t.content}
        </span>
        <PageEditor id={id('content')} labelId={id('content-label')} value={f.content} onChange={(html) => set('content', html)} />
      </div>
      <div className="bo-form__row">
        <div className="bo-field">
          <label htmlFor={id('meta-title')}>{t.metaTitle}</label>
          <input id={id('meta-title')} value={f.meta_title} maxLength={300} onChange={(e) => set('meta_title', e.target.value)} />
        </div>
        <div className="bo-field">
          <label htmlFor={id('meta-description')}>{t.metaDescription}</label>
          <input id={id('meta-description')} value={f.meta_description} maxLength={300} onChange={(e) => set('meta_description', e.target.value)} />
        </div>
      </div>
      <div className="bo-form__row">
        <label className="bo-check">
          <input type="checkbox" checked={f.show_in_footer} onChange={(e) => set('show_in_footer', e.target.checked)} />
          {t.footer}
        </label>
        <label className="bo-check">
          <input type="checkbox" checked={f.is_published} onChange={(e) => set('is_published', e.target.checked)} />
          {t.isPublished}
        </label>
        <div className="bo-field">
          <label htmlFor={id('sort')}>{t.sort}</label>
          <input id={id('sort')} type="number" min={0} max={100000} inputMode="numeric" value={f.sort} onChange={(e) => set('sort', e.target.value)} />
        </div>
      </div>
      <div className="bo-actions">
        <button type="submit" className="bo-button bo-button--primary" disabled={save.isPending}>
          {t.save}
        </button>
        <button type="button" className="bo-button" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
