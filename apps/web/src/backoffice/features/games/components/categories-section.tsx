import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryForm, newCategoryDefaults, type CategoryForm } from '@app/shared/api/site.ts';
import {
  deleteCategory,
  listCategories,
  saveCategory,
  type StaffCategory,
} from '@/backoffice/features/games/api/games-api.ts';
import { getSites } from '@/backoffice/ui/lookups.ts';
import { Dialog } from '@/backoffice/ui/dialog.tsx';
import { RemovalDialog, useRemoval } from '@/backoffice/ui/row-mutations.tsx';
import { failure } from '@/backoffice/ui/format.ts';
import { ErrorNote, useNotice } from '@/backoffice/ui/notice.tsx';
import { gamesTexts } from '@/backoffice/features/games/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';
import { RowActions } from '@/backoffice/ui/parts.tsx';
import { FormActions } from '@/backoffice/ui/form-actions.tsx';

const t = gamesTexts.categories;

/** The home page's game categories of a site (Oyunlar page): the tiles, their order and whether each is shown. */
export function CategoriesSection() {
  const client = useQueryClient();
  const notify = useNotice();
  const sites = useQuery({ queryKey: backofficeKeys.sites, queryFn: getSites });
  const [chosen, setChosen] = useState<number | null>(null);
  const siteId = chosen ?? sites.data?.[0]?.id;
  const key = backofficeKeys.categories(siteId ?? 0);
  const list = useQuery({
    queryKey: key,
    queryFn: () => listCategories(siteId!),
    enabled: siteId !== undefined,
  });
  const [editing, setEditing] = useState<StaffCategory | 'new' | null>(null);
  const removal = useRemoval({
    mutationFn: (c: StaffCategory) => deleteCategory(siteId!, c.id),
    onSuccess: () => void client.invalidateQueries({ queryKey: key }),
  });

  return (
    <section aria-labelledby="bo-categories-title" className="bo-section">
      <h2 id="bo-categories-title">{t.title}</h2>
      <div className="bo-filters">
        <div className="bo-field">
          <label htmlFor="bo-categories-site">{t.site}</label>
          <select
            id="bo-categories-site"
            value={String(siteId ?? '')}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {(sites.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-actions">
          <button
            type="button"
            className="bo-button bo-button--primary"
            disabled={!siteId}
            onClick={() => setEditing('new')}
          >
            {t.create}
          </button>
        </div>
      </div>
      <div className="bo-table-wrap" role="region" aria-labelledby="bo-categories-caption" tabIndex={0}>
        <table className="bo-table">
          <caption id="bo-categories-caption">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.fields.sort}</th>
              <th scope="col">{t.fields.icon}</th>
              <th scope="col">{t.fields.title}</th>
              <th scope="col">{t.fields.link}</th>
              <th scope="col">{t.state}</th>
              <th scope="col">{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {(list.data ?? []).map((c) => (
              <tr key={c.id}>
                <td className="bo-num">{c.sort}</td>
                <td>{c.icon}</td>
                <td>{c.title}</td>
                <td>{c.link}</td>
                <td>{c.is_active ? t.shown : t.hidden}</td>
                <td>
                  <RowActions
                    className="bo-row-actions"
                    actions={[
                      { label: t.edit, ariaLabel: `${t.edit}: ${c.title}`, onClick: () => setEditing(c) },
                      { label: t.remove, ariaLabel: `${t.remove}: ${c.title}`, tone: 'danger', onClick: () => removal.ask(c) },
                    ]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data?.length === 0 && <p>{t.none}</p>}
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? t.editorNew : editing ? t.editorEdit(editing.title) : ''}
        onClose={() => setEditing(null)}
      >
        {editing !== null && siteId !== undefined && (
          <CategoryEditor
            siteId={siteId}
            category={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(c) => {
              setEditing(null);
              notify({ type: 'success', text: `${c.title}: ${t.save}` });
              void client.invalidateQueries({ queryKey: key });
            }}
          />
        )}
      </Dialog>
      <RemovalDialog
        removal={removal}
        title={(c) => t.removeTitle(c.title)}
        body={() => t.removeBody}
        confirmLabel={t.remove}
        resetOnClose
      />
    </section>
  );
}

function CategoryEditor({
  siteId,
  category,
  onSaved,
  onCancel,
}: {
  siteId: number;
  category: StaffCategory | null;
  onSaved: (c: StaffCategory) => void;
  onCancel: () => void;
}) {
  const uid = useId();
  const initial: CategoryForm = category
    ? {
        title: category.title,
        icon: category.icon,
        description: category.description,
        link: category.link,
        image_url: category.image_url,
        sort: category.sort,
        is_active: category.is_active,
      }
    : newCategoryDefaults;
  const { register, handleSubmit, formState } = useForm<CategoryForm>({
    resolver: zodResolver(categoryForm),
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: (v: CategoryForm) => saveCategory(siteId, category?.id ?? null, v),
    onSuccess: (r) => onSaved(r.category),
  });
  const field = (name: Exclude<keyof CategoryForm, 'is_active'>, number = false) => {
    const id = `${uid}-${name}`;
    const message = formState.errors[name]?.message;
    return (
      <div className="bo-field">
        <label htmlFor={id}>{t.fields[name]}</label>
        <input
          id={id}
          type={number ? 'number' : 'text'}
          {...register(name, number ? { valueAsNumber: true } : {})}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        />
        {message && (
          <p className="bo-field__error" id={`${id}-error`} role="alert">
            {message}
          </p>
        )}
      </div>
    );
  };
  return (
    <form noValidate onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}>
      {save.isError && <ErrorNote>{failure(save.error)}</ErrorNote>}
      {field('title')}
      {field('icon')}
      {field('description')}
      {field('link')}
      {field('image_url')}
      {field('sort', true)}
      <div className="bo-check">
        <input id={`${uid}-active`} type="checkbox" {...register('is_active')} />
        <label htmlFor={`${uid}-active`}>{t.fields.is_active}</label>
      </div>
      <FormActions submitLabel={t.save} pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}
