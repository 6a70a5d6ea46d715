export const dashboardTexts = {
  title: 'Özet',
  period: (from: string, to: string) => `Bu ay: ${from} – ${to}`,
  figures: 'Bu ayın rakamları',
  firstDeposits: 'İlk yatırımlar',
  firstDepositsValue: (count: string, amount: string) => `${count} · ${amount}`,
  commissionSoFar: 'Şimdiye kadarki komisyon',
  chart: 'Günlere göre tıklama, kayıt ve ilk yatırım',
  ngrChart: 'Günlere göre net gelir (NGR)',
  plan: 'Komisyon planınız',
  planNone: 'Komisyon planınız henüz belirlenmedi.',
  planText: (share: string, cpa: string, minDeposit: string, minWagering: string) =>
    `Gelir payı %${share} · CPA ${cpa} (en az ${minDeposit} yatırım ve ${minWagering} çevrim)`,
} as const;
