import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BANNER_DEVICES, BANNER_PAGES, BANNER_POSITIONS } from '@app/shared/api/site.ts';
import { BannerForm } from './banner-form.tsx';
import { BannerOrder } from './banner-order.tsx';
import {
  deleteBanner,
  getBanners,
  previewUrl,
  setBannerActive,
  type StaffBanner,
} from '@/backoffice/features/content/api/content-api.ts';
import { ContentHead, useContentSite } from './content-site.tsx';
import { DataGrid, useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { RemovalDialog, useRemoval, useRowSwitch } from '@/backoffice/ui/row-mutations.tsx';
import { when } from '@/backoffice/ui/format.ts';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import { EditSwitchRemove } from '@/backoffice/ui/parts.tsx';
import { GridFilters, StatusTag, type GridSelect } from '@/backoffice/ui/queue-filters.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { contentTexts } from '@/backoffice/features/content/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = contentTexts.content.banners;
const c = boTexts.common;

/** The grid's choices in the shared order of their values (the names only label them). */
const choice = (
  key: string,
  label: string,
  values: readonly string[],
  names: Record<string, string>,
): GridSelect => ({
  key,
  label,
  options: Object.fromEntries(values.map((v) => [v, names[v] ?? v])),
});

const filterSelects: GridSelect[] = [
  choice('page', t.page, BANNER_PAGES, t.pageNames),
  choice('device', t.device, BANNER_DEVICES, t.deviceNames),
  choice('position', t.position, BANNER_POSITIONS, t.positionNames),
  choice('status', t.status, Object.keys(t.statusNames), t.statusNames),
];

/**
 * Banners of the chosen site: the grid (filters page, device, position, status), a form dialog to
 * create or edit one (image upload with a preview, schedule), enable/disable, delete, and the order
 * of a page/device/position by drag or keyboard. The player site shows a change at once.
 */
export function BannersPage() {
  const state = useGridState(['site_id', 'q', 'page', 'device', 'position', 'status']);
  const { site, picker } = useContentSite(state);
  const client = useQueryClient();
  const notify = useNotice();
  const [editing, setEditing] = useState<StaffBanner | 'new' | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: backofficeKeys.grid('banners') });
    void client.invalidateQueries({ queryKey: backofficeKeys.bannerGroups });
  };
  const toggle = useRowSwitch(
    (b: StaffBanner) => setBannerActive(site!, b.id, !b.is_active),
    (r) => (r.banner.is_active ? t.enabled(r.banner.title) : t.disabled(r.banner.title)),
    refresh,
  );
  const removal = useRemoval({
    mutationFn: (b: StaffBanner) => deleteBanner(site!, b.id),
    onSuccess: (_r, b) => notify({ type: 'success', text: t.removed(b.title) }),
    onSettled: refresh,
  });
  const askRemoval = removal.ask;

  const columns = useMemo<GridColumn<StaffBanner>[]>(
    () => [
      { id: 'id', header: 'ID', accessorKey: 'id', sortable: true, numeric: true },
      {
        id: 'image',
        header: t.image,
        cell: ({ row }) => (
          <img className="bo-thumb" src={previewUrl(site ?? '', row.original.image_desktop)} alt="" />
        ),
      },
      { id: 'title', header: t.bannerTitle, accessorKey: 'title', sortable: true, rowHeader: true },
      { id: 'page', header: t.page, sortable: true, accessorFn: (r) => t.pageNames[r.page] },
      { id: 'device', header: t.device, sortable: true, accessorFn: (r) => t.deviceNames[r.device] },
      { id: 'position', header: t.position, sortable: true, accessorFn: (r) => t.positionNames[r.position] },
      { id: 'sort', header: t.order, accessorKey: 'sort', sortable: true, numeric: true },
      {
        id: 'status',
        header: t.status,
        cell: ({ row }) => <StatusTag status={row.original.status} names={t.statusNames} />,
      },
      { id: 'starts_at', header: t.startsAt, sortable: true, accessorFn: (r) => when(r.starts_at) },
      { id: 'ends_at', header: t.endsAt, sortable: true, accessorFn: (r) => when(r.ends_at) },
      {
        id: 'actions',
        header: c.actions,
        cell: ({ row }) => (
          <EditSwitchRemove
            name={row.original.title}
            on={row.original.is_active}
            texts={{ ...t, turnOff: t.disable, turnOffLabel: t.disableLabel, turnOn: t.enable, turnOnLabel: t.enableLabel }}
            switching={toggle.isPending}
            onEdit={() => setEditing(row.original)}
            onSwitch={() => toggle.mutate(row.original)}
            onRemove={() => askRemoval(row.original)}
          />
        ),
      },
    ],
    [site, toggle, askRemoval],
  );

  return (
    <section aria-labelledby="bo-banners-title">
      <h1 id="bo-banners-title">{t.title}</h1>
      <ContentHead picker={picker} site={site} addLabel={t.add} onAdd={() => setEditing('new')} />
      {site && (
        <>
          <DataGrid
            id={'banners'}
            caption={t.caption}
            columns={columns}
            state={state}
            rowKey={(r) => r.id}
            empty={t.empty}
            fetchPage={(search, signal) => getBanners(search, signal)}
            toolbar={
              <GridFilters
                idPrefix="bo-banners"
                state={state}
                search={{ label: t.search }}
                selects={filterSelects}
              />
            }
          />
          <BannerOrder key={site} site={site} />
          <BannerForm
            open={editing !== null}
            site={site}
            banner={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(b) => {
              notify({ type: 'success', text: t.created(b.title) });
              setEditing(null);
              refresh();
            }}
          />
          <RemovalDialog
            removal={removal}
            title={() => t.removeTitle}
            body={(b) => t.removeBody(b.title)}
            confirmLabel={t.remove}
          />
        </>
      )}
    </section>
  );
}
