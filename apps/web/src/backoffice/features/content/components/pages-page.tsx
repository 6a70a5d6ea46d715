import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { staffPageRequest } from '@app/shared/api/content.ts';
import {
  deletePage,
  getPages,
  savePage,
  setPagePublished,
  type StaffPage,
  type StaffPageRequest,
} from '@/backoffice/features/content/api/content-api.ts';
import { ContentHead, useContentSite } from './content-site.tsx';
import { DataGrid, useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { Dialog } from '@/backoffice/ui/dialog.tsx';
import { RemovalDialog, useRemoval, useRowSwitch } from '@/backoffice/ui/row-mutations.tsx';
import { failure, when } from '@/backoffice/ui/format.ts';
import { ErrorNote, useNotice } from '@/backoffice/ui/notice.tsx';
import { PageEditor } from './page-editor.tsx';
import { EditSwitchRemove } from '@/backoffice/ui/parts.tsx';
import { SearchAndStatus, StatusTag } from '@/backoffice/ui/queue-filters.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { contentTexts } from '@/backoffice/features/content/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';
import { FormActions } from '@/backoffice/ui/form-actions.tsx';
import { fieldHelpers } from '@/backoffice/ui/form-field.tsx';

const t = contentTexts.content.pages;
const c = boTexts.common;

/** The form's values: the shared request (staffPageRequest checks them, in Turkish) with the order as typed. */
type Fields = Required<Omit<StaffPageRequest, 'sort'>> & { sort: string };
const blank: Fields = {
  slug: '',
  title: '',
  content: '<p></p>',
  meta_title: '',
  meta_description: '',
  show_in_footer: true,
  is_published: false,
  sort: '0',
};
const fieldsOf = (p: StaffPage): Fields => ({
  slug: p.slug,
  title: p.title,
  content: p.content,
  meta_title: p.meta_title,
  meta_description: p.meta_description,
  show_in_footer: p.show_in_footer,
  is_published: p.is_published,
  sort: String(p.sort),
});

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
  const refresh = () => void client.invalidateQueries({ queryKey: backofficeKeys.grid('pages') });
  const publish = useRowSwitch(
    (p: StaffPage) => setPagePublished(site!, p.id, !p.is_published),
    (r) => (r.page.is_published ? t.published(r.page.title) : t.unpublished(r.page.title)),
    refresh,
  );
  const removal = useRemoval({
    mutationFn: (p: StaffPage) => deletePage(site!, p.id),
    onSuccess: (_r, p) => notify({ type: 'success', text: t.removed(p.title) }),
    onSettled: refresh,
  });
  const askRemoval = removal.ask;
  const columns = useMemo<GridColumn<StaffPage>[]>(
    () => [
      { id: 'id', header: 'ID', accessorKey: 'id', sortable: true, numeric: true },
      { id: 'title', header: t.pageTitle, accessorKey: 'title', sortable: true, rowHeader: true },
      {
        id: 'slug',
        header: t.slug,
        sortable: true,
        cell: ({ row }) => <a href={`/sayfa/${row.original.slug}`}>/sayfa/{row.original.slug}</a>,
      },
      {
        id: 'status',
        header: t.status,
        cell: ({ row }) => (
          <StatusTag status={row.original.is_published ? 'published' : 'draft'} names={t.statusNames} />
        ),
      },
      { id: 'footer', header: t.inFooter, accessorFn: (r) => (r.show_in_footer ? t.yes : t.no) },
      {
        id: 'sort',
        header: contentTexts.content.banners.order,
        accessorKey: 'sort',
        sortable: true,
        numeric: true,
      },
      { id: 'updated_at', header: t.updated, sortable: true, accessorFn: (r) => when(r.updated_at) },
      {
        id: 'actions',
        header: c.actions,
        cell: ({ row }) => (
          <EditSwitchRemove
            name={row.original.title}
            on={row.original.is_published}
            texts={{ ...t, turnOff: t.unpublish, turnOffLabel: t.unpublishLabel, turnOn: t.publish, turnOnLabel: t.publishLabel }}
            switching={publish.isPending}
            onEdit={() => setEditing(row.original)}
            onSwitch={() => publish.mutate(row.original)}
            onRemove={() => askRemoval(row.original)}
          />
        ),
      },
    ],
    [publish, askRemoval],
  );
  return (
    <section aria-labelledby="bo-pages-title">
      <h1 id="bo-pages-title">{t.title}</h1>
      <ContentHead picker={picker} site={site} addLabel={t.add} onAdd={() => setEditing('new')} />
      {site && (
        <>
          <DataGrid
            id={'pages'}
            caption={t.caption}
            columns={columns}
            state={state}
            rowKey={(r) => r.id}
            empty={t.empty}
            fetchPage={(search, signal) => getPages(search, signal)}
            toolbar={<SearchAndStatus idPrefix="bo-pages" state={state} texts={t} />}
          />
          <Dialog
            open={editing !== null}
            title={editing && editing !== 'new' ? t.formEdit(editing.title) : t.formNew}
            onClose={() => setEditing(null)}
          >
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
          <RemovalDialog
            removal={removal}
            title={() => t.removeTitle}
            body={(p) => t.removeBody(p.title)}
            confirmLabel={t.remove}
          />
        </>
      )}
    </section>
  );
}

