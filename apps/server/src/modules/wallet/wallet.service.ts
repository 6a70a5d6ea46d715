import { kurusToLira } from '@app/shared/money.ts';
import { orderBy, type SortDir } from '../../lib/grid.ts';
import type { Db } from '../../db/client.ts';
import { balancesOfSessionRead, playerBalances, SESSION_BALANCES_READ, type PlayerBalances } from './ledger.ts';
import * as q from './wallet.queries.ts';

/**
 * The wallet module's service: what its routes and the other modules call. Each job has its file:
 * deposits.ts, withdrawals.ts, history.ts, game-detail.ts, events.ts; balances move only through
 * the ledger (ledger.ts).
 */
export { approveDeposit, MAX_PENDING_DEPOSITS, recordApprovedDeposit, rejectDeposit, requestDeposit } from './deposits.ts';
export {
  approveWithdrawal,
  cancelWithdrawal,
  markWithdrawalPaid,
  rejectWithdrawal,
  requestWithdrawal,
  type WithdrawalHooks,
} from './withdrawals.ts';
export { checkRange, history, istanbulToday, walletTransactions } from './history.ts';
export { gameDetail } from './game-detail.ts';
export { adjustBalance, type Adjustment } from './adjustments.ts';
export { approveAdjustment, listAdjustmentRequests, rejectAdjustment, type AdjustmentRequestItem } from './adjustment-requests.ts';
export { events, recordEvent } from './events.ts';
/** The four-eyes pairing rules, for other money that needs a second approver (affiliate commission). */
export { checkSecondApprover } from './four-eyes.ts';
export type { PlayerRef } from './requests.ts';
export {
  latestReconciliation,
  latestReconciliationCached,
  recentReconciliations,
  runReconciliation,
  type ReconciliationRun,
} from './reconciliation.ts';

export async function balances(db: Db, playerId: number) {
  return presentBalances(await playerBalances(db, playerId));
}

/**
 * get-balance.php, polled by every logged-in tab: the balances are read in the statement that finds
 * the session (the route's `sessionReadRoute(balanceRead)`), one round trip; `balancesOfRead` turns
 * what that read gave into the reply's figures. Read at each call, never cached.
 */
export const balanceRead = SESSION_BALANCES_READ;
export function balancesOfRead(read: unknown) {
  return presentBalances(balancesOfSessionRead(read));
}

function presentBalances(b: PlayerBalances) {
  return {
    balance: kurusToLira(b.cash),
    bonus_balance: kurusToLira(b.bonus),
    withdraw_hold: kurusToLira(b.withdraw_hold),
    currency: 'TRY' as const,
  };
}

/** The bank accounts the player saved with a withdrawal. */
export function bankAccounts(db: Db, playerId: number) {
  return q.listBankAccounts(db, playerId);
}

/** The latest deposits for the back office, of one status or all. */
export function listDepositsForStaff(db: Db, f: StaffListInput) {
  return q.listDepositsForStaff(db, staffFilter(f));
}

/** Withdrawals for the back office's grid: one status, `open` or all. */
export function listWithdrawalsForStaff(db: Db, f: StaffListInput) {
  return q.listWithdrawalsForStaff(db, staffFilter(f));
}

export interface StaffListInput {
  status?: string | undefined;
  q: string;
  sort?: string | undefined;
  dir: SortDir;
  limit: number;
  offset: number;
}
function staffFilter(f: StaffListInput): q.StaffMoneyFilter {
  return {
    status: f.status ?? null,
    username: f.q,
    orderBy: orderBy(q.MONEY_SORT_SQL, f.sort, f.dir, 'x.created_at', 'x.id'),
    limit: f.limit,
    offset: f.offset,
  };
}
export type { StaffDepositRow, StaffWithdrawalRow } from './wallet.queries.ts';
