import { createSlot } from './engine.ts';
import { LINES_5X3_25, BET_LEVELS } from './lines.ts';
import { ROYALS, sym } from './symbols.ts';

const ID = 'lale-bahcesi';

export const laleBahcesi = createSlot({
  id: ID,
  name: 'Lale Bahçesi',
  mechanic: 'paylines',
  features: ['wild'],
  volatility: 'low',
  rtp: 95.8,
  reels: 5,
  rows: 3,
  symbols: [
    sym(ID, 'W', 'Bahçıvan', 'bahcivan', 'wild'),
    sym(ID, 'L', 'Lale', 'lale'),
    sym(ID, 'G', 'Gül', 'gul'),
    sym(ID, 'B', 'Kelebek', 'kelebek'),
    ...ROYALS,
  ],
  paytable: {
    W: { 3: 50, 4: 250, 5: 1000 },
    L: { 3: 30, 4: 120, 5: 500 },
    G: { 3: 25, 4: 80, 5: 300 },
    B: { 3: 20, 4: 50, 5: 200 },
    A: { 3: 10, 4: 30, 5: 120 },
    K: { 3: 10, 4: 25, 5: 100 },
    Q: { 3: 8, 4: 20, 5: 80 },
    J: { 3: 8, 4: 15, 5: 60 },
    T: { 3: 6, 4: 15, 5: 50 },
  },
  lines: LINES_5X3_25.slice(0, 10),
  unitsPerBet: 10,
  betLevels: BET_LEVELS,
  strips: [
    'LQJBJGKTQGJAKQAWBLKGBQATBJATKLTW',
    'KJQTLBQKTJAGKWBJLAJQLTGBKTAGQWAB',
    'LQTBKQWKTGJAJLBKATLBJQWGBJATQAKG',
    'LJATAKGKBTBWTAKLKGABJQJTGJQWLQBQ',
    'ABWTQABJQTAKAGQLGBWBLTJLJTKGJKQK',
  ],
});
