import type { z } from 'zod';
import { staffMessages } from '@app/shared/api/staff.ts';
import type {
  staffLedgerQuery,
  staffPlayerBonusesQuery,
  staffPlayerDepositsQuery,
  staffPlayerKycQuery,
  staffPlayerLoginsQuery,
  staffPlayerMessagesQuery,
  staffPlayerNotesQuery,
  staffPlayerRoundsQuery,
  staffPlayerWithdrawalsQuery,
} from '@app/shared/api/account.ts';
import { kurusToLira } from '@app/shared/money.ts';
import { PLAYER_ACCOUNT_NAMES, POSTING_KIND_NAMES } from '@app/shared/posting-kinds.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { notFound } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import type { StaffActor } from '../../plugins/staff-routes.ts';
import { orderBy, page } from '../../lib/grid.ts';
import { CSV_MAX_ROWS, toCsv } from '../../lib/csv.ts';
import * as q from './player-page.queries.ts';

/**
 * The staff's player page: the grids of one player's record (ledger with running balances,
 * deposits, withdrawals, bonuses, game rounds with their fairness data, logins, messages, KYC
 * submissions, staff notes) and adding a note. Every list is scoped by the player's id; an unknown
 * player is a 404. Money in lira, times as ISO text.
 */
const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const lira = (k: bigint) => kurusToLira(k);

type Paged = { limit: number; offset: number; sort?: string | undefined; dir: 'asc' | 'desc' };

async function scoped(db: Db, playerId: number, input: Paged, columns: Readonly<Record<string, string>>, tieBreak: string): Promise<q.GridPage> {
  if (!(await q.playerExists(db, playerId))) throw notFound(staffMessages.playerNotFound);
  return {
    playerId,
    orderBy: orderBy(columns, input.sort, input.dir, columns.created_at!, tieBreak),
    limit: input.limit,
    offset: input.offset,
  };
}


export async function playerLedger(db: Db, playerId: number, input: z.output<typeof staffLedgerQuery>) {
  const p = await scoped(db, playerId, input, q.LEDGER_SORT_SQL, 'e.id');
  const rows = await q.listLedger(db, { ...p, account: input.account ?? null });
  return page(rows, (r) => ({
    id: Number(r.id),
    transaction_id: Number(r.transaction_id),
    created_at: iso(r.created_at),
    kind: r.kind,
    description: r.description,
    account: r.account,
    amount: lira(r.amount),
    running_balance: lira(r.running_balance),
  }));
}

/** The player's ledger (up to CSV_MAX_ROWS entries, the grid's filter and order) as CSV. */
export async function playerLedgerCsv(db: Db, playerId: number, input: Omit<z.output<typeof staffLedgerQuery>, 'limit' | 'offset'>) {
  const { rows } = await playerLedger(db.reports, playerId, { ...input, limit: CSV_MAX_ROWS, offset: 0 });
  return toCsv<(typeof rows)[number]>(
    [
      { header: 'Kayıt', value: (r) => r.id },
      { header: 'İşlem', value: (r) => r.transaction_id },
      { header: 'Tarih', value: (r) => r.created_at },
      { header: 'Tür', value: (r) => POSTING_KIND_NAMES[r.kind] ?? r.kind },
      { header: 'Açıklama', value: (r) => r.description },
      { header: 'Hesap', value: (r) => PLAYER_ACCOUNT_NAMES[r.account] },
      { header: 'Tutar', value: (r) => r.amount },
      { header: 'Bakiye', value: (r) => r.running_balance },
    ],
    rows,
  );
}

export async function playerDeposits(db: Db, playerId: number, input: z.output<typeof staffPlayerDepositsQuery>) {
  const p = await scoped(db, playerId, input, q.DEPOSIT_SORT_SQL, 'd.id');
  return page(await q.listDeposits(db, { ...p, status: input.status ?? null }), (r) => ({
    id: Number(r.id),
    amount: lira(r.amount),
    sender_name: r.sender_name,
    reference_code: r.reference_code,
    status: r.status,
    reject_reason: r.reject_reason,
    created_at: iso(r.created_at),
    decided_at: isoOrNull(r.decided_at),
  }));
}

export async function playerWithdrawals(db: Db, playerId: number, input: z.output<typeof staffPlayerWithdrawalsQuery>) {
  const p = await scoped(db, playerId, input, q.WITHDRAWAL_SORT_SQL, 'w.id');
  return page(await q.listWithdrawals(db, { ...p, status: input.status ?? null }), (r) => ({
    id: Number(r.id),
    amount: lira(r.amount),
    account_name: r.account_name,
    bank_name: r.bank_name,
    iban: r.iban,
    status: r.status,
    reject_reason: r.reject_reason,
    name_mismatch: r.name_mismatch,
    created_at: iso(r.created_at),
    decided_at: isoOrNull(r.decided_at),
    paid_at: isoOrNull(r.paid_at),
  }));
}

