import type { z } from 'zod';
import {
  pageWindow,
  walletMessages,
  walletStatusLabels,
  type depositRequest,
  type HistoryType,
  type PlayerEventType,
  type withdrawRequest,
} from '@app/shared/api/wallet.ts';
import { formatLiraText, kurusToLira } from '@app/shared/money.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest, conflict, notFound, uniqueViolation } from '../../lib/errors.ts';
import { audit, type Actor } from '../backoffice/audit.ts';
import { notify } from '../messages/messages.service.ts';
import { inTransaction, InsufficientFundsError, playerBalances, post } from './ledger.ts';
import * as q from './wallet.queries.ts';

export const MAX_PENDING_DEPOSITS = 3;
const onlyPending = () =>
  conflict(
    'Bu talep için karar zaten verilmiş; yalnızca bekleyen talepler onaylanabilir veya reddedilebilir.',
  );

export interface PlayerRef {
  id: number;
  siteId: number;
}

/** A deposit request moves no money; staff approve it once the transfer has arrived. */
export async function requestDeposit(
  db: Db,
  player: PlayerRef,
  input: z.output<typeof depositRequest>,
  requestKey: string | null,
): Promise<{ deposit: q.DepositRow; replayed: boolean }> {
  return replayOnDuplicateKey(
    () =>
      inTransaction(db, async (tx) => {
        // One request at a time per player: concurrent requests queue on the player's cash row. The
        // key is looked up after that wait, so a retry that queued behind its first submit answers
        // with it (before, it counted the first as pending and could be refused as a fourth request).
        await tx.query(`select id from accounts where player_id = $1 and kind = 'cash' for update`, [
          player.id,
        ]);
        if (requestKey) {
          const existing = await q.findDepositByKey(tx, player.id, requestKey);
          if (existing) return { deposit: existing, replayed: true };
        }
        const { n } = await q.countPendingDeposits(tx, player.id);
        if (n >= MAX_PENDING_DEPOSITS) throw badRequest(walletMessages.depositTooManyPending);
        const deposit = await q.insertDeposit(tx, {
          siteId: player.siteId,
          playerId: player.id,
          amount: input.amount,
          senderName: input.sender_name,
          description: input.description,
          requestKey,
        });
        await q.insertEvent(tx, player.id, 'deposit_pending', {
          deposit_id: String(deposit.id),
          amount: kurusToLira(deposit.amount),
        });
        return { deposit, replayed: false };
      }),
    async () => {
      const deposit = requestKey ? await q.findDepositByKey(db, player.id, requestKey) : undefined;
      return deposit ? { deposit, replayed: true } : undefined;
    },
  );
}

/** Two submits with one Idempotency-Key at the same moment: the second answers with the first. */
async function replayOnDuplicateKey<T>(
  work: () => Promise<T>,
  replay: () => Promise<T | undefined>,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === null || !constraint.endsWith('_request_key')) throw err;
    const first = await replay();
    if (!first) throw err;
    return first;
  }
}

/** Approval credits the player from the bank account, in the same transaction as the status change. */
export async function approveDeposit(db: Db, actor: Actor, id: number): Promise<q.DepositRow> {
  return inTransaction(db, (tx) => approveDepositInTx(tx, actor, id));
}

export async function approveDepositInTx(tx: Queryable, actor: Actor, id: number): Promise<q.DepositRow> {
  const before = await q.findDeposit(tx, id);
  if (!before) throw notFound('Yatırım talebi bulunamadı');
  const after = await q.decideDeposit(tx, { id, status: 'approved', staffId: actor.staffId, reason: '' });
  if (!after) throw onlyPending();
  await post(tx, {
    siteId: after.site_id,
    idempotencyKey: `deposit:${after.id}:approve`,
    kind: 'deposit',
    playerId: after.player_id,
    reference: { type: 'deposit', id: after.id },
    entries: [
      { account: { house: 'bank' }, amount: -after.amount },
      { account: { playerId: after.player_id, kind: 'cash' }, amount: after.amount },
    ],
  });
  await q.insertEvent(tx, after.player_id, 'deposit_approved', {
    deposit_id: String(after.id),
    amount: kurusToLira(after.amount),
  });
  await notify(
    tx,
    after.player_id,
    'payment',
    'Yatırımınız onaylandı',
    `${formatLiraText(kurusToLira(after.amount))} tutarındaki yatırımınız onaylandı ve bakiyenize eklendi.`,
  );
  await audit(tx, actor, {
    action: 'deposit.approve',
    entityType: 'deposit',
    entityId: after.id,
    before,
    after,
  });
  return after;
}

