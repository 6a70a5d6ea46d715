/**
 * The games' Turkish words (cards, slots, roulette, baccarat, blackjack): the game client's tables
 * (through its playTexts) and the outcome view, which the player site's fairness verifier shows
 * too, both say them.
 */
export const gameTexts = {
  // Cards
  suitNames: { '♠': 'Maça', '♥': 'Kupa', '♦': 'Karo', '♣': 'Sinek' } as Record<string, string>,
  rankNames: { A: 'As', J: 'Vale', Q: 'Kız', K: 'Papaz' } as Record<string, string>,

  // Slots
  spin: 'Çevir',
  spinning: 'Dönüyor...',
  skip: 'Sonuca Geç',
  win: 'Kazanç',
  noWin: 'Kazanç yok',
  noStepWin: 'Bu adımda kazanç yok',
  roundWin: 'Tur kazancı',
  paidSpin: 'Ana dönüş',
  freeSpin: (i: number, n: number) => `Bedava dönüş ${i}/${n}`,
  cascade: (i: number) => `Düşüş ${i}`,
  freeSpinsWon: (n: number) => `${n} bedava dönüş kazandınız!`,
  multiplier: (m: number) => `Çarpan x${m}`,
  prevStep: 'Önceki adım',
  nextStep: 'Sonraki adım',
  step: (i: number, n: number) => `Adım ${i}/${n}`,
  reel: (i: number) => `Makara ${i}`,
  lineWin: (line: number, count: number, name: string) => `Hat ${line}: ${count} × ${name}`,
  waysWin: (count: number, name: string, ways: number) =>
    `${count} makara ${name}${ways > 1 ? ` · ${ways} yol` : ''}`,
  scatterWin: (count: number, name: string) => `${count} × ${name} (dağınık)`,
  spinHint: 'Boşluk veya Enter tuşuyla da çevirebilirsiniz.',
  freeSpinsLeft: (n: number) => `Ücretsiz dönüş: ${n}`,
  freeSpinsLocked: (stake: string) => `Ücretsiz dönüşleriniz bitene kadar bahis ${stake} olarak sabittir.`,

  // Roulette
  rouletteBoard: 'Rulet bahis masası',
  spinRoulette: 'Çevir',
  ballRolling: 'Top dönüyor...',
  resultNumber: 'Kazanan sayı',
  colors: { red: 'Kırmızı', black: 'Siyah', green: 'Yeşil' },
  outside: {
    red: 'Kırmızı',
    black: 'Siyah',
    odd: 'Tek',
    even: 'Çift',
    low: '1-18',
    high: '19-36',
  } as Record<string, string>,
  dozen: (t: number) => `${12 * (t - 1) + 1}-${12 * t}`,
  dozenLong: (t: number) => `${t}. düzine (${12 * (t - 1) + 1}-${12 * t})`,
  column: (t: number) => `${t}. kolon`,
  betTypes: {
    straight: 'Düz sayı',
    split: 'Bölünmüş',
    street: 'Sıra',
    corner: 'Köşe',
    line: 'Altılı',
    dozen: 'Düzine',
    column: 'Kolon',
    red: 'Kırmızı',
    black: 'Siyah',
    odd: 'Tek',
    even: 'Çift',
    low: '1-18',
    high: '19-36',
  } as Record<string, string>,
  recentNumbers: 'Son sayılar',
  betOn: (label: string, amount: string) => `${label}, bahis ${amount}`,

  // Baccarat
  deal: 'Dağıt',
  dealing: 'Dağıtılıyor...',
  baccaratSpots: { player: 'Oyuncu', banker: 'Banka', tie: 'Beraberlik' } as Record<string, string>,
  baccaratPays: { player: '1:1', banker: '0,95:1', tie: '8:1' } as Record<string, string>,
  winner: { player: 'Oyuncu kazandı', banker: 'Banka kazandı', tie: 'Beraberlik' } as Record<string, string>,
  natural: 'Doğal',
  hand: 'El',
  total: 'Toplam',

  // Blackjack
  dealer: 'Krupiye',
  you: 'Siz',
  soft: 'yumuşak',
  newHand: 'Yeni El',
  tapToAdd: 'Fiş eklemek için dokunun',
  actions: { hit: 'Kart Çek', stand: 'Dur', double: 'İkiye Katla' } as Record<string, string>,
  outcomes: {
    blackjack: 'Blackjack! 3:2 ödendi',
    win: 'Kazandınız',
    push: 'Berabere — bahis iade edildi',
    lose: 'Kaybettiniz',
  } as Record<string, string>,
  hiddenCard: 'Kapalı kart',
  handInProgress: 'Devam eden el',
} as const;
