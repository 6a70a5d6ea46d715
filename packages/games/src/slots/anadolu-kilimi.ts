import { createSlot } from './engine.ts';
import { BET_LEVELS } from './lines.ts';
import { ROYALS, sym } from './symbols.ts';

const ID = 'anadolu-kilimi';

export const anadoluKilimi = createSlot({
  id: ID,
  name: 'Anadolu Kilimi',
  mechanic: 'ways',
  features: ['wild'],
  volatility: 'medium',
  rtp: 95.4,
  reels: 5,
  rows: 3,
  symbols: [
    sym(ID, 'W', 'Kilim', 'kilim', 'wild'),
    sym(ID, 'E', 'Elibelinde', 'elibelinde'),
    sym(ID, 'B', 'Koçboynuzu', 'kocboynuzu'),
    sym(ID, 'G', 'Göz', 'goz'),
    sym(ID, 'Y', 'Yıldız', 'yildiz'),
    ...ROYALS,
  ],
  paytable: {
    E: { 3: 40, 4: 150, 5: 1000 },
    B: { 3: 30, 4: 100, 5: 500 },
    G: { 3: 20, 4: 60, 5: 250 },
    Y: { 3: 15, 4: 40, 5: 150 },
    A: { 3: 12, 4: 30, 5: 80 },
    K: { 3: 10, 4: 25, 5: 60 },
    Q: { 3: 10, 4: 20, 5: 50 },
    J: { 3: 8, 4: 15, 5: 40 },
    T: { 3: 6, 4: 12, 5: 30 },
  },
  unitsPerBet: 25,
  betLevels: BET_LEVELS,
  strips: [
    'TKAQAJKGQGQYETBAKYJYJKQTETGJBYTKJQAB',
    'TAQTJKTGKYEKBWYAYEQYATKQJGTJQKJQWBGJAB',
    'QJBGQBKTKTAQKAWJKYKGYQGYAJTAQYTJEWTJBE',
    'WETYQTAQJTGQAGKJTABWGYKJAKJYKEYBTKQBQJ',
    'QAEQYAEJYKGTJKTQYKTJAJTQGBJABKQBKYGT',
  ],
});
