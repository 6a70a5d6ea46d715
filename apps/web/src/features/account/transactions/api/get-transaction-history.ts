import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  HISTORY_PAGE_SIZE,
  walletMessages,
  type HistoryReply,
  type HistoryType,
  type historyTransaction,
} from '@app/shared/api/wallet.ts';
import { apiGet, isApiError } from '@/lib/api-client.ts';
import { historyKeys } from '@/api/query-keys.ts';

export type { HistoryReply };
export type HistoryTransaction = z.infer<typeof historyTransaction>;
export type HistoryStatistics = HistoryReply['statistics'];
export type { HistoryType };

export interface HistoryParams {
  type: HistoryType;
  page: number;
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD */
  to: string;
}

const NO_STATISTICS: HistoryStatistics = {
  total_deposit: 0,
  pending_deposit: 0,
  total_withdraw: 0,
  pending_withdraw: 0,
  total_slot_bet: 0,
  total_slot_win: 0,
  total_casino_bet: 0,
  total_casino_win: 0,
  total_sports_bet: 0,
  total_sports_win: 0,
};

export function emptyHistory(page = 1): HistoryReply {
  return {
    success: true,
    transactions: [],
    pagination: { total_pages: 1, current_page: page, per_page: HISTORY_PAGE_SIZE, total: 0, pages: [] },
    statistics: NO_STATISTICS,
    message: '',
  };
}

/** True for the reply that sends the player to /login. */
export function isNotLoggedIn(error: unknown): boolean {
  return isApiError(error) && error.serverMessage === walletMessages.notLoggedIn;
}

/** One page (20 rows) of one type in a day range. A failed load is an empty list, except 'Giriş yapılmamış'. */
export async function getTransactionHistory(params: HistoryParams): Promise<HistoryReply> {
  const query = new URLSearchParams({
    type: params.type,
    page: String(params.page),
    limit: String(HISTORY_PAGE_SIZE),
    from: params.from,
    to: params.to,
  });
  try {
    const reply = await apiGet<HistoryReply>(`transaction-history.php?${query.toString()}`);
    return { ...emptyHistory(params.page), ...reply };
  } catch (e) {
    if (isNotLoggedIn(e)) throw e;
    return emptyHistory(params.page);
  }
}

export function transactionHistoryQueryOptions(params: HistoryParams) {
  return queryOptions({
    queryKey: historyKeys.list(params.type, params.page, params.from, params.to),
    queryFn: () => getTransactionHistory(params),
    retry: false,
  });
}

/**
 * While another page or range of the same tab loads, the current rows stay (the pager does not
 * jump); a new tab starts empty, so no rows of another type are ever shown under it.
 */
export function useTransactionHistory(params: HistoryParams) {
  return useQuery({
    ...transactionHistoryQueryOptions(params),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === params.type ? previous : undefined,
  });
}