export async function playerBonuses(db: Db, playerId: number, input: z.output<typeof staffPlayerBonusesQuery>) {
  const p = await scoped(db, playerId, input, q.BONUS_SORT_SQL, 'b.id');
  return page(await q.listBonuses(db, p), (r) => ({
    id: Number(r.id),
    name: r.name,
    kind: r.kind,
    status: r.status,
    end_reason: r.end_reason,
    amount: lira(r.amount),
    wager_required: lira(r.wager_required),
    wagered: lira(r.wagered),
    converted: lira(r.converted),
    created_at: iso(r.created_at),
  }));
}

export async function playerRounds(db: Db, playerId: number, input: z.output<typeof staffPlayerRoundsQuery>) {
  const p = await scoped(db, playerId, input, q.ROUND_SORT_SQL, 'r.id');
  return page(await q.listRounds(db, p), (r) => ({
    id: Number(r.id),
    round_id: r.round_id,
    provider: r.provider,
    game_name: r.game_name,
    total_bet: lira(r.total_bet),
    total_win: lira(r.total_win),
    balance_after: r.balance_after === null ? null : lira(r.balance_after),
    status: r.status,
    created_at: iso(r.created_at),
    fairness:
      r.server_seed_hash === null
        ? null
        : {
            server_seed_hash: r.server_seed_hash,
            client_seed: r.client_seed ?? '',
            nonce: Number(r.nonce),
            server_seed: r.server_seed,
            outcome: r.outcome,
          },
  }));
}

export async function playerLogins(db: Db, playerId: number, input: z.output<typeof staffPlayerLoginsQuery>) {
  const p = await scoped(db, playerId, input, q.LOGIN_SORT_SQL, 'l.id');
  return page(await q.listLogins(db, p), (r) => ({
    id: Number(r.id),
    success: r.success,
    ip: r.ip,
    location: r.location,
    user_agent: r.user_agent,
    created_at: iso(r.created_at),
  }));
}

/** The player's logins (up to CSV_MAX_ROWS) as CSV. */
export async function playerLoginsCsv(db: Db, playerId: number, input: Omit<z.output<typeof staffPlayerLoginsQuery>, 'limit' | 'offset'>) {
  const { rows } = await playerLogins(db.reports, playerId, { ...input, limit: CSV_MAX_ROWS, offset: 0 });
  return toCsv<(typeof rows)[number]>(
    [
      { header: 'Tarih', value: (r) => r.created_at },
      { header: 'Sonuç', value: (r) => (r.success ? 'Başarılı' : 'Başarısız') },
      { header: 'IP', value: (r) => r.ip },
      { header: 'Konum', value: (r) => r.location },
      { header: 'Tarayıcı', value: (r) => r.user_agent },
    ],
    rows,
  );
}

export async function playerMessages(db: Db, playerId: number, input: z.output<typeof staffPlayerMessagesQuery>) {
  const p = await scoped(db, playerId, input, q.MESSAGE_SORT_SQL, 'm.id');
  return page(await q.listMessages(db, p), (r) => ({
    id: Number(r.id),
    direction: r.direction,
    type: r.type,
    subject: r.subject,
    body: r.body,
    parent_id: r.parent_id === null ? null : Number(r.parent_id),
    staff_username: r.staff_username,
    is_read: r.is_read,
    created_at: iso(r.created_at),
  }));
}

export async function playerKyc(db: Db, playerId: number, input: z.output<typeof staffPlayerKycQuery>) {
  const p = await scoped(db, playerId, input, q.KYC_SORT_SQL, 'k.id');
  return page(await q.listKyc(db, p), (r) => ({
    id: Number(r.id),
    status: r.status,
    reject_reason: r.reject_reason,
    decided_by_username: r.decided_by_username,
    created_at: iso(r.created_at),
    decided_at: isoOrNull(r.decided_at),
  }));
}

const presentNote = (n: q.NoteRow) => ({
  id: Number(n.id),
  staff_id: n.staff_id,
  staff_username: n.staff_username,
  body: n.body,
  created_at: iso(n.created_at),
});

export async function playerNotes(db: Db, playerId: number, input: z.output<typeof staffPlayerNotesQuery>) {
  const p = await scoped(db, playerId, input, q.NOTE_SORT_SQL, 'n.id');
  return page(await q.listNotes(db, p), presentNote);
}

/** A staff note on the player, and its audit entry, in one transaction. */
export async function addNote(db: Db, actor: StaffActor, playerId: number, body: string) {
  return inTransaction(db, async (tx) => {
    if (!(await q.playerExists(tx, playerId))) throw notFound(staffMessages.playerNotFound);
    const note = await q.insertNote(tx, playerId, actor.staffId, body);
    await audit(tx, actor, { action: 'player.note', entityType: 'player', entityId: playerId, after: { note_id: note.id, body } });
    return presentNote(note);
  });
}
