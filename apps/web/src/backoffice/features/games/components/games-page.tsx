import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getProviders } from '@/backoffice/ui/lookups.ts';
import { listGames, type StaffGame, updateGame } from '@/backoffice/features/games/api/games-api.ts';
import { useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { GridPageSection } from '@/backoffice/ui/grid-page.tsx';
import { failure } from '@/backoffice/ui/format.ts';
import { useNotice } from '@/backoffice/ui/notice.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { FilterSelect } from '@/backoffice/ui/queue-filters.tsx';
import { gamesTexts } from '@/backoffice/features/games/texts.ts';
import { CategoriesSection } from './categories-section.tsx';
import { backofficeKeys } from '@/backoffice/ui/query-keys.ts';

const t = gamesTexts.games;
const FLAGS = [
  ['is_featured', t.featured, 'featured'],
  ['is_new', t.isNew, 'new'],
  ['is_hot', t.hot, 'hot'],
  ['is_active', t.active, 'active'],
] as const;

/** Oyunlar: the installation's games, filtered; the flags (featured, new, hot), active and order edited in the grid; launch counts read-only. */
export function GamesPage() {
  const client = useQueryClient();
  const notify = useNotice();
  const state = useGridState(['q', 'provider', 'type', 'featured', 'new', 'hot', 'active']);
  const providers = useQuery({ queryKey: backofficeKeys.providers, queryFn: getProviders, retry: false });
  const change = useMutation({
    mutationFn: ({ game, patch }: { game: StaffGame; patch: Parameters<typeof updateGame>[1] }) =>
      updateGame(game.id, patch),
    onSuccess: (r) => {
      notify({ type: 'success', text: t.saved(r.game.name) });
      void client.invalidateQueries({ queryKey: backofficeKeys.grid('games') });
    },
    onError: (e) => notify({ type: 'error', text: failure(e) }),
  });

  const columns: GridColumn<StaffGame>[] = [
    {
      id: 'sort',
      header: t.sort,
      sortable: true,
      cell: ({ row }) => {
        const g = row.original;
        return (
          <input
            className="bo-sort-input"
            type="number"
            min={0}
            step={1}
            defaultValue={g.sort}
            aria-label={t.sortOf(g.name)}
            onBlur={(e) => {
              const sort = Number(e.target.value);
              if (Number.isInteger(sort) && sort !== g.sort) change.mutate({ game: g, patch: { sort } });
            }}
          />
        );
      },
    },
    { id: 'name', header: t.name, accessorKey: 'name', sortable: true },
    { id: 'provider', header: t.provider, accessorKey: 'provider_name', sortable: true },
    { id: 'type', header: t.type, sortable: true, accessorFn: (g) => t.types[g.type] ?? g.type },
    ...FLAGS.map(([key, label]): GridColumn<StaffGame> => ({
      id: key,
      header: label,
      cell: ({ row }) => {
        const g = row.original;
        return (
          <label className="bo-flag">
            <input
              type="checkbox"
              checked={g[key]}
              disabled={change.isPending}
              aria-label={t.toggle(label, g.name)}
              onChange={(e) => change.mutate({ game: g, patch: { [key]: e.target.checked } })}
            />
            <span className="bo-flag__name" aria-hidden="true">
              {label}
            </span>
          </label>
        );
      },
    })),
    { id: 'launch_count', header: t.launches, accessorKey: 'launch_count', sortable: true, numeric: true },
  ];

  const flagFilter = (name: string, label: string) => (
    <FilterSelect
      key={name}
      id={`bo-games-${name}`}
      state={state}
      select={{ key: name, label, options: { true: t.yes, false: t.no } }}
    />
  );

  return (
    <GridPageSection
      titleId="bo-games-title"
      texts={t}
      after={<CategoriesSection />}
      id="games"
      columns={columns}
      state={state}
      fetchPage={(search, signal) => listGames(search, signal)}
      toolbar={
        <div className="bo-filters">
          <div className="bo-field">
            <label htmlFor="bo-games-q">{t.search}</label>
            <input
              id="bo-games-q"
              defaultValue={state.query.q ?? ''}
              onChange={(e) => state.setFilter('q', e.target.value)}
            />
          </div>
          <div className="bo-field">
            <label htmlFor="bo-games-provider">{t.provider}</label>
            <select
              id="bo-games-provider"
              value={state.query.provider ?? ''}
              onChange={(e) => state.setFilter('provider', e.target.value)}
            >
              <option value="">{boTexts.grid.all}</option>
              {(providers.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <FilterSelect
            id="bo-games-type"
            state={state}
            select={{ key: 'type', label: t.type, options: t.types }}
          />
          {flagFilter('featured', t.featured)}
          {flagFilter('new', t.isNew)}
          {flagFilter('hot', t.hot)}
          {flagFilter('active', t.active)}
        </div>
      }
    />
  );
}
