import { createSlot } from './engine.ts';
import { BET_LEVELS } from './lines.ts';
import { ROYALS, sym } from './symbols.ts';

const ID = 'baklava-ustasi';

export const baklavaUstasi = createSlot({
  id: ID,
  name: 'Baklava Ustası',
  mechanic: 'cascade',
  features: ['wild', 'cascade', 'multiplier'],
  volatility: 'medium',
  rtp: 94.97,
  reels: 5,
  rows: 3,
  symbols: [
    sym(ID, 'W', 'Usta', 'usta', 'wild'),
    sym(ID, 'B', 'Baklava', 'baklava'),
    sym(ID, 'F', 'Fıstık', 'fistik'),
    sym(ID, 'C', 'Çay', 'cay'),
    sym(ID, 'L', 'Lokum', 'lokum'),
    ...ROYALS,
  ],
  paytable: {
    B: { 3: 20, 4: 100, 5: 500 },
    F: { 3: 15, 4: 60, 5: 250 },
    C: { 3: 10, 4: 40, 5: 150 },
    L: { 3: 6, 4: 25, 5: 100 },
    A: { 3: 3, 4: 10, 5: 40 },
    K: { 3: 3, 4: 8, 5: 30 },
    Q: { 3: 2, 4: 6, 5: 25 },
    J: { 3: 2, 4: 5, 5: 20 },
    T: { 3: 2, 4: 5, 5: 15 },
  },
  cascadeMultipliers: [1, 2, 3, 5],
  unitsPerBet: 25,
  betLevels: BET_LEVELS,
  strips: [
    'TBAKQLCFJLAJQTALCJQKCTJKBKTJALFTFQ',
    'AKLTJAJCWTLKAFQBAJFTQCJQJKWTKCBTLQLF',
    'CTCTLFTKBQTKTLAJWAJKJFQCQKAJLQFJBLWA',
    'QKCAJLJAKJQWTKTAKJLBLQBFCTATFWQLTFCJ',
    'ATJLTKCQLBQKCJBTALCLAJQJTFJQFKTAKF',
  ],
});
