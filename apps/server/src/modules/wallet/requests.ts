import { conflict, uniqueViolation } from '../../lib/errors.ts';

/** What the deposit and withdrawal requests share. */
export interface PlayerRef {
  id: number;
  siteId: number;
}

export const onlyPending = () =>
  conflict(
    'Bu talep için karar zaten verilmiş; yalnızca bekleyen talepler onaylanabilir veya reddedilebilir.',
  );

/** Two submits with one Idempotency-Key at the same moment: the second answers with the first. */
export async function replayOnDuplicateKey<T>(
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

