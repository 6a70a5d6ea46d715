import { MAX_ROW_ID } from '@app/shared/api/common.ts';
import { staffMessages } from '@app/shared/api/staff.ts';
import { type staffPlayersQuery } from '@app/shared/api/account.ts';
import type { z } from 'zod';
import { kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { notFound } from '../../lib/errors.ts';
import { endAllSessions } from '../../plugins/session.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import { endPlayerGameSessions } from '../games/games.service.ts';
import { playerBalances } from '../wallet/ledger.ts';
import { staffView } from '../responsible/responsible.service.ts';
import { openFlagsOf } from '../aml/aml.service.ts';
import { orderBy, page } from '../../lib/grid.ts';
import { CSV_MAX_ROWS, toCsv } from '../../lib/csv.ts';
import * as q from './account.staff.queries.ts';

/** The staff's view of players: search, a player's page, block and unblock. */

const iso = <T extends { created_at: Date }>(row: T) => ({ ...row, created_at: row.created_at.toISOString() });

export type PlayerSearchInput = z.output<typeof staffPlayersQuery>;

/**
 * Search by username, e-mail (parts of either), phone (its digits, with or without the leading 0 or
 * +90), TC Kimlik (its first digits) or id (exactly), narrowed by status and KYC state, in the grid's
 * order. An empty search lists every player. One page and the count of all matches.
 */
export async function searchPlayers(db: Db, input: PlayerSearchInput) {
  const text = input.q.trim();
  const digits = text.replace(/[\s()+-]/g, '');
  const numeric = /^\d+$/.test(digits) ? digits : '';
  const id = /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ROW_ID ? Number(text) : null;
  const phoneDigits = numeric.length >= 4 ? numeric.replace(/^(90(?=\d{10}$)|0)/, '') : '';
  const rows = await q.searchPlayers(db, {
    text,
    phoneDigits,
    tcDigits: numeric.length >= 4 ? numeric : '',
    id,
    status: input.status ?? null,
    kycStatus: input.kyc_status ?? null,
    orderBy: orderBy(q.PLAYER_SORT_SQL, input.sort, input.dir, 'p.id', 'p.id'),
    limit: input.limit,
    offset: input.offset,
  });
  return page(rows, ({ total_count: _, ...row }) => iso(row));
}

/** Every player the search matches (up to CSV_MAX_ROWS), as CSV. */
export async function playersCsv(db: Db, input: Omit<PlayerSearchInput, 'limit' | 'offset'>) {
  const { rows } = await searchPlayers(db.reports, { ...input, limit: CSV_MAX_ROWS, offset: 0 });
  const k = { none: 'Yok', pending: 'İncelemede', verified: 'Doğrulandı', rejected: 'Reddedildi' } as const;
  return toCsv<(typeof rows)[number]>(
    [
      { header: 'ID', value: (r) => r.id },
      { header: 'Kullanıcı adı', value: (r) => r.username },
      { header: 'Ad', value: (r) => r.first_name },
      { header: 'Soyad', value: (r) => r.last_name },
      { header: 'E-posta', value: (r) => r.email },
      { header: 'Telefon', value: (r) => r.phone },
      { header: 'TC Kimlik', value: (r) => r.tc },
      { header: 'Durum', value: (r) => (r.status === 'active' ? 'Aktif' : 'Engelli') },
      { header: 'Kimlik', value: (r) => k[r.kyc_status] },
      { header: 'Kayıt tarihi', value: (r) => r.created_at },
    ],
    rows,
  );
}

/** A player's page: who they are, their state, KYC and balances (lira). */
export async function findPlayer(db: Db, id: number) {
  const row = await q.findPlayer(db, id);
  if (!row) throw notFound(staffMessages.playerNotFound);
  const b = await playerBalances(db, id);
  return {
    ...iso(row),
    balances: { cash: kurusToLira(b.cash), bonus: kurusToLira(b.bonus), withdraw_hold: kurusToLira(b.withdraw_hold) },
    responsible: await staffView(db, id),
    aml_flags: await openFlagsOf(db, id),
  };
}

/**
 * Blocks or unblocks a player. Blocking ends their site sessions and their open game sessions in the
 * same transaction (login is refused while blocked, and the wallet refuses their bets); audited with
 * the reason. A player already in that state is answered as is, and nothing is written.
 */
export async function blockPlayer(db: Db, actor: Actor, id: number, block: boolean, reason: string) {
  await inTransaction(db, async (tx) => {
    const before = await q.lockPlayerStatus(tx, id);
    if (!before) throw notFound(staffMessages.playerNotFound);
    const status = block ? 'blocked' : 'active';
    if (before.status === status) return;
    await q.setPlayerStatus(tx, id, status);
    if (block) {
      await endAllSessions(tx, id);
      await endPlayerGameSessions(tx, id);
    }
    await audit(tx, actor, {
      action: block ? 'player.block' : 'player.unblock',
      entityType: 'player',
      entityId: id,
      before: { status: before.status },
      after: { status, reason },
    });
  });
  return findPlayer(db, id);
}
