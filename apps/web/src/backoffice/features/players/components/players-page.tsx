import { Link } from 'react-router';
import type { PlayerItem, PlayersReply } from '@/backoffice/features/players/api/player-api.ts';
import { useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { GridPageSection, listFetcher } from '@/backoffice/ui/grid-page.tsx';
import { when } from '@/backoffice/ui/format.ts';
import { GridFilters } from '@/backoffice/ui/queue-filters.tsx';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { playersTexts } from '@/backoffice/features/players/texts.ts';

const t = playersTexts.players;

const COLUMNS: GridColumn<PlayerItem>[] = [
  { id: 'id', header: 'ID', accessorKey: 'id', sortable: true, numeric: true },
  {
    id: 'username',
    header: t.username,
    sortable: true,
    cell: ({ row }) => <Link to={`/players/${row.original.id}`}>{row.original.username}</Link>,
  },
  { id: 'name', header: t.name, sortable: true, accessorFn: (p) => `${p.first_name} ${p.last_name}` },
  { id: 'email', header: t.email, accessorKey: 'email' },
  { id: 'phone', header: t.phone, accessorKey: 'phone' },
  { id: 'tc', header: t.tc, accessorKey: 'tc' },
  { id: 'status', header: t.status, sortable: true, accessorFn: (p) => t.statusNames[p.status] },
  { id: 'kyc_status', header: t.kyc, sortable: true, accessorFn: (p) => boTexts.kycStatus[p.kyc_status] },
  { id: 'created_at', header: t.createdAt, sortable: true, accessorFn: (p) => when(p.created_at) },
];

const fetchPlayers = listFetcher<PlayersReply, 'players'>('admin/players', 'players');

/** Players: search by username, e-mail, phone, TC Kimlik or id, narrowed by status and KYC; each opens the player's page. */
export function PlayersPage() {
  const state = useGridState(['q', 'status', 'kyc_status']);
  return (
    <GridPageSection
      titleId="bo-players-title"
      texts={t}
      id="players"
      columns={COLUMNS}
      state={state}
      csvPath="players.csv"
      fetchPage={fetchPlayers}
      toolbar={
        <GridFilters
          idPrefix="bo-players"
          state={state}
          search={{ label: t.search, hint: t.searchHint }}
          selects={[
            { key: 'status', label: t.status, options: t.statusNames },
            { key: 'kyc_status', label: t.kyc, options: boTexts.kycStatus },
          ]}
        />
      }
    />
  );
}
