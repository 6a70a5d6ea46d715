import type { RowData } from '@tanstack/react-table';
import { kycFileUrl } from '@/backoffice/ui/api.ts';
import { DataGrid, useGridState, type GridColumn } from '@/backoffice/ui/data-grid.tsx';
import { money, when } from '@/backoffice/ui/format.ts';
import {
  getPlayerPart,
  type BonusRow,
  type DepositRow,
  type KycRow,
  type LedgerRow,
  type LoginRow,
  type MessageRow,
  type NoteRow,
  type RoundRow,
  type WithdrawalRow,
} from '@/backoffice/features/players/api/player-api.ts';
import { boTexts } from '@/backoffice/ui/texts.ts';
import { playersTexts } from '@/backoffice/features/players/texts.ts';
import { FilterSelect } from '@/backoffice/ui/queue-filters.tsx';

const t = playersTexts.playerPage;
const col = t.columns;
const status = (s: string) => t.statuses[s] ?? s;
const time = <T extends { created_at: string }>(): GridColumn<T> => ({
  id: 'created_at',
  header: col.time,
  sortable: true,
  accessorFn: (r) => when(r.created_at),
});
const signed = (lira: number) => (lira > 0 ? `+${money(lira)}` : money(lira));

const LEDGER: GridColumn<LedgerRow>[] = [
  time(),
  { id: 'kind', header: col.kind, sortable: true, accessorFn: (r) => t.kinds[r.kind] ?? r.kind },
  { id: 'description', header: col.description, accessorKey: 'description' },
  { id: 'account', header: col.account, accessorFn: (r) => t.accounts[r.account] ?? r.account },
  { id: 'amount', header: col.amount, sortable: true, numeric: true, accessorFn: (r) => signed(r.amount) },
  {
    id: 'running_balance',
    header: col.runningBalance,
    numeric: true,
    accessorFn: (r) => money(r.running_balance),
  },
];

const DEPOSITS: GridColumn<DepositRow>[] = [
  time(),
  { id: 'amount', header: col.amount, sortable: true, numeric: true, accessorFn: (r) => money(r.amount) },
  { id: 'status', header: col.status, sortable: true, accessorFn: (r) => status(r.status) },
  { id: 'reference_code', header: col.reference, accessorKey: 'reference_code' },
  { id: 'sender_name', header: col.sender, accessorKey: 'sender_name' },
  { id: 'reject_reason', header: col.reason, accessorKey: 'reject_reason' },
];

const WITHDRAWALS: GridColumn<WithdrawalRow>[] = [
  time(),
  { id: 'amount', header: col.amount, sortable: true, numeric: true, accessorFn: (r) => money(r.amount) },
  { id: 'status', header: col.status, sortable: true, accessorFn: (r) => status(r.status) },
  {
    id: 'account_name',
    header: col.holder,
    cell: ({ row }) => (
      <>
        {row.original.account_name}
        {row.original.name_mismatch && (
          <span className="bo-tag bo-tag--rejected bo-tag--inline">{t.mismatch}</span>
        )}
      </>
    ),
  },
  { id: 'bank_name', header: col.bank, accessorKey: 'bank_name' },
  { id: 'iban', header: col.iban, cell: ({ row }) => <span className="bo-code">{row.original.iban}</span> },
  { id: 'paid_at', header: col.paidAt, accessorFn: (r) => when(r.paid_at) },
  { id: 'reject_reason', header: col.reason, accessorKey: 'reject_reason' },
];

const BONUSES: GridColumn<BonusRow>[] = [
  time(),
  { id: 'name', header: col.name, accessorKey: 'name' },
  { id: 'amount', header: col.amount, sortable: true, numeric: true, accessorFn: (r) => money(r.amount) },
  { id: 'status', header: col.status, sortable: true, accessorFn: (r) => status(r.status) },
  {
    id: 'wagering',
    header: col.wagering,
    numeric: true,
    accessorFn: (r) => `${money(r.wagered)} / ${money(r.wager_required)}`,
  },
  { id: 'converted', header: col.converted, numeric: true, accessorFn: (r) => money(r.converted) },
];

/** An in-house round's seed pair and nonce, and the server seed once it is revealed. */
function Fairness({ round }: { round: RoundRow }) {
  const f = round.fairness;
  if (!f) return <span className="bo-muted">{t.noFairness}</span>;
  return (
    <dl className="bo-pairs bo-small bo-fair">
      <dt>{t.seedHash}</dt>
      <dd className="bo-code">{f.server_seed_hash}</dd>
      <dt>{t.clientSeed}</dt>
      <dd className="bo-code">{f.client_seed}</dd>
      <dt>{t.nonce}</dt>
      <dd>{f.nonce}</dd>
      <dt>{t.serverSeed}</dt>
      <dd className={f.server_seed ? 'bo-code' : 'bo-muted'}>{f.server_seed ?? t.notRevealed}</dd>
    </dl>
  );
}

const ROUNDS: GridColumn<RoundRow>[] = [
  time(),
  { id: 'game', header: col.game, accessorFn: (r) => `${r.game_name} (${r.provider})` },
  {
    id: 'round_id',
    header: col.round,
    cell: ({ row }) => <span className="bo-code">{row.original.round_id}</span>,
  },
  { id: 'total_bet', header: col.bet, sortable: true, numeric: true, accessorFn: (r) => money(r.total_bet) },
  { id: 'total_win', header: col.win, sortable: true, numeric: true, accessorFn: (r) => money(r.total_win) },
  { id: 'status', header: col.status, accessorFn: (r) => status(r.status) },
  { id: 'fairness', header: col.fairness, cell: ({ row }) => <Fairness round={row.original} /> },
];

