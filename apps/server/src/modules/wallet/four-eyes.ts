import { fourEyesMessages } from '@app/shared/api/adjustments.ts';
import type { Queryable } from '../../db/client.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import * as q from './four-eyes.queries.ts';

/**
 * Four eyes that cannot be split or self-paired (docs/decisions/0023), for withdrawals and balance
 * credits alike. The amounts are summed over the player's rolling 24 hours, so splitting a sum into
 * pieces under the line does not avoid the second approver; the second approver is never the first,
 * never one who created or last reset the first's account (nor the other way round), and never one
 * who credited the player in the last 30 days. The callers hold the player's cash row lock while
 * they read the sums, so two decisions of the same player are read one after the other.
 */
export { adjustmentCap, recentCredits, recentPayouts } from './four-eyes.queries.ts';

/**
 * Refuses `second` as the second approver of `first`'s money for `playerId` (409 the same person, 403
 * a pair the rules forbid). Money that is no player's (an affiliate's commission) passes `playerId`
 * null: the creditor rule has no player to look at.
 */
export async function checkSecondApprover(
  tx: Queryable,
  p: { first: number; second: number; playerId: number | null; sameMessage: string },
): Promise<void> {
  if (p.first === p.second) throw conflict(p.sameMessage);
  const pair = await q.pairing(tx, p);
  if (pair.linked) throw forbidden(fourEyesMessages.linkedAccount);
  if (pair.credited) throw forbidden(fourEyesMessages.recentCreditor);
}
