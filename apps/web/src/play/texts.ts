import { gameTexts } from '@/lib/game-texts.ts';

/** Every Turkish text of the game client. */
export const playTexts = {
  loading: 'Oyun yükleniyor...',
  noToken: 'Oyun oturumu bulunamadı. Lütfen oyunu lobiden yeniden açın.',
  genericError: 'Bir hata oluştu. Lütfen tekrar deneyin.',
  connectionError: 'Bağlantı hatası oluştu. Lütfen tekrar deneyin.',
  loadFailed: 'Oyun yüklenemedi',
  retry: 'Tekrar Dene',
  demoBadge: 'Demo — sanal bakiye',
  balance: 'Bakiye',
  lastWin: 'Son kazanç',
  resumed: (n: number) => `Yarım kalan ${n} tur tamamlandı`,
  resumedHint: 'Bağlantınız kesildiğinde yarım kalan turlar sonuçlandırıldı; bakiyeniz güncel.',
  dismiss: 'Kapat',
  provider: 'Lale Games',
  panels: 'Oyun bilgileri',

  // The reality check (responsible gaming)
  reality: {
    title: 'Oyun süresi hatırlatması',
    lead: (length: string) => `${length} süredir oynuyorsunuz. Oyun duraklatıldı; bu oturumdaki durumunuz:`,
    time: 'Süre',
    bets: 'Bahisler',
    wins: 'Kazançlar',
    net: 'Net sonuç',
    continue: 'Devam et',
    exit: 'Oyundan çık',
    history: 'Oyun geçmişimi gör',
    minutes: (n: number) => `${n} dakika`,
    hours: (n: number) => `${n} saat`,
  },

  // Bets
  bet: 'Bahis',
  chipValue: 'Fiş değeri',
  totalBet: 'Toplam bahis',
  clearBets: 'Bahisleri Temizle',
  undo: 'Geri Al',
  overMax: (max: string) => `Bir bahis en fazla ${max} olabilir`,
  noBet: 'Önce bir bahis yerleştirin',
  overBalance: 'Yetersiz bakiye. Lütfen bahsinizi düşürün veya para yatırın.',
  placeBets: 'Fiş değerini seçin, bahis alanlarına dokunarak bahislerinizi yerleştirin.',
  betDown: 'Bahsi azalt',
  betUp: 'Bahsi artır',

  // The games' own words (cards, slots, roulette, baccarat, blackjack), which the outcome view shows too
  ...gameTexts,

  // Rules panel
  rulesTitle: 'Kurallar ve Ödeme Tablosu',
  rtp: 'RTP (oyuncuya dönüş)',
  volatility: 'Volatilite',
  volatilityLevels: { low: 'Düşük', medium: 'Orta', high: 'Yüksek' } as Record<string, string>,
  betRange: 'Bahis aralığı',
  betLevels: 'Bahis seviyeleri',
  layout: 'Düzen',
  paytable: 'Ödeme tablosu',
  paytableNote: (bet: string) => `Değerler seçili bahis (${bet}) için kazançtır.`,
  symbol: 'Sembol',
  paylines: 'Ödeme hatları',
  malfunction: 'Arıza durumunda tüm ödemeler ve oyunlar geçersizdir. Kazançlar kuruşa aşağı yuvarlanır.',
  ways: 'Yollar',
  wild: 'Joker',
  rules: 'Kurallar',
  scatterTitle: 'Dağınık sembol ve bedava dönüşler',
  lineShape: (no: number, rows: string) => `Hat ${no}: ${rows}. sıra`,
  paylinesText: (n: number, units: number) =>
    `${n} sabit hat. Kazançlar soldan sağa, ilk makaradan başlayarak aynı hatta yan yana gelen aynı sembollerle oluşur. Her hatta yalnızca en yüksek kazanç ödenir ve farklı hatlardaki kazançlar toplanır. Hat bahsi = toplam bahis / ${units}.`,
  waysText: (n: number, units: number) =>
    `${n} yol: aynı sembol soldan sağa ardışık makaraların herhangi bir konumunda göründüğünde kazanç oluşur. Ödeme = tablo değeri × yol sayısı × (toplam bahis / ${units}).`,
  cascadeText: (ways: string, multipliers: string) =>
    `${ways} Kazanan semboller patlar, yerlerine yukarıdan yenileri düşer ve yeni kazançlar aynı dönüşte ödenir. Ardışık düşüşlerde çarpan sırasıyla ${multipliers} olur (son değer devam eder).`,
  wildText: (wild: string, scatter: string | undefined, paysItself: boolean) =>
    `${wild} jokerdir: ${scatter ? `${scatter} dışındaki ` : ''}tüm sembollerin yerine geçer${paysItself ? ' ve kendi başına da ödeme tablosundaki gibi öder' : ''}.`,
  countOf: (count: string, what: string | number) => `${count} adet ${what}`,
  scatterPay: (count: string, amount: string, times: number) =>
    `${count} adet ${amount} (toplam bahsin ${times} katı)`,
  scatterPays: (scatter: string, pays: string[]) =>
    `${scatter} dağınık semboldür ve makaraların herhangi bir yerinde sayılır: ${pays.join(', ')}.`,
  freeSpinsText: (awards: string[], multiplier: number, retriggers: string[]) =>
    `${awards.join(', ')} bedava dönüş verir. Bedava dönüşler aynı bahisle oynanır ve tüm kazançlar x${multiplier} çarpanlıdır.` +
    (retriggers.length > 0
      ? ` Bedava dönüşler sırasında ${retriggers.join(', ')} dönüş eklenir.`
      : ' Bedava dönüşler yeniden tetiklenmez.'),
  betRangePerBet: (min: string, max: string, step: string | undefined) =>
    `Bahis aralığı (bahis başına): ${min} – ${max}${step ? `, ${step} katları` : ''}.`,
  rngNote: (label: string) => `${label}: sonuçlar canlı krupiye değil, RNG ile belirlenir.`,
  rtpNames: {
    player: 'Oyuncu',
    banker: 'Banka',
    tie: 'Beraberlik',
    all: 'Tüm bahisler',
    'basic-strategy': 'Temel strateji ile',
  } as Record<string, string>,
  tableRules: {
    roulette: {
      rules: [
        'Tek sıfırlı Avrupa ruleti: 0-36 arası 37 sayı. Kazanan sayı RNG ile seçilir: sayı = floor(float × 37).',
        'Fiş değerini seçin ve masadaki alanlara dokunarak bahis koyun; aynı alana tekrar dokunmak bahsi artırır.',
        'Sıfır geldiğinde tüm dış bahisler (renk, tek/çift, 1-18/19-36, düzine, kolon) kaybeder.',
        'Ödemeler bahis dahil geri dönüş olarak hesaplanır: bahis × 36 / kapsanan sayı adedi.',
      ],
      pays: [
        ['Düz sayı', '35:1'],
        ['Düzine, kolon', '2:1'],
        ['Kırmızı/Siyah, Tek/Çift, 1-18/19-36', '1:1'],
      ],
    },
    baccarat: {
      rules: [
        'Punto banco, 8 deste; her el yeni karıştırılmış bir sabottan RNG ile dağıtılır.',
        'Kart değerleri: As 1, 2-9 kendi değeri, 10/J/Q/K 0. El değeri puanların toplamının mod 10’udur.',
        'Doğal: ilk iki kartta 8 veya 9 olan varsa iki taraf da durur.',
        'Oyuncu 0-5’te kart çeker, 6-7’de durur. Oyuncu durduysa Banka 0-5’te çeker.',
        'Oyuncu üçüncü kart çektiyse Banka klasik üçüncü kart tablosuna göre çeker (3: 8 hariç; 4: 2-7; 5: 4-7; 6: 6-7; 7: durur).',
        'Beraberlikte Oyuncu ve Banka bahisleri iade edilir.',
      ],
      pays: [
        ['Oyuncu', '1:1'],
        ['Banka', '0,95:1 (%5 komisyon)'],
        ['Beraberlik', '8:1'],
      ],
    },
    blackjack: {
      rules: [
        '6 deste; her el yeni karıştırılmış bir sabottan RNG ile dağıtılır.',
        'Krupiye açık kartına bakar: krupiyede blackjack varsa el hemen biter (sizde de blackjack varsa berabere).',
        'Kart Çek, Dur ve ilk iki kartta İkiye Katla (bahis ikiye katlanır ve tek kart çekilir). Bölme, teslim ve sigorta yoktur.',
        '21’e ulaşınca otomatik olarak durursunuz. Krupiye 16’ya kadar çeker, yumuşak 17 dahil tüm 17’lerde durur.',
      ],
      pays: [
        ['Blackjack', '3:2'],
        ['Kazanç', '1:1'],
        ['Beraberlik', 'Bahis iade'],
      ],
    },
  } as Record<string, { rules: string[]; pays: [string, string][] }>,
  fairNote:
    'Her turun sonucu, bahisten önce belirlenen sunucu tohumu, sizin istemci tohumunuz ve tur numarasıyla (nonce) hesaplanır; “Adil Oyun” bölümünden doğrulayabilirsiniz.',

  // History
  historyTitle: 'Son 10 Tur',
  historyEmpty: 'Henüz oynanmış tur yok.',
  time: 'Zaman',
  status: {
    settled: 'Tamamlandı',
    in_progress: 'Devam ediyor',
    refunded: 'İade edildi',
    void: 'İptal edildi',
    placing: 'İşleniyor',
  } as Record<string, string>,
  roundId: 'Tur no',
  nonce: 'Nonce',
  verifyRound: 'Bu turu doğrula',

  // Fairness
  fairTitle: 'Adil Oyun',
  fairIntro:
    'Sonuçlar HMAC-SHA256(sunucu tohumu, “istemci tohumu:nonce:imleç”) ile üretilir. Sunucu tohumunun SHA-256 özeti oyundan önce gösterilir; tohumu yenilediğinizde eski tohum açıklanır ve tüm turlarınızı doğrulayabilirsiniz.',
  serverSeedHash: 'Sunucu tohumu özeti (SHA-256)',
  nextServerSeedHash: 'Sonraki sunucu tohumu özeti',
  clientSeed: 'İstemci tohumu',
  clientSeedHint:
    '1-64 karakter: harf, rakam, nokta, tire, alt çizgi. Kaydetmek mevcut sunucu tohumunu açıklar.',
  saveClientSeed: 'Kaydet',
  rotate: 'Tohumu Yenile',
  rotating: 'Yenileniyor...',
  currentNonce: 'Bu tohumla oynanan tur (nonce)',
  revealedTitle: 'Açıklanan önceki tohum',
  revealedSeed: 'Sunucu tohumu',
  roundsPlayed: 'Oynanan tur',
  openVerifier: 'Doğrulayıcıda aç',
  verifierLink: 'Herkese açık doğrulayıcı',
  clientSeedInvalid: 'İstemci tohumu 1-64 karakter olmalı; harf, rakam, nokta, tire ve alt çizgi içerebilir',
  seedChanged: 'Yeni tohum çifti etkin. Önceki sunucu tohumu aşağıda.',
} as const;
