/**
 * The Turkish texts of the Bonuses page and of the bonus parts of the wallet. They live beside the
 * page, not in lib/texts.ts, so they load with the account area's chunks and the shell's first
 * load stays inside its budget. The bonus engine's own replies (and bonusStatusLabels,
 * bonusTypeLabels) are the shared contract's (@app/shared/api/bonus.ts): the server answers with
 * the same words.
 */
export const bonusTexts = {
  title: 'Bonuslarım',
  tabsLabel: 'Bonus bölümleri',
  tabs: { active: 'Aktif Bonuslar', cashback: 'Kayıp Bonusu', history: 'Bonus Geçmişi' },
  loading: 'Bonuslar yükleniyor...',
  loadFailed: 'Bonus bilgileri yüklenemedi.',
  retry: 'Tekrar Dene',
  activeEmpty: 'Aktif bonusunuz bulunmuyor.',
  activeEmptyHint: 'Promosyonlar sayfasından size uygun bir bonusu seçebilirsiniz.',
  toPromotions: 'Promosyonlara Git',
  amount: 'Bonus Tutarı',
  balance: 'Kalan Bonus Bakiyesi',
  wagering: 'Çevrim Şartı',
  multiplier: (n: string) => `${n}x`,
  wageringRequired: (amount: string) => `Toplam ${amount}`,
  completed: 'Tamamlanan',
  remaining: 'Kalan',
  progressLabel: (name: string) => `${name} çevrim ilerlemesi`,
  progressText: (percent: number) => `%${percent} tamamlandı`,
  expires: 'Son Kullanma',
  maxBet: 'Maksimum Bahis',
  contribution: 'Çevrime Katkı',
  contributionText: (slot: number, table: number) => `Slot %${slot} · Masa oyunları %${table}`,
  freeSpins: 'Ücretsiz Dönüş',
  freeSpinsText: (left: number, game: string, stake: string) =>
    `${left} dönüş kaldı — ${game}, dönüş başına ${stake}`,
  cancel: 'Bonusu İptal Et',
  cancelLabel: (name: string) => `Bonusu İptal Et: ${name}`,
  cancelConfirm: (balance: string) =>
    `Bonusunuzu iptal etmek istediğinize emin misiniz? Kalan ${balance} bonus bakiyeniz silinir ve bu işlem geri alınamaz.`,
  cancelFailed: 'Bonus iptal edilemedi',
  cancelError: 'Bir hata oluştu',
  cashbackTitle: 'Kayıp Bonusu',
  cashbackIntro:
    'Son 7 günde (ya da son talebinizden bu yana) gerçek parayla oyunlarda oluşan net kaybınızın bir kısmı bonus olarak iade edilir.',
  cashbackAmount: 'Alabileceğiniz Kayıp Bonusu',
  cashbackLoss: 'Net Kayıp',
  cashbackPercent: 'İade Oranı',
  cashbackFrom: 'Hesaplama Başlangıcı',
  cashbackNotEligible: 'Şu an kayıp bonusu almaya uygun değilsiniz',
  cashbackClaim: 'Kayıp Bonusunu Al',
  cashbackClaiming: 'İşleniyor...',
  cashbackConfirm: (amount: string) => `${amount} kayıp bonusunu hesabınıza eklemek istiyor musunuz?`,
  cashbackError: (message: string) => `Hata: ${message}`,
  cashbackFailed: 'İşlem başarısız oldu!',
  historyTitle: 'Bonus Geçmişi',
  historyEmpty: 'Henüz bonus geçmişiniz bulunmuyor.',
  historyEmptyHint: 'Aldığınız bonuslar burada listelenecek.',
  bonus: 'Bonus',
  type: 'Tür',
  status: 'Durum',
  date: 'Tarih',
  result: 'Sonuç',
  converted: (amount: string) => `Nakde çevrilen: ${amount}`,
  forfeited: (amount: string) => `Silinen: ${amount}`,
  count: (n: number) => `${n} bonus`,
  // The wallet page: the bonus balance's wagering and the withdrawal's forfeit question.
  wallet: {
    forfeitFallback:
      'Aktif bonusunuz var. Çekim talebi oluşturursanız bonusunuz iptal edilir. Devam etmek istiyor musunuz?',
    wageringLabel: 'Bonus çevrim ilerlemesi',
    wageringRemaining: (amount: string) => `Kalan çevrim: ${amount}`,
    toBonuses: 'Bonus ayrıntıları',
  },
} as const;