export async function rejectDeposit(db: Db, actor: Actor, id: number, reason: string): Promise<q.DepositRow> {
  return inTransaction(db, async (tx) => {
    const before = await q.findDeposit(tx, id);
    if (!before) throw notFound('Yatırım talebi bulunamadı');
    const after = await q.decideDeposit(tx, { id, status: 'rejected', staffId: actor.staffId, reason });
    if (!after) throw onlyPending();
    await q.insertEvent(tx, after.player_id, 'deposit_rejected', {
      deposit_id: String(after.id),
      amount: kurusToLira(after.amount),
    });
    await notify(
      tx,
      after.player_id,
      'payment',
      'Yatırım talebiniz reddedildi',
      `${formatLiraText(kurusToLira(after.amount))} tutarındaki yatırım talebiniz reddedildi${reason ? `: ${reason}` : '.'}`,
    );
    await audit(tx, actor, {
      action: 'deposit.reject',
      entityType: 'deposit',
      entityId: after.id,
      before,
      after,
    });
    return after;
  });
}

/** The amount leaves cash for the withdraw hold at once, so it cannot be spent twice. */
export async function requestWithdrawal(
  db: Db,
  player: PlayerRef,
  input: z.output<typeof withdrawRequest>,
  requestKey: string | null,
): Promise<{ withdrawal: q.WithdrawalRow; replayed: boolean }> {
  return replayOnDuplicateKey(
    () =>
      inTransaction(db, async (tx) => {
        if (requestKey) {
          const existing = await q.findWithdrawalByKey(tx, player.id, requestKey);
          if (existing) return { withdrawal: existing, replayed: true };
        }
        const withdrawal = await q.insertWithdrawal(tx, {
          siteId: player.siteId,
          playerId: player.id,
          amount: input.amount,
          accountName: input.account_name,
          bankName: input.bank_name,
          iban: input.iban,
          branchCode: input.branch_code,
          accountNo: input.account_no,
          requestKey,
        });
        try {
          await post(tx, {
            siteId: player.siteId,
            idempotencyKey: `withdrawal:${withdrawal.id}:request`,
            kind: 'withdrawal_request',
            playerId: player.id,
            reference: { type: 'withdrawal', id: withdrawal.id },
            entries: [
              { account: { playerId: player.id, kind: 'cash' }, amount: -input.amount },
              { account: { playerId: player.id, kind: 'withdraw_hold' }, amount: input.amount },
            ],
          });
        } catch (err) {
          if (err instanceof InsufficientFundsError)
            throw new InsufficientFundsError(walletMessages.withdrawInsufficient);
          throw err;
        }
        if (input.save_bank_info) {
          await q.saveBankAccount(tx, {
            playerId: player.id,
            accountName: input.account_name,
            bankName: input.bank_name,
            iban: input.iban,
            branchCode: input.branch_code,
            accountNo: input.account_no,
          });
        }
        await q.insertEvent(tx, player.id, 'withdraw_pending', {
          withdrawal_id: String(withdrawal.id),
          amount: kurusToLira(withdrawal.amount),
        });
        return { withdrawal, replayed: false };
      }),
    async () => {
      const withdrawal = requestKey ? await q.findWithdrawalByKey(db, player.id, requestKey) : undefined;
      return withdrawal ? { withdrawal, replayed: true } : undefined;
    },
  );
}

async function settleWithdrawal(
  db: Db,
  actor: Actor,
  id: number,
  decision: { to: 'approved' | 'rejected' | 'cancel'; reason?: string; playerId?: number },
): Promise<q.WithdrawalRow> {
  return inTransaction(db, async (tx) => {
    const before = await q.findWithdrawal(tx, id);
    if (!before || (decision.playerId !== undefined && before.player_id !== decision.playerId)) {
      throw notFound('Çekim talebi bulunamadı');
    }
    const after = await q.decideWithdrawal(tx, {
      id,
      from: 'pending',
      to: decision.to,
      staffId: actor.staffId,
      reason: decision.reason,
    });
    if (!after) {
      throw decision.to === 'cancel'
        ? conflict('Bu çekim talebi artık beklemede değil; yalnızca bekleyen talepler iptal edilebilir.')
        : onlyPending();
    }
    const paidOut = decision.to === 'approved';
    await post(tx, {
      siteId: after.site_id,
      idempotencyKey: `withdrawal:${after.id}:${paidOut ? 'approve' : 'return'}`,
      kind: paidOut ? 'withdrawal_payout' : 'withdrawal_return',
      playerId: after.player_id,
      reference: { type: 'withdrawal', id: after.id },
      entries: [
        { account: { playerId: after.player_id, kind: 'withdraw_hold' }, amount: -after.amount },
        paidOut
          ? { account: { house: 'bank' }, amount: after.amount }
          : { account: { playerId: after.player_id, kind: 'cash' }, amount: after.amount },
      ],
    });
    if (decision.to !== 'cancel') {
      const type = paidOut ? 'withdraw_approved' : 'withdraw_rejected';
      await q.insertEvent(tx, after.player_id, type, {
        withdrawal_id: String(after.id),
        amount: kurusToLira(after.amount),
      });
      const amountText = formatLiraText(kurusToLira(after.amount));
      await notify(
        tx,
        after.player_id,
        'payment',
        paidOut ? 'Çekim talebiniz onaylandı' : 'Çekim talebiniz reddedildi',
        paidOut
          ? `${amountText} tutarındaki çekim talebiniz onaylandı ve ${after.bank_name} hesabınıza gönderiliyor.`
          : `${amountText} tutarındaki çekim talebiniz reddedildi${decision.reason ? `: ${decision.reason}` : '.'} Tutar bakiyenize iade edildi.`,
      );
    }
    await audit(tx, actor, {
      action: `withdrawal.${decision.to === 'approved' ? 'approve' : decision.to === 'rejected' ? 'reject' : 'cancel'}`,
      entityType: 'withdrawal',
      entityId: after.id,
      before,
      after,
    });
    return after;
  });
}

