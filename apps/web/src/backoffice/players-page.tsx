import { useState } from 'react';
import { Link } from 'react-router';
import { apiGet } from '@/lib/api-client.ts';
import type { PlayerItem, PlayersReply } from './api.ts';
import { DataGrid, useGridState, type GridColumn } from './data-grid.tsx';
import { when } from './format.ts';
import { boTexts } from './texts.ts';

const t = boTexts.players;
const g = boTexts.grid;

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

/** Players: search by username, e-mail, phone, TC Kimlik or id, narrowed by status and KYC; each opens the player's page. */
export function PlayersPage() {
  const state = useGridState(['q', 'status', 'kyc_status']);
  const [text, setText] = useState(state.query.q ?? '');
  return (
    <section aria-labelledby="bo-players-title">
      <h1 id="bo-players-title">{t.title}</h1>
      <DataGrid
        id="players"
        caption={t.caption}
        columns={COLUMNS}
        state={state}
        rowKey={(p) => p.id}
        empty={t.empty}
        csvPath="players.csv"
        fetchPage={async (search, signal) => {
          const r = await apiGet<PlayersReply>(`admin/players?${search}`, signal);
          return { rows: r.players, total: r.total };
        }}
        toolbar={
          <form
            className="bo-filters"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              state.setFilter('q', text.trim());
            }}
          >
            <div className="bo-field">
              <label htmlFor="bo-players-q">{t.search}</label>
              <input
                id="bo-players-q"
                type="search"
                value={text}
                maxLength={100}
                aria-describedby="bo-players-q-hint"
                onChange={(e) => setText(e.target.value)}
              />
              <p id="bo-players-q-hint" className="bo-field__hint">
                {t.searchHint}
              </p>
            </div>
            <div className="bo-field">
              <label htmlFor="bo-players-status">{t.status}</label>
              <select
                id="bo-players-status"
                value={state.query.status ?? ''}
                onChange={(e) => state.setFilter('status', e.target.value)}
              >
                <option value="">{g.all}</option>
                <option value="active">{t.statusNames.active}</option>
                <option value="blocked">{t.statusNames.blocked}</option>
              </select>
            </div>
            <div className="bo-field">
              <label htmlFor="bo-players-kyc">{t.kyc}</label>
              <select
                id="bo-players-kyc"
                value={state.query.kyc_status ?? ''}
                onChange={(e) => state.setFilter('kyc_status', e.target.value)}
              >
                <option value="">{g.all}</option>
                {Object.entries(boTexts.kycStatus).map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="bo-button bo-button--primary">
              {g.search}
            </button>
          </form>
        }
      />
    </section>
  );
}