const LOGINS: GridColumn<LoginRow>[] = [
  time(),
  {
    id: 'success',
    header: col.success,
    sortable: true,
    cell: ({ row }) => (
      <span className={`bo-tag bo-tag--${row.original.success ? 'verified' : 'rejected'}`}>
        {row.original.success ? t.loginOk : t.loginFailed}
      </span>
    ),
  },
  {
    id: 'ip',
    header: col.ip,
    sortable: true,
    cell: ({ row }) => <span className="bo-code">{row.original.ip}</span>,
  },
  { id: 'location', header: col.location, accessorKey: 'location' },
  {
    id: 'user_agent',
    header: col.userAgent,
    cell: ({ row }) => <span className="bo-small">{row.original.user_agent}</span>,
  },
];

const MESSAGES: GridColumn<MessageRow>[] = [
  time(),
  {
    id: 'direction',
    header: col.direction,
    accessorFn: (r) => (r.direction === 'in' ? t.incoming : t.outgoing),
  },
  { id: 'subject', header: col.subject, accessorKey: 'subject' },
  { id: 'body', header: col.body, cell: ({ row }) => <span className="bo-pre">{row.original.body}</span> },
  { id: 'staff', header: col.staff, accessorFn: (r) => r.staff_username ?? '' },
];

const NOTES: GridColumn<NoteRow>[] = [
  time(),
  { id: 'staff', header: col.staff, accessorKey: 'staff_username' },
  { id: 'body', header: col.note, cell: ({ row }) => <span className="bo-pre">{row.original.body}</span> },
];

function kycColumns(documents: boolean): GridColumn<KycRow>[] {
  const docs = boTexts.kycDocs;
  return [
    time(),
    { id: 'status', header: col.status, sortable: true, accessorFn: (r) => status(r.status) },
    { id: 'reject_reason', header: col.reason, accessorKey: 'reject_reason' },
    { id: 'decided_by', header: col.decidedBy, accessorFn: (r) => r.decided_by_username ?? '' },
    ...(documents
      ? [
          {
            id: 'documents',
            header: col.documents,
            cell: ({ row }) => (
              <span className="bo-links">
                {Object.entries(docs).map(([doc, label]) => (
                  <a key={doc} href={kycFileUrl(row.original.id, doc)} target="_blank" rel="noreferrer">
                    {label}
                  </a>
                ))}
              </span>
            ),
          } satisfies GridColumn<KycRow>,
        ]
      : []),
  ];
}

/** One grid of the player's record over its own route (`part`), scoped to the player. */
function PartGrid<T extends RowData>({
  playerId,
  part,
  columns,
  rowKey,
  csv,
  filters = [],
  toolbar,
}: {
  playerId: number;
  part: keyof typeof t.captions;
  columns: GridColumn<T>[];
  rowKey: (row: T) => number;
  csv?: boolean;
  filters?: string[];
  toolbar?: (state: ReturnType<typeof useGridState>) => React.ReactNode;
}) {
  const state = useGridState(filters);
  return (
    <DataGrid
      id={`player-${part}`}
      scope={playerId}
      caption={t.captions[part]}
      columns={columns}
      state={state}
      rowKey={rowKey}
      empty={t.empty}
      csvPath={csv ? `players/${playerId}/${part}.csv` : undefined}
      toolbar={toolbar?.(state)}
      fetchPage={(search, signal) => getPlayerPart<T>(playerId, part, search, signal)}
    />
  );
}

const byId = (r: { id: number }) => r.id;

export function LedgerGrid({ playerId }: { playerId: number }) {
  return (
    <PartGrid
      playerId={playerId}
      part="ledger"
      columns={LEDGER}
      rowKey={byId}
      csv
      filters={['account']}
      toolbar={(state) => (
        <div className="bo-filters">
          <FilterSelect
            id="bo-ledger-account"
            state={state}
            select={{ key: 'account', label: col.account, options: t.accounts }}
            allLabel={t.allAccounts}
          />
        </div>
      )}
    />
  );
}

export const DepositsGrid = ({ playerId }: { playerId: number }) => (
  <PartGrid playerId={playerId} part="deposits" columns={DEPOSITS} rowKey={byId} />
);
export const WithdrawalsGrid = ({ playerId }: { playerId: number }) => (
  <PartGrid playerId={playerId} part="withdrawals" columns={WITHDRAWALS} rowKey={byId} />
);
export const BonusesGrid = ({ playerId }: { playerId: number }) => (
  <PartGrid playerId={playerId} part="bonuses" columns={BONUSES} rowKey={byId} />
);
export const RoundsGrid = ({ playerId }: { playerId: number }) => (
  <PartGrid playerId={playerId} part="rounds" columns={ROUNDS} rowKey={byId} />
);
export const LoginsGrid = ({ playerId }: { playerId: number }) => (
  <PartGrid playerId={playerId} part="logins" columns={LOGINS} rowKey={byId} csv />
);
export const MessagesGrid = ({ playerId }: { playerId: number }) => (
  <PartGrid playerId={playerId} part="messages" columns={MESSAGES} rowKey={byId} />
);
export const KycGrid = ({ playerId, documents }: { playerId: number; documents: boolean }) => (
  <PartGrid playerId={playerId} part="kyc" columns={kycColumns(documents)} rowKey={byId} />
);
export const NotesGrid = ({ playerId }: { playerId: number }) => (
  <PartGrid playerId={playerId} part="notes" columns={NOTES} rowKey={byId} />
);
