import { pageWindow, walletStatusLabels, type HistoryQueryType } from '@app/shared/api/wallet.ts';
import { formatLiraText, kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { adjustmentTexts } from './adjustments.ts';
import * as q from './wallet.queries.ts';

/** The player's history: the wallet's short list, and the paged history of deposits, withdrawals and game rounds. */
export async function walletTransactions(db: Db, playerId: number) {
  const rows = await q.listWalletTransactions(db, playerId, 50);
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    amount: kurusToLira(r.amount),
    status: r.status as keyof typeof walletStatusLabels,
    status_label: walletStatusLabels[r.status as keyof typeof walletStatusLabels],
    bank_name: r.bank_name,
    reference_code: r.reference_code,
    created_at: r.created_at.toISOString(),
  }));
}

/** Today in Istanbul as YYYY-MM-DD. */
export function istanbulToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

export function checkRange(from: string | undefined, to: string | undefined): q.Range {
  const today = istanbulToday();
  if (from && to && to < from) throw badRequest('Bitiş tarihi başlangıç tarihinden önce olamaz');
  if ((from && from > today) || (to && to > today)) throw badRequest('Bugünden sonraki bir tarih seçilemez');
  for (const d of [from, to]) {
    if (d && Number.isNaN(new Date(`${d}T00:00:00Z`).getTime())) throw badRequest('Geçersiz tarih');
  }
  return { from: from ?? null, to: to ?? null };
}

const roundStatusLabels: Record<string, string> = {
  open: 'Devam ediyor',
  closed: 'Tamamlandı',
  cancelled: 'İptal',
};

function presentRound(r: q.RoundHistoryRow) {
  const net = r.total_win - r.total_bet;
  return {
    id: Number(r.id),
    date: r.created_at.toISOString(),
    type: net > 0n ? ('win' as const) : ('bet' as const),
    description: `${r.game_name} — bahis ${formatLiraText(kurusToLira(r.total_bet))}, kazanç ${formatLiraText(kurusToLira(r.total_win))}`,
    payment_method: r.provider,
    amount: kurusToLira(net),
    status: r.status,
    status_label: roundStatusLabels[r.status] ?? r.status,
    game_name: r.game_name,
    provider: r.provider,
    reference_id: r.round_id,
    balance_before: r.balance_before === null ? null : kurusToLira(r.balance_before),
    balance_after: r.balance_after === null ? null : kurusToLira(r.balance_after),
  };
}

const bonusDescriptions: Record<q.BonusHistoryRow['kind'], string> = {
  bonus_grant: 'Bonus eklendi',
  cashback: 'Kayıp bonusu eklendi',
  bonus_convert: 'Bonus çevrimi tamamlandı, bonus nakde dönüştü',
  bonus_expire: 'Bonusun süresi doldu, kalan bonus bakiyesi silindi',
  bonus_cancel: 'Bonus iptal edildi, kalan bonus bakiyesi silindi',
  bonus_forfeit: 'Çekim talebi nedeniyle bonus iptal edildi, kalan bonus bakiyesi silindi',
  bonus_exclusion:
    'Mola, kendini uzaklaştırma veya hesap kapatma nedeniyle bonus iptal edildi, kalan bonus bakiyesi silindi',
};

/**
 * An operator posting on the player's account (a bonus posting, a staff adjustment) as a history
 * line: the amount it moved on that account and the balance around it, of the contract's `bonus`
 * type (it is neither a bank transfer nor a game round).
 */
function operatorLine(
  r: { id: bigint; created_at: Date; amount: bigint; balance_after: bigint | null },
  description: string,
  paymentMethod: string,
) {
  return {
    id: Number(r.id),
    date: r.created_at.toISOString(),
    type: 'bonus' as const,
    description,
    payment_method: paymentMethod,
    amount: kurusToLira(r.amount),
    status: 'done',
    status_label: walletStatusLabels.done,
    game_name: null,
    provider: null,
    reference_id: null,
    balance_before: r.balance_after === null ? null : kurusToLira(r.balance_after - r.amount),
    balance_after: r.balance_after === null ? null : kurusToLira(r.balance_after),
  };
}

