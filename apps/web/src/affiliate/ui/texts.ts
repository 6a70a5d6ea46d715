/** The portal's shared texts (the figures' names, common words), in Turkish; each feature has its texts.ts. */
export const affTexts = {
  common: {
    loading: 'Yükleniyor…',
    loadFailed: 'Veriler yüklenemedi.',
    retry: 'Tekrar dene',
    yes: 'Evet',
    no: 'Hayır',
    none: 'Yok',
  },
  figures: {
    clicks: 'Tıklama',
    registrations: 'Kayıt',
    first_deposits_count: 'İlk yatırım sayısı',
    first_deposits: 'İlk yatırım tutarı',
    deposits: 'Yatırımlar',
    bets: 'Bahisler',
    wins: 'Kazançlar',
    bonus_cost: 'Bonus maliyeti',
    ngr: 'Net gelir (NGR)',
    commission: 'Komisyon',
  },
} as const;
