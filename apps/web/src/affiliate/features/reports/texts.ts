export const reportsTexts = {
  title: 'Raporlar',
  intro: 'Seçtiğiniz dönemin rakamları, güne veya kampanyaya göre.',
  from: 'Başlangıç',
  to: 'Bitiş',
  show: 'Göster',
  groupBy: 'Gruplama',
  groupings: { day: 'Gün', campaign: 'Kampanya' } as Record<string, string>,
  caption: (from: string, to: string, by: string) => `${from} – ${to}, ${by.toLocaleLowerCase('tr')} bazında`,
  noCampaign: 'Kampanyasız',
  total: 'Toplam',
  empty: 'Bu dönemde kayıt yok.',
} as const;
