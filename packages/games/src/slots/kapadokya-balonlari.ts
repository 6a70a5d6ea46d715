import { createSlot } from './engine.ts';
import { BET_LEVELS } from './lines.ts';
import { ROYALS, sym } from './symbols.ts';

const ID = 'kapadokya-balonlari';

export const kapadokyaBalonlari = createSlot({
  id: ID,
  name: 'Kapadokya Balonları',
  mechanic: 'ways',
  features: ['wild', 'scatter', 'free-spins', 'multiplier'],
  volatility: 'low',
  rtp: 96.82,
  reels: 5,
  rows: 4,
  symbols: [
    sym(ID, 'W', 'Balon', 'balon', 'wild'),
    sym(ID, 'S', 'Gün Doğumu', 'gundogumu', 'scatter'),
    sym(ID, 'R', 'Kırmızı Balon', 'kirmizi-balon'),
    sym(ID, 'P', 'Peri Bacası', 'peri-bacasi'),
    sym(ID, 'H', 'At', 'at'),
    sym(ID, 'U', 'Çömlek', 'comlek'),
    ...ROYALS,
  ],
  paytable: {
    R: { 3: 40, 4: 150, 5: 600 },
    P: { 3: 30, 4: 100, 5: 400 },
    H: { 3: 25, 4: 75, 5: 250 },
    U: { 3: 15, 4: 50, 5: 150 },
    A: { 3: 4, 4: 12, 5: 40 },
    K: { 3: 4, 4: 10, 5: 30 },
    Q: { 3: 3, 4: 8, 5: 25 },
    J: { 3: 3, 4: 6, 5: 20 },
    T: { 3: 2, 4: 5, 5: 15 },
  },
  scatter: {
    symbol: 'S',
    pays: { 3: 2, 4: 10, 5: 50 },
    freeSpins: { 3: 8, 4: 12, 5: 20 },
    retrigger: { 3: 8, 4: 8, 5: 8 },
    freeSpinMultiplier: 2,
  },
  unitsPerBet: 50,
  betLevels: BET_LEVELS,
  strips: [
    'JTKQPKJUATUTKTURHKJAQAHUAPKSJRJTJQTQHQAP',
    'UPKQJUHAHTRQUTQSWTJPATJAQKJAKHQPUTJTWAKRKJ',
    'PTATUAHKJUTQJKJTKUSWJPTARJQHQAHRPKAJQUTWQK',
    'AQUTAJQPTUKHUPWJAJKTKQKTRAJPTJHKQRQSWTJUAH',
    'ATHRJUPQUAKTRHTKJTJPAUTSQKTHKJQAPJQKAUQJ',
  ],
});