export function PageForm({
  site,
  page,
  onClose,
  onSaved,
}: {
  site: string;
  page: StaffPage | null;
  onClose: () => void;
  onSaved: (p: StaffPage) => void;
}) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<StaffPageRequest, unknown, z.output<typeof staffPageRequest>>({
    resolver: zodResolver(staffPageRequest),
    defaultValues: page ? fieldsOf(page) : blank,
  });
  const save = useMutation({
    mutationFn: (body: StaffPageRequest) => savePage(site, page?.id ?? null, body),
    onSuccess: (r) => onSaved(r.page),
  });
  const { described: invalid, err } = fieldHelpers<keyof Fields>(errors, id);
  return (
    <form className="bo-form bo-content-form" noValidate onSubmit={handleSubmit((v) => save.mutate(v))}>
      {save.isError && <ErrorNote>{failure(save.error)}</ErrorNote>}
      <div className="bo-form__row">
        <div className="bo-field">
          <label htmlFor={id('title')}>{t.pageTitle}</label>
          <input id={id('title')} maxLength={150} {...register('title')} {...invalid('title')} />
          {err('title')}
        </div>
        <div className="bo-field">
          <label htmlFor={id('slug')}>{t.slug}</label>
          <input
            id={id('slug')}
            maxLength={100}
            {...register('slug')}
            {...invalid('slug', id('slug-hint'))}
          />
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
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <PageEditor
              id={id('content')}
              labelId={id('content-label')}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        {err('content')}
      </div>
      <div className="bo-form__row">
        <div className="bo-field">
          <label htmlFor={id('meta-title')}>{t.metaTitle}</label>
          <input id={id('meta-title')} maxLength={300} {...register('meta_title')} />
          {err('meta_title')}
        </div>
        <div className="bo-field">
          <label htmlFor={id('meta-description')}>{t.metaDescription}</label>
          <input id={id('meta-description')} maxLength={300} {...register('meta_description')} />
          {err('meta_description')}
        </div>
      </div>
      <div className="bo-form__row">
        <label className="bo-check">
          <input type="checkbox" {...register('show_in_footer')} />
          {t.footer}
        </label>
        <label className="bo-check">
          <input type="checkbox" {...register('is_published')} />
          {t.isPublished}
        </label>
        <div className="bo-field">
          <label htmlFor={id('sort')}>{t.sort}</label>
          <input
            id={id('sort')}
            type="number"
            min={0}
            max={100000}
            inputMode="numeric"
            {...register('sort')}
            {...invalid('sort')}
          />
          {err('sort')}
        </div>
      </div>
      <FormActions submitLabel={t.save} pending={save.isPending} onCancel={onClose} cancelLabel={t.cancel} />
    </form>
  );
}
