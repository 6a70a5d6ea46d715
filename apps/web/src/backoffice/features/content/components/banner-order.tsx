import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GripVertical } from 'lucide-react';
import { useId, useState } from 'react';
import { BANNER_DEVICES, BANNER_PAGES, BANNER_POSITIONS } from '@app/shared/api/site.ts';
import { getBanners, previewUrl, reorderBanners, type StaffBanner } from '@/backoffice/features/content/api/content-api.ts';
import { failure } from '@/backoffice/ui/format.ts';
import { ErrorNote, useNotice } from '@/backoffice/ui/notice.tsx';
import { contentTexts } from '@/backoffice/features/content/texts.ts';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = contentTexts.content.banners;

function Item({ banner, site }: { banner: StaffBanner; site: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: banner.id });
  return (
    <li ref={setNodeRef} className={`bo-sortable__item${isDragging ? ' is-dragging' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" ref={setActivatorNodeRef} className="bo-button bo-sortable__handle" aria-label={t.handle(banner.title)} {...attributes} {...listeners}>
        <GripVertical size={18} aria-hidden="true" />
      </button>
      <img src={previewUrl(site, banner.image_desktop)} alt="" className="bo-sortable__thumb" />
      <span className="bo-sortable__title">{banner.title}</span>
      <span className="bo-tag">{t.statusNames[banner.status]}</span>
    </li>
  );
}

/**
 * The order of one page/device/position's banners: drag with the pointer, or with the keyboard (the
 * handle, Space to lift, arrows to move, Space to drop, Escape to cancel); a screen reader hears
 * each step in Turkish. Saved with one call (the ids in their new order).
 */
export function BannerOrder({ site }: { site: string }) {
  const uid = useId();
  const [group, setGroup] = useState({ page: 'home', device: 'desktop', position: 'main' });
  const [draft, setDraft] = useState<StaffBanner[] | null>(null);
  const client = useQueryClient();
  const notify = useNotice();
  const key = `${group.page}:${group.device}:${group.position}`;
  const list = useQuery({
    queryKey: backofficeKeys.bannerGroup(site, key),
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({ site_id: site, ...group, sort: 'sort', dir: 'asc', limit: '200' });
      return (await getBanners(search.toString(), signal)).rows;
    },
  });
  const items = draft ?? list.data ?? [];
  const save = useMutation({
    mutationFn: () => reorderBanners(site, group, items.map((b) => b.id)),
    onSuccess: () => {
      notify({ type: 'success', text: t.orderSaved });
      setDraft(null);
    },
    onError: (e) => notify({ type: 'error', text: failure(e) }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: backofficeKeys.bannerGroup(site, key) });
      void client.invalidateQueries({ queryKey: backofficeKeys.grid('banners') });
    },
  });
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: string | number) => items.find((b) => b.id === Number(id))?.title ?? '';
  const posOf = (id: string | number) => items.findIndex((b) => b.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dnd.start(titleOf(active.id), posOf(active.id)),
    onDragOver: ({ active, over }) => (over ? t.dnd.over(titleOf(active.id), posOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (over ? t.dnd.end(titleOf(active.id), posOf(over.id)) : t.dnd.cancel(titleOf(active.id))),
    onDragCancel: ({ active }) => t.dnd.cancel(titleOf(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((b) => b.id === active.id);
    const to = items.findIndex((b) => b.id === over.id);
    setDraft(arrayMove(items, from, to));
  };
  const select = (name: 'page' | 'device' | 'position', label: string, values: readonly string[], names: Record<string, string>) => (
    <div className="bo-field">
      <label htmlFor={`${uid}-${name}`}>{label}</label>
      <select
        id={`${uid}-${name}`}
        value={group[name]}
        onChange={(e) => {
          setDraft(null);
          setGroup((g) => ({ ...g, [name]: e.target.value }));
        }}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {names[v] ?? v}
          </option>
        ))}
      </select>
    </div>
  );
  const groupName = `${t.pageNames[group.page]} · ${t.deviceNames[group.device]} · ${t.positionNames[group.position]}`;

  return (
    <section className="bo-card bo-sortable" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{t.ordering}</h2>
      <p id={`${uid}-hint`} className="bo-field__hint">
        {t.orderingHint}
      </p>
      <div className="bo-filters">
        {select('page', t.page, BANNER_PAGES, t.pageNames)}
        {select('device', t.device, BANNER_DEVICES, t.deviceNames)}
        {select('position', t.position, BANNER_POSITIONS, t.positionNames)}
      </div>
      {list.isError && (
        <ErrorNote>{failure(list.error)}</ErrorNote>
      )}
      {items.length === 0 && list.isSuccess ? (
        <p>{t.orderEmpty}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t.dnd.instructions } }}
        >
          <SortableContext items={items.map((b) => b.id)} strategy={verticalListSortingStrategy}>
            <ol className="bo-sortable__list" aria-label={t.orderingList(groupName)} aria-describedby={`${uid}-hint`}>
              {items.map((b) => (
                <Item key={b.id} banner={b} site={site} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <button type="button" className="bo-button bo-button--primary" disabled={!draft || save.isPending} onClick={() => save.mutate()}>
        {t.saveOrder}
      </button>
    </section>
  );
}
