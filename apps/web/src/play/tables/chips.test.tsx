import { describe, expect, it } from 'vitest';
import { addChip } from './chips.tsx';

const limits = { minBet: 100, maxBet: 100_000, step: 100 };

describe('addChip', () => {
  it('adds a chip to a spot within the table maximum and what the player can stake', () => {
    expect(addChip(500, 500, limits, 1_000)).toEqual({ amount: 1_000 });
  });

  it('refuses a chip the balance cannot cover, counting what is already on the table', () => {
    // 1.000 ₺ balance, 1.000 ₺ already staked on other spots: nothing left for another chip
    expect(addChip(0, 50_000, limits, 0)).toEqual({ error: 'Yetersiz bakiye. Lütfen bahsinizi düşürün veya para yatırın.' });
    expect(addChip(50_000, 50_000, limits, 49_999)).toEqual({ error: 'Yetersiz bakiye. Lütfen bahsinizi düşürün veya para yatırın.' });
  });

  it('names the table maximum first when a spot would pass it', () => {
    expect(addChip(100_000, 100, limits, 1_000_000)).toEqual({ error: 'Bir bahis en fazla 1.000,00 ₺ olabilir' });
  });
});
