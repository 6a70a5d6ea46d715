import type { z } from 'zod';
import type {
  AffiliateStatement,
  affiliateStatementReply,
  affiliateStatementsReply,
} from '@app/shared/api/affiliate.ts';
import { apiGet } from '@/lib/api-client.ts';

export type { AffiliateStatement };

export async function getStatements(signal?: AbortSignal): Promise<AffiliateStatement[]> {
  return (await apiGet<z.infer<typeof affiliateStatementsReply>>('affiliate/statements', signal)).statements;
}

export async function getStatement(id: number, signal?: AbortSignal): Promise<AffiliateStatement> {
  return (await apiGet<z.infer<typeof affiliateStatementReply>>(`affiliate/statements/${id}`, signal))
    .statement;
}
