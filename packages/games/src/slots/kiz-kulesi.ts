import { createSlot } from './engine.ts';
import { LINES_5X3_25, BET_LEVELS } from './lines.ts';
import { ROYALS, sym } from './symbols.ts';

const ID = 'kiz-kulesi';

export const kizKulesi = createSlot({
  id: ID,
  name: 'Kız Kulesi',
  mechanic: 'paylines',
  features: ['wild', 'scatter', 'free-spins', 'multiplier'],
  volatility: 'medium',
  rtp: 96.49,
  reels: 5,
  rows: 3,
  symbols: [
    sym(ID, 'W', 'Kız Kulesi', 'kule', 'wild'),
    sym(ID, 'S', 'Fener', 'fener', 'scatter'),
    sym(ID, 'M', 'Martı', 'marti'),
    sym(ID, 'V', 'Vapur', 'vapur'),
    sym(ID, 'I', 'Simit', 'simit'),
    ...ROYALS,
  ],
  paytable: {
    W: { 3: 50, 4: 250, 5: 1000 },
    M: { 3: 30, 4: 120, 5: 500 },
    V: { 3: 25, 4: 80, 5: 300 },
    I: { 3: 20, 4: 60, 5: 200 },
    A: { 3: 10, 4: 30, 5: 120 },
    K: { 3: 8, 4: 25, 5: 100 },
    Q: { 3: 6, 4: 20, 5: 80 },
    J: { 3: 6, 4: 15, 5: 60 },
    T: { 3: 6, 4: 12, 5: 50 },
  },
  scatter: {
    symbol: 'S',
    pays: { 3: 3, 4: 15, 5: 100 },
    freeSpins: { 3: 10, 4: 15, 5: 20 },
    retrigger: { 3: 10, 4: 10, 5: 10 },
    freeSpinMultiplier: 3,
  },
  lines: LINES_5X3_25.slice(0, 20),
  unitsPerBet: 20,
  betLevels: BET_LEVELS,
  strips: [
    'ATSWAKTIQMITKMKAJQVWTMVAJQITQJIKVJ',
    'QTATAJMIWMJIKJKTQJKIVMAVQSWTITQAKV',
    'ITJVMTKIAVJQASWQIAJKQTKMTKTVIJWAMQ',
    'ATMTVQWKVJIKAJIQAMTQITQSWKAJVTIMJK',
    'JIAJQMWQKTITKVKIMQTAJVTSWATIJQKAVM',
  ],
});
