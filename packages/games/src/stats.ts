/** Small statistics helpers for the certification (chi-square tests). */

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularised upper incomplete gamma Q(a, x). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lg = logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lg);
  }
  // Continued fraction (modified Lentz).
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - lg) * h;
}

/** P(chi-square with df degrees of freedom >= stat). */
export function chiSquarePValue(stat: number, df: number): number {
  return gammaQ(df / 2, stat / 2);
}

/** The 0.99 quantile (critical value at significance 0.01), found by bisection on the p-value. */
export function chiSquareCritical(df: number, alpha = 0.01): number {
  let lo = 0;
  let hi = df + 20 * Math.sqrt(2 * df) + 50;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (chiSquarePValue(mid, df) > alpha) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export interface ChiSquareResult {
  statistic: number;
  df: number;
  pValue: number;
  critical: number;
  pass: boolean;
}

/** Pearson's chi-square against equal expected counts. */
export function chiSquareUniform(counts: ArrayLike<number>, alpha = 0.01): ChiSquareResult {
  let n = 0;
  for (let i = 0; i < counts.length; i++) n += counts[i]!;
  const e = n / counts.length;
  let stat = 0;
  for (let i = 0; i < counts.length; i++) stat += (counts[i]! - e) ** 2 / e;
  const df = counts.length - 1;
  const pValue = chiSquarePValue(stat, df);
  return { statistic: stat, df, pValue, critical: chiSquareCritical(df, alpha), pass: pValue >= alpha };
}

/** Inverse of the standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const q = Math.min(p, 1 - p);
  let x: number;
  if (q < 0.02425) {
    const r = Math.sqrt(-2 * Math.log(q));
    x = (((((c[0]! * r + c[1]!) * r + c[2]!) * r + c[3]!) * r + c[4]!) * r + c[5]!) / ((((d[0]! * r + d[1]!) * r + d[2]!) * r + d[3]!) * r + 1);
  } else {
    const r = q - 0.5;
    const t = r * r;
    x = ((((((a[0]! * t + a[1]!) * t + a[2]!) * t + a[3]!) * t + a[4]!) * t + a[5]!) * r) / (((((b[0]! * t + b[1]!) * t + b[2]!) * t + b[3]!) * t + b[4]!) * t + 1);
    return p < 0.5 ? x : -x;
  }
  return p < 0.5 ? x : -x;
}

/** Standard normal CDF, from the Chebyshev fit of erfc in Numerical Recipes (erfcc; relative error < 1.2e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** The interval of t with lo[i] <= off[i] + c[i] t <= hi[i] for all i ([1, 0] when empty). */
function slabInterval(c: readonly number[], off: readonly number[], lo: readonly number[], hi: readonly number[]): [number, number] {
  let L = -Infinity;
  let U = Infinity;
  for (let i = 0; i < c.length; i++) {
    const a = lo[i]! - off[i]!;
    const b = hi[i]! - off[i]!;
    if (Math.abs(c[i]!) < 1e-12) {
      if (a > 0 || b < 0) return [1, 0];
      continue;
    }
    const [x, y] = c[i]! > 0 ? [a / c[i]!, b / c[i]!] : [b / c[i]!, a / c[i]!];
    L = Math.max(L, x);
    U = Math.min(U, y);
  }
  return [L, U];
}

/**
 * P(lo[i] <= a[i] . Z <= hi[i] for every i), Z a standard normal vector of 1 or 2 independent
 * coordinates: the chance that correlated normal statistics X = A Z (rank 1 or 2; e.g. the three
 * bets of one baccarat coup, which have three outcomes) all fall inside their intervals. For two
 * coordinates the second is integrated exactly (normal CDF) and the first numerically (Simpson,
 * 20,000 steps over the part of [-9, 9] that the rows without a second coordinate allow).
 */
export function normalSlabsProbability(a: readonly (readonly number[])[], lo: readonly number[], hi: readonly number[]): number {
  const m = a[0]?.length ?? 0;
  const inner = (c: number[], off: number[]): number => {
    const [L, U] = slabInterval(c, off, lo, hi);
    return U > L ? normalCdf(U) - normalCdf(L) : 0;
  };
  if (m === 1) return inner(a.map((r) => r[0]!), a.map(() => 0));
  if (m !== 2) throw new RangeError('normalSlabsProbability: 1 or 2 coordinates');
  const c = a.map((r) => r[1]!);
  // Rows without the second coordinate bound the first directly: integrate over that range only
  // (the integrand is continuous inside it, so Simpson converges).
  const [xa, xb] = slabInterval(
    a.map((r) => (Math.abs(r[1]!) < 1e-12 ? r[0]! : 0)),
    a.map(() => 0),
    lo.map((l, i) => (Math.abs(a[i]![1]!) < 1e-12 ? l : -Infinity)),
    hi.map((u, i) => (Math.abs(a[i]![1]!) < 1e-12 ? u : Infinity)),
  );
  const from = Math.max(xa, -9);
  const to = Math.min(xb, 9);
  if (to <= from) return 0;
  const f = (x: number): number => (Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI)) * inner(c, a.map((r) => r[0]! * x));
  const n = 20_000;
  const h = (to - from) / n;
  let sum = f(from) + f(to);
  for (let i = 1; i < n; i++) sum += (i % 2 === 1 ? 4 : 2) * f(from + i * h);
  return (sum * h) / 3;
}
