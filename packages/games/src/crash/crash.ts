/**
 * Zeplin's maths, shared by the game server, the browser's verifier (a Web Worker) and the
 * certification. No hashing here (the server hashes with node:crypto, the browser with Web Crypto);
 * the crash point is computed in integers only, so the server, the verifier and the documentation
 * cannot disagree by a rounding.
 *
 * Fairness (DOMAIN.md, "Crash game"): a chain of SHA-256 hashes, link k+1 = SHA-256 of link k's
 * lower-case hex; the last link (the terminating hash) and a salt are published before the first
 * round; round n uses the link n places back from the end, so SHA-256(hash of round n) is the hash
 * of round n-1 (round 0's "hash" is the terminating hash). The round's crash point, in hundredths:
 *
 *   r  = the first 13 hex digits (52 bits) of HMAC-SHA256(key = salt, message = round hash hex)
 *   cp = max(100, floor(99 * 2^52 / (2^52 - r)))
 *
 * so P(cp >= m) = floor(99 * 2^52 / m) / 2^52, about 0.99 / m (m in multiples of 1.00x): a 1 % edge
 * for any cash-out target, and cp = 1.00x (everyone loses) in about 1.98 % of rounds.
 *
 * The flight: the multiplier at t ms after take-off is floor(100 * e^(0.00006 t)) hundredths (2x at
 * 11.55 s). The plane flies while that multiplier is at most cp and crashes at the first whole
 * millisecond where it exceeds cp; a round with cp = 1.00x crashes at take-off. A cash-out at t wins
 * (stake x multiplier(t)) exactly when t is before the crash; an auto cash-out at a wins when a <= cp.
 */

export const TWO_52 = 2n ** 52n;
/** The house edge of the formula, in percent (99 / 100 of every target's fair odds). */
export const EDGE_PERCENT = 1;
/** The growth rate of the curve, per millisecond. */
export const GROWTH_PER_MS = 0.00006;
/** The lowest auto cash-out target and the highest multiplier a bet can be set to: hundredths. */
export const MIN_AUTO_CASHOUT = 101;
export const MAX_MULTIPLIER = 1_000_000;

const HEX64 = /^[0-9a-f]{64}$/;

/** Whether a text is a lower-case 64-digit hex hash. */
export function isHash(text: string): boolean {
  return HEX64.test(text);
}

/**
 * The crash point in hundredths from the round's HMAC (lower-case hex, at least 13 digits). Exact
 * up to 2^53 hundredths (9 x 10^13 x); only the top 49 of the 2^52 values of r lie above, a chance
 * of 10^-14 a round, and those come back as the nearest double.
 */
export function crashPointFromHmac(hmacHex: string): number {
  if (!/^[0-9a-f]{13}/.test(hmacHex)) throw new Error('HMAC must be lower-case hex');
  const r = BigInt(`0x${hmacHex.slice(0, 13)}`);
  const cp = (99n * TWO_52) / (TWO_52 - r);
  return cp < 100n ? 100 : Number(cp);
}

/** The multiplier in hundredths at `ms` milliseconds after take-off. */
export function multiplierAt(ms: number): number {
  if (ms <= 0) return 100;
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * ms));
}

/**
 * The first whole millisecond whose multiplier passes `reached` (multiplierAt is non-decreasing in
 * ms), searched from the estimate `guess` of the continuous curve.
 */
function firstMs(reached: (m: number) => boolean, guess: number): number {
  let lo = 0;
  let hi = Math.ceil(guess) + 2;
  while (!reached(multiplierAt(hi))) hi *= 2;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (reached(multiplierAt(mid))) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The crash time: milliseconds after take-off at which a flight with this crash point ends, the
 * first whole millisecond whose multiplier exceeds it (0 for a crash at 1.00x).
 */
export function crashTimeMs(crashPoint: number): number {
  if (crashPoint <= 100) return 0;
  return firstMs((m) => m > crashPoint, Math.log((crashPoint + 1) / 100) / GROWTH_PER_MS);
}

/** The milliseconds after take-off at which the multiplier first reaches `target` (hundredths). */
export function timeToReachMs(target: number): number {
  if (target <= 100) return 0;
  return firstMs((m) => m >= target, Math.log(target / 100) / GROWTH_PER_MS);
}

/** Whether an auto cash-out at `target` wins in a round that crashes at `crashPoint`. */
export function autoCashoutWins(target: number, crashPoint: number): boolean {
  return crashPoint > 100 && target <= crashPoint;
}

/** A win in kuruş: the stake times the multiplier (hundredths), rounded down to the kuruş. */
export function winFor(stakeKurus: number, multiplier: number): number {
  return Number((BigInt(stakeKurus) * BigInt(multiplier)) / 100n);
}

/**
 * The exact probability, as a fraction of 2^52, that a round's crash point reaches `target`
 * (hundredths, >= 101): the number of r in [0, 2^52) with floor(99 * 2^52 / (2^52 - r)) >= target.
 */
export function reachCount(target: number): bigint {
  if (target <= 100) throw new Error('target must be above 1.00x');
  return (99n * TWO_52) / BigInt(target);
}

/**
 * The exact RTP of cashing out at `target` every round: P(cp >= target) x target / 100, as a
 * number (the fraction is exact in integers before the one division).
 */
export function exactRtpAt(target: number): number {
  const num = reachCount(target) * BigInt(target);
  const den = TWO_52 * 100n;
  // Twelve significant digits are plenty for a printed RTP; the integers above are exact.
  return Number((num * 10n ** 12n) / den) / 1e12;
}

/** The exact share of rounds that crash at 1.00x: r with floor(99 * 2^52 / (2^52 - r)) < 101. */
export function exactInstantCrashShare(): number {
  const reach101 = reachCount(101);
  return Number(((TWO_52 - reach101) * 10n ** 12n) / TWO_52) / 1e12;
}

/**
 * The round's cap (hundredths), fixed at take-off: the highest multiplier at which the players'
 * winnings beyond their stakes, were every bet to cash out there (or at its own lower target), stay
 * within `maxLoss` kuruş, the house's largest loss in one round. Every bet's target is lowered to
 * it, so the leader cashes everyone still flying out at the cap. null when the bets' own targets
 * keep the round within it. Never below 1.01x (a round whose stakes alone are past the cap at
 * 1.01x is capped there).
 */
export function roundCap(bets: readonly { stake: number; target: number }[], maxLoss: number): number | null {
  const loss = (m: number) => {
    let sum = 0;
    for (const b of bets) sum += winFor(b.stake, Math.min(m, b.target)) - b.stake;
    return sum;
  };
  let hi = 0;
  for (const b of bets) hi = Math.max(hi, b.target);
  if (hi <= MIN_AUTO_CASHOUT || loss(hi) <= maxLoss) return null;
  // the largest m in [1.01x, hi) with loss(m) <= maxLoss; loss is non-decreasing in m
  let lo = MIN_AUTO_CASHOUT;
  if (loss(lo) > maxLoss) return lo;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (loss(mid) <= maxLoss) lo = mid;
    else hi = mid;
  }
  return lo;
}
