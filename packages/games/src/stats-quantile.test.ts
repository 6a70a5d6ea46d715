import { describe, expect, it } from 'vitest';
import { normalQuantile } from './stats.ts';

describe('normalQuantile', () => {
  it('matches the standard normal table', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.005)).toBeCloseTo(-2.5758293, 6);
    expect(normalQuantile(0.995)).toBeCloseTo(2.5758293, 6);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    // Bonferroni over 13 lines at 99 %: 0.01 / 26 in each tail.
    expect(-normalQuantile(0.01 / 26)).toBeCloseTo(3.3636, 3);
  });
});
