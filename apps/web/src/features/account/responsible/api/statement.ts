import { useQuery } from '@tanstack/react-query';
import type { StatementReply } from '@app/shared/api/statement.ts';
import { responsibleKeys } from '@/api/query-keys.ts';
import { API_BASE, apiGet, callQueryOptions } from '@/lib/api-client.ts';

const q = encodeURIComponent;

/** GET statement.php: the period's lines and totals (Istanbul days). */
export function getStatement(from: string, to: string): Promise<StatementReply> {
  return apiGet<StatementReply>(`statement.php?from=${q(from)}&to=${q(to)}&format=json`);
}

/** The address of the period's CSV file (a download the browser fetches with the player's cookie). */
export function statementCsvUrl(from: string, to: string): string {
  return `${API_BASE}statement.php?from=${q(from)}&to=${q(to)}&format=csv`;
}

export function useStatement(period: { from: string; to: string } | null) {
  return useQuery({
    ...callQueryOptions(responsibleKeys.statement(period?.from ?? '', period?.to ?? ''), () =>
      getStatement(period!.from, period!.to),
    ),
    enabled: period !== null,
  });
}
