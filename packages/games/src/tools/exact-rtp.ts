/**
 * Prints the exact RTP of every slot title from its reel strips (src/slots/exact.ts): closed form
 * for paylines and ways (with free spins), full enumeration of every stop combination for cascade
 * titles (about a minute); then blackjack's, from src/tables/blackjack-exact.ts.
 * Run: npx tsx packages/games/src/tools/exact-rtp.ts [title-id]
 */
import type { SlotMath } from '../slots/engine.ts';
import { enumerateRtp, exactRtp } from '../slots/exact.ts';
import { SLOTS } from '../slots/index.ts';
import type { SlotGame } from '../slots/types.ts';
import { GAME_RULES, blackjackExpectation } from '../tables/blackjack-exact.ts';
import { basicStrategy, blackjackInfo } from '../tables/blackjack.ts';

const only = process.argv[2];
let ok = true;
for (const g of SLOTS) {
  if (only && g.id !== only) continue;
  const m = (g as SlotGame & { math: SlotMath }).math;
  const t0 = performance.now();
  let rtp: number;
  let detail: string;
  if (g.mechanic === 'cascade') {
    const e = enumerateRtp(m);
    rtp = e.rtp;
    const mean = e.sum / e.combos;
    const sd = Math.sqrt(e.sumSq / e.combos - mean * mean) / g.unitsPerBet;
    detail =
      `${e.combos.toLocaleString('en-US')} stop combinations, hit ${((e.hits / e.combos) * 100).toFixed(2)}%, ` +
      `sd ${sd.toFixed(3)}, max ${(e.maxUnits / g.unitsPerBet).toFixed(2)}x, longest cascade ${e.maxSteps}`;
  } else {
    const x = exactRtp(m);
    rtp = x.rtp;
    detail =
      `base ${((x.baseUnits / g.unitsPerBet) * 100).toFixed(4)}%, free spins ${((x.freeSpinUnits / g.unitsPerBet) * 100).toFixed(4)}%` +
      (x.freeSpinTrigger > 0
        ? `, trigger 1 in ${(1 / x.freeSpinTrigger).toFixed(1)}, ${x.freeSpinsPerTrigger.toFixed(2)} spins per trigger`
        : '');
  }
  const match = (rtp * 100).toFixed(2) === g.rtp.toFixed(2);
  ok &&= match;
  console.log(
    `${g.id.padEnd(20)} exact ${(rtp * 100).toFixed(6)}%  declared ${g.rtp.toFixed(2)}%  ${match ? 'OK' : 'MISMATCH'}  (${detail}; ${(performance.now() - t0).toFixed(0)} ms)`,
  );
}
if (!only || only === 'blackjack') {
  const t0 = performance.now();
  const card = (rank: number): number => (rank - 1) * 4;
  const e = blackjackExpectation(GAME_RULES, (hand, up, canDouble) =>
    basicStrategy(hand.ranks.map(card), card(up), canDouble),
  );
  const match = (e.rtp * 100).toFixed(2) === blackjackInfo.rtp.toFixed(2);
  ok &&= match;
  console.log(
    `${'blackjack'.padEnd(20)} exact ${(e.rtp * 100).toFixed(6)}%  declared ${blackjackInfo.rtp.toFixed(2)}%  ${match ? 'OK' : 'MISMATCH'}  ` +
      `(basic strategy, 6 decks; staked ${e.staked.toFixed(6)}, returned ${e.returned.toFixed(6)} initial bets, ` +
      `house edge ${(-e.edgePerInitialBet * 100).toFixed(4)}% of the initial bet; ${(performance.now() - t0).toFixed(0)} ms)`,
  );
}
process.exitCode = ok ? 0 : 1;
