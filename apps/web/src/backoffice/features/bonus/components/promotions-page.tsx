import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listPromotions,
  movePromotion,
  removePromotion,
  setPromotionActive,
  type StaffPromotion,
} from '@/backoffice/features/bonus/api/promotions-api.ts';
import { getSites } from '@/backoffice/ui/lookups.ts';
import { DataGrid, useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { Dialog } from '@/backoffice/ui/dialog.tsx';
import { RemovalDialog, useRemoval } from '@/backoffice/ui/row-mutations.tsx';
import { failure } from '@/backoffice/ui/format.ts';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import { PromotionEditor } from './promotion-editor.tsx';
import { FilterSelect } from '@/backoffice/ui/queue-filters.tsx';
import { bonusTexts } from '@/backoffice/features/bonus/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';
import { RowActions } from '@/backoffice/ui/parts.tsx';

const t = bonusTexts.promotions;

/** Promosyonlar: a site's promotions (grid, state filter), the editor with the player's preview, enable, order, delete or archive. */
export function PromotionsPage() {
  const client = useQueryClient();
  const notify = useNotice();
  const state = useGridState(['site', 'state'], { sort: 'sort', dir: 'asc' });
  const sites = useQuery({ queryKey: backofficeKeys.sites, queryFn: getSites });
  const siteId = Number(state.query.site) || sites.data?.[0]?.id;
  const refresh = () => client.invalidateQueries({ queryKey: backofficeKeys.grid('promotions') });
  const [editing, setEditing] = useState<StaffPromotion | 'new' | null>(null);
  const act = useMutation({
    mutationFn: async (a: { kind: 'active' | 'up' | 'down'; p: StaffPromotion }) => {
      if (!siteId) return;
      if (a.kind === 'active') await setPromotionActive(siteId, a.p.id, !a.p.is_active);
      else await movePromotion(siteId, a.p.id, a.kind === 'up' ? -1 : 1);
    },
    onSuccess: () => void refresh(),
    onError: (e) => notify({ type: 'error', text: failure(e) }),
  });
  const removal = useRemoval({
    mutationFn: (p: StaffPromotion) => removePromotion(siteId!, p.id),
    onSuccess: (r, p) => {
      notify({ type: 'success', text: t.removed(p.name, r.outcome) });
      void refresh();
    },
  });

  const columns: GridColumn<StaffPromotion>[] = [
    { id: 'sort', header: t.sort, accessorKey: 'sort', sortable: true, numeric: true },
    { id: 'id', header: 'ID', accessorKey: 'id', sortable: true, numeric: true },
    { id: 'name', header: t.name, accessorKey: 'name', sortable: true },
    {
      id: 'bonus_type',
      header: t.type,
      sortable: true,
      accessorFn: (p) => t.types[p.bonus_type] ?? p.bonus_type,
    },
    {
      id: 'state',
      header: t.state,
      accessorFn: (p) => t.states[p.archived_at ? 'archived' : !p.approved ? 'draft' : p.is_active ? 'active' : 'inactive'],
    },
    {
      id: 'approval',
      header: t.approval,
      accessorFn: (p) => (p.approved ? t.approvedBy(p.approved_by_name) : t.awaiting),
    },
    { id: 'bonuses', header: t.bonuses, accessorKey: 'bonuses', sortable: true, numeric: true },
    {
      id: 'actions',
      header: t.actions,
      cell: ({ row }) => {
        const p = row.original;
        if (p.archived_at) return null;
        return (
          <RowActions
            className="bo-row-actions"
            actions={[
              { label: t.edit, ariaLabel: `${t.edit}: ${p.name}`, onClick: () => setEditing(p) },
              { label: p.is_active ? t.disable : t.enable, ariaLabel: `${p.is_active ? t.disable : t.enable}: ${p.name}`, disabled: act.isPending, onClick: () => act.mutate({ kind: 'active', p }) },
              { label: '↑', ariaLabel: t.up(p.name), disabled: act.isPending, onClick: () => act.mutate({ kind: 'up', p }) },
              { label: '↓', ariaLabel: t.down(p.name), disabled: act.isPending, onClick: () => act.mutate({ kind: 'down', p }) },
              { label: t.remove, ariaLabel: `${t.remove}: ${p.name}`, tone: 'danger', onClick: () => removal.ask(p) },
            ]}
          />
        );
      },
    },
  ];

  return (
    <section aria-labelledby="bo-promotions-title">
      <h1 id="bo-promotions-title">{t.title}</h1>
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
      {siteId && (
        <DataGrid
          id="promotions"
          scope={siteId}
          caption={t.caption}
          columns={columns}
          state={state}
          rowKey={(p) => p.id}
          empty={t.empty}
          fetchPage={async (search, signal) => {
            const params = new URLSearchParams(search);
            params.delete('site');
            const r = await listPromotions(siteId, params.toString(), signal);
            return { rows: r.rows, total: r.total };
          }}
          toolbar={
            <div className="bo-filters">
              <div className="bo-field">
                <label htmlFor="bo-promotions-site">{t.site}</label>
                <select
                  id="bo-promotions-site"
                  value={String(siteId)}
                  onChange={(e) => state.setFilter('site', e.target.value)}
                >
                  {(sites.data ?? []).map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
              <FilterSelect
                id="bo-promotions-state"
                state={state}
                select={{ key: 'state', label: t.state, options: t.states }}
              />
            </div>
          }
        />
      )}
      <Dialog
        open={editing !== null}
        title={editing === 'new' ? t.editorNew : editing ? t.editorEdit(editing.name) : ''}
        onClose={() => setEditing(null)}
      >
        {editing !== null && siteId && (
          <PromotionEditor
            siteId={siteId}
            promotion={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(p) => {
              setEditing(null);
              notify({ type: 'success', text: t.saved(p.name) });
              void refresh();
            }}
          />
        )}
      </Dialog>
      <RemovalDialog
        removal={removal}
        title={(p) => t.removeTitle(p.name)}
        body={() => t.removeBody}
        confirmLabel={t.remove}
        resetOnClose
      />
    </section>
  );
}
