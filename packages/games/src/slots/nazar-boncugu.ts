import { createSlot } from './engine.ts';
import { LINES_3X3_5, BET_LEVELS } from './lines.ts';
import { sym } from './symbols.ts';

const ID = 'nazar-boncugu';

export const nazarBoncugu = createSlot({
  id: ID,
  name: 'Nazar Boncuğu',
  mechanic: 'paylines',
  features: ['wild'],
  volatility: 'low',
  rtp: 95.6,
  reels: 3,
  rows: 3,
  symbols: [
    sym(ID, 'W', 'Nazar Boncuğu', 'nazar', 'wild'),
    sym(ID, '7', 'Yedi', 'yedi'),
    sym(ID, 'Z', 'Zil', 'zil'),
    sym(ID, 'U', 'Üzüm', 'uzum'),
    sym(ID, 'L', 'Limon', 'limon'),
    sym(ID, 'C', 'Kiraz', 'kiraz'),
  ],
  paytable: {
    7: { 3: 50 },
    W: { 3: 100 },
    Z: { 3: 20 },
    U: { 3: 12 },
    L: { 3: 9 },
    C: { 2: 1, 3: 5 },
  },
  lines: LINES_3X3_5,
  unitsPerBet: 5,
  betLevels: BET_LEVELS,
  strips: ['7ZLCUW7CULCLULCLZUZC', 'ZLUCUCLCUL7WZLCZL7UC', 'ZLUC7CUZCL7LCZUWCLUL'],
});