export const approveWithdrawal = (db: Db, actor: Actor, id: number) =>
  settleWithdrawal(db, actor, id, { to: 'approved' });
export const rejectWithdrawal = (db: Db, actor: Actor, id: number, reason: string) =>
  settleWithdrawal(db, actor, id, { to: 'rejected', reason });
export const cancelWithdrawal = (db: Db, player: PlayerRef, id: number) =>
  settleWithdrawal(db, { staffId: null, ip: '' }, id, { to: 'cancel', playerId: player.id });

/** Marks an approved withdrawal as paid out by the bank. Status only: the money left at approval. */
export async function markWithdrawalPaid(db: Db, actor: Actor, id: number): Promise<q.WithdrawalRow> {
  return inTransaction(db, async (tx) => {
    const before = await q.findWithdrawal(tx, id);
    if (!before) throw notFound('Çekim talebi bulunamadı');
    const after = await q.decideWithdrawal(tx, { id, from: 'approved', to: 'done', staffId: actor.staffId });
    if (!after) throw conflict('Yalnızca onaylanmış bir çekim ödendi olarak işaretlenebilir.');
    await audit(tx, actor, {
      action: 'withdrawal.paid',
      entityType: 'withdrawal',
      entityId: after.id,
      before,
      after,
    });
    return after;
  });
}

export async function balances(db: Db, playerId: number) {
  const b = await playerBalances(db, playerId);
  return {
    balance: kurusToLira(b.cash),
    bonus_balance: kurusToLira(b.bonus),
    withdraw_hold: kurusToLira(b.withdraw_hold),
    currency: 'TRY' as const,
  };
}

export async function walletTransactions(db: Db, playerId: number) {
  const rows = await q.listWalletTransactions(db, playerId, 50);
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    amount: kurusToLira(r.amount),
    status: r.status as keyof typeof walletStatusLabels,
    status_label: walletStatusLabels[r.status as keyof typeof walletStatusLabels],
    bank_name: r.bank_name,
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

/** One round's wallet movements, for the game-detail modal; only ever the session player's own. */
export async function gameDetail(db: Db, playerId: number, ref: string, provider: string | null) {
  const rows = await q.findRoundDetail(db, playerId, ref, provider);
  if (!rows.length) throw notFound('Oyun detayı bulunamadı');
  const first = rows[0]!;
  return {
    reference_id: first.round_id,
    provider: first.provider,
    game_name: first.game_name,
    created_at: first.created_at.toISOString(),
    // One row per accepted wallet call of the round: a bet (refunded when a rollback cancelled it),
    // a win (0 for a lost spin) or a rollback with the amount it gave back.
    rounds: rows.map((r) => ({
      id: Number(r.tx_id),
      round_id: r.round_id,
      type: r.kind,
      bet_amount: r.kind === 'bet' ? kurusToLira(r.amount) : 0,
      win_amount: r.kind === 'win' ? kurusToLira(r.amount) : 0,
      refund_amount: r.kind === 'rollback' ? kurusToLira(r.amount) : 0,
      refunded: r.kind === 'bet' && r.is_rolled_back,
      created_at: r.tx_at.toISOString(),
    })),
  };
}

export async function history(
  db: Db,
  playerId: number,
  query: { type: HistoryType; page: number; limit: number; from?: string; to?: string },
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
  // Sports betting is not offered yet: its tab answers an empty list.
  const total = rows[0]?.total ?? rounds[0]?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  const stats = await q.walletStatistics(db, playerId, range);
  const games = await q.roundStatistics(db, playerId, range);
  const isDeposit = query.type === 'deposit';
  return {
    success: true as const,
    transactions: [
      ...rounds.map(presentRound),
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
    message: rows.length || rounds.length ? '' : 'Kayıt bulunamadı',
  };
}

export async function events(db: Db, playerId: number, after: number | undefined) {
  if (after === undefined) {
    // A new browser starts from now: it is not shown what happened before it first asked.
    const { id } = await q.lastEventId(db, playerId);
    return { success: true as const, events: [], last_id: Number(id) };
  }
  const rows = await q.listEventsAfter(db, playerId, after, 50);
  return {
    success: true as const,
    events: rows.map((r) => ({
      id: Number(r.id),
      type: r.type as PlayerEventType,
      amount: typeof r.payload.amount === 'number' ? r.payload.amount : null,
      created_at: r.created_at.toISOString(),
    })),
    last_id: rows.length ? Number(rows.at(-1)!.id) : after,
  };
}
