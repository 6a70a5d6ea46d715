import { createSlot } from './engine.ts';
import { LINES_5X3_25, BET_LEVELS } from './lines.ts';
import { ROYALS, sym } from './symbols.ts';

const ID = 'bogaz-gecesi';

export const bogazGecesi = createSlot({
  id: ID,
  name: 'Boğaz Gecesi',
  mechanic: 'paylines',
  features: ['wild', 'scatter', 'free-spins', 'multiplier'],
  volatility: 'high',
  rtp: 95.06,
  reels: 5,
  rows: 3,
  symbols: [
    sym(ID, 'W', 'Köprü', 'kopru', 'wild'),
    sym(ID, 'S', 'Dolunay', 'dolunay', 'scatter'),
    sym(ID, 'Y', 'Yalı', 'yali'),
    sym(ID, 'B', 'Balık', 'balik'),
    sym(ID, 'C', 'Çay', 'cay'),
    ...ROYALS,
  ],
  paytable: {
    W: { 3: 100, 4: 500, 5: 2500 },
    Y: { 3: 50, 4: 200, 5: 1000 },
    B: { 3: 40, 4: 150, 5: 500 },
    C: { 3: 30, 4: 100, 5: 300 },
    A: { 3: 12, 4: 30, 5: 120 },
    K: { 3: 10, 4: 25, 5: 100 },
    Q: { 3: 8, 4: 20, 5: 80 },
    J: { 3: 6, 4: 15, 5: 60 },
    T: { 3: 5, 4: 12, 5: 50 },
  },
  scatter: {
    symbol: 'S',
    pays: { 3: 4, 4: 20, 5: 100 },
    freeSpins: { 3: 10, 4: 15, 5: 25 },
    retrigger: { 3: 10, 4: 10, 5: 10 },
    freeSpinMultiplier: 3,
  },
  lines: LINES_5X3_25,
  unitsPerBet: 25,
  betLevels: BET_LEVELS,
  strips: [
    'QAYCKCAQJKTBJKTBWYTCQJKBQTAJKQAJATSC',
    'WJQATACJQCTYBTQJCBSKTAJKQTAKYBKAQKJC',
    'YJQBKQKCJAKTQKAJSTBTJACQTKACTYCBJQWA',
    'AKCBSYTCYATKBCBJKATJKQWQJQAQJTCAQKJT',
    'CBTWQJTACKTAKCBCAYQBYSJTAJQAJKJKQKQT',
  ],
  freeSpinStrips: [
    'BTCAQJCTSWATBJCTKWCTYQJQYBKWQAKBJAYAWK',
    'QABKWCKCQATJBTSWTQTYABYWJKJQBJKTCWACYA',
    'JACKWBJTAKCQBKSWTAJTKYBWQYTYQCATJWBACQ',
    'CBAJTYATYWKJQJBYKCWBCTAQTBKJSWQTAKACQW',
    'YQWATCKJTBQKWTAJQBTCJWYKATYBACQSWBACKJ',
  ],
});