/** A bonus posting as a history line: the amount on the player's account it moved (bonus, or cash for a conversion). */
function presentBonusPosting(r: q.BonusHistoryRow) {
  return operatorLine(
    r,
    r.bonus_name ? `${bonusDescriptions[r.kind]} — ${r.bonus_name}` : bonusDescriptions[r.kind],
    'Bonus',
  );
}

/**
 * A staff balance adjustment as a history line. The contract's item types (deposit, withdraw,
 * bonus, win, bet) have none for it: it is not a bank transfer and not a game round, so it is
 * `bonus`, the type of the other operator postings on the account, and its description and payment
 * method say 'Bakiye düzeltmesi' with the reason staff gave.
 */
function presentAdjustment(r: q.AdjustmentHistoryRow) {
  return operatorLine(
    r,
    r.reason ? `${adjustmentTexts.history} — ${r.reason}` : adjustmentTexts.history,
    adjustmentTexts.history,
  );
}

export async function history(
  db: Db,
  playerId: number,
  query: { type: HistoryQueryType; page: number; limit: number; from?: string; to?: string },
) {
  const range = checkRange(query.from, query.to);
  const offset = (query.page - 1) * query.limit;
  let rows: q.HistoryRow[] = [];
  let rounds: q.RoundHistoryRow[] = [];
  if (query.type === 'deposit') rows = await q.listDepositHistory(db, playerId, range, query.limit, offset);
  if (query.type === 'withdraw')
    rows = await q.listWithdrawalHistory(db, playerId, range, query.limit, offset);
  if (query.type === 'slot_bet' || query.type === 'live_casino') {
    rounds = await q.listRoundHistory(
      db,
      playerId,
      query.type === 'slot_bet' ? 'slot' : 'table',
      range,
      query.limit,
      offset,
    );
  }
  const bonuses =
    query.type === 'bonus' ? await q.listBonusHistory(db, playerId, range, query.limit, offset) : [];
  const adjustments =
    query.type === 'adjustment'
      ? await q.listAdjustmentHistory(db, playerId, range, query.limit, offset)
      : [];
  // Sports betting is not offered yet: its tab answers an empty list.
  const total = rows[0]?.total ?? rounds[0]?.total ?? bonuses[0]?.total ?? adjustments[0]?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  const stats = await q.walletStatistics(db, playerId, range);
  const games = await q.roundStatistics(db, playerId, range);
  const isDeposit = query.type === 'deposit';
  return {
    success: true as const,
    transactions: [
      ...rounds.map(presentRound),
      ...bonuses.map(presentBonusPosting),
      ...adjustments.map(presentAdjustment),
      ...rows.map((r) => {
        const amount = kurusToLira(r.amount);
        const after = r.balance_after === null ? null : kurusToLira(r.balance_after);
        const before =
          r.balance_after === null
            ? null
            : kurusToLira(isDeposit ? r.balance_after - r.amount : r.balance_after + r.amount);
        return {
          id: Number(r.id),
          date: r.created_at.toISOString(),
          type: isDeposit ? ('deposit' as const) : ('withdraw' as const),
          description: `${isDeposit ? 'Para yatırma' : 'Para çekme'} — ${r.bank_name}`,
          payment_method: 'Banka Havalesi',
          amount,
          status: r.status,
          status_label: walletStatusLabels[r.status as keyof typeof walletStatusLabels] ?? r.status,
          game_name: null,
          provider: null,
          reference_id: null,
          balance_before: before,
          balance_after: after,
        };
      }),
    ],
    pagination: {
      total_pages: totalPages,
      current_page: query.page,
      per_page: query.limit,
      total,
      pages: pageWindow(query.page, totalPages),
    },
    statistics: {
      total_deposit: kurusToLira(stats.total_deposit),
      pending_deposit: kurusToLira(stats.pending_deposit),
      total_withdraw: kurusToLira(stats.total_withdraw),
      pending_withdraw: kurusToLira(stats.pending_withdraw),
      total_slot_bet: kurusToLira(games.slot_bet),
      total_slot_win: kurusToLira(games.slot_win),
      total_casino_bet: kurusToLira(games.casino_bet),
      total_casino_win: kurusToLira(games.casino_win),
      total_sports_bet: 0,
      total_sports_win: 0,
    },
    message: rows.length || rounds.length || bonuses.length || adjustments.length ? '' : 'Kayıt bulunamadı',
  };
}
