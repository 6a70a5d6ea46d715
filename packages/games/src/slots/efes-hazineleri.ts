import { createSlot } from './engine.ts';
import { BET_LEVELS } from './lines.ts';
import { ROYALS, sym } from './symbols.ts';

const ID = 'efes-hazineleri';

export const efesHazineleri = createSlot({
  id: ID,
  name: 'Efes Hazineleri',
  mechanic: 'ways',
  features: ['wild', 'scatter', 'free-spins', 'multiplier'],
  volatility: 'high',
  rtp: 95.34,
  reels: 5,
  rows: 3,
  symbols: [
    sym(ID, 'W', 'Artemis', 'artemis', 'wild'),
    sym(ID, 'S', 'Celsus Kütüphanesi', 'celsus', 'scatter'),
    sym(ID, 'M', 'Maske', 'maske'),
    sym(ID, 'C', 'Sikke', 'sikke'),
    sym(ID, 'V', 'Amfora', 'amfora'),
    sym(ID, 'H', 'Miğfer', 'migfer'),
    ...ROYALS,
  ],
  paytable: {
    M: { 3: 40, 4: 200, 5: 1000 },
    C: { 3: 25, 4: 100, 5: 500 },
    V: { 3: 15, 4: 50, 5: 250 },
    H: { 3: 10, 4: 30, 5: 150 },
    A: { 3: 6, 4: 20, 5: 75 },
    K: { 3: 5, 4: 15, 5: 60 },
    Q: { 3: 5, 4: 15, 5: 50 },
    J: { 3: 4, 4: 10, 5: 40 },
    T: { 3: 3, 4: 10, 5: 30 },
  },
  scatter: {
    symbol: 'S',
    pays: { 3: 3, 4: 15, 5: 100 },
    freeSpins: { 3: 10, 4: 15, 5: 20 },
    retrigger: { 3: 10, 4: 10, 5: 10 },
    freeSpinMultiplier: 3,
  },
  unitsPerBet: 25,
  betLevels: BET_LEVELS,
  strips: [
    'TVHAVJKTAQACHTKAVJTKJMKQJTKTSJQHQCQMJ',
    'SJVKMATACVAQHAMKJTQWCTJQKJKQHQTVTJTHJKW',
    'QWSTMATKJHQTKQJKCJHTJWJAKCHVQTKMAVQVTAJ',
    'JQKVJHAVTQMQTHQAWSKQJCJKTVAJKATMTHTKWJC',
    'JMTJKHTVTVAQTSJKHTQJCTJVKAKQAJAMCKQHQ',
  ],
  freeSpinStrips: [
    'MKTQTVHJCTAJMTKHAHCJQAJAKQVMCSVKQ',
    'HQATVWKQJTMSMHMCKWAQTQKVHJATCWCJAVJK',
    'SHMAVQWKTQJHQTAKJVWVAMKJKHCMTCWJCQTA',
    'WHTKTQVCHQCJWKMTQAMAJKHJWTVMJVSACAQK',
    'CQTKSMTQVCMKHVJTJAJHJTCQHKAMAQKAV',
  ],
});
