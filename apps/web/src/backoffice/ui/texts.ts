/** The back office's shared texts (roles, common words, the grids, the dialogs), in Turkish; each feature has its texts.ts. */
export const boTexts = {
  roles: {
    admin: 'Yönetici',
    finance: 'Finans',
    support: 'Destek',
    content: 'İçerik',
    risk: 'Risk',
  } as Record<string, string>,
  common: {
    loading: 'Yükleniyor…',
    loadFailed: 'Liste yüklenemedi.',
    retry: 'Tekrar dene',
    approve: 'Onayla',
    reject: 'Reddet',
    cancel: 'Vazgeç',
    reason: 'Red nedeni',
    reasonHint: 'Oyuncu bu açıklamayı görür.',
    actions: 'İşlem',
    failed: 'İşlem yapılamadı. Lütfen tekrar deneyin.',
    yes: 'Var',
    no: 'Yok',
    refresh: 'Yenile',
    closeNotice: 'Bildirimi kapat',
  },
  grid: {
    columns: 'Sütunlar',
    columnsLegend: 'Gösterilecek sütunlar',
    csv: 'CSV indir',
    pager: 'Sayfalar',
    pageSize: 'Sayfa başına',
    previous: 'Önceki',
    next: 'Sonraki',
    pageOf: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
    summary: (first: number, last: number, total: number) =>
      total === 0 ? 'kayıt yok' : `${first}–${last} / ${total} kayıt`,
    search: 'Ara',
    all: 'Tümü',
  },
  kycStatus: { none: 'Yok', pending: 'İncelemede', verified: 'Doğrulandı', rejected: 'Reddedildi' } as Record<
    string,
    string
  >,
  kycDocs: { id_front: 'Kimlik ön yüz', id_back: 'Kimlik arka yüz', address: 'Adres belgesi' } as Record<
    string,
    string
  >,
  dialog: { close: 'Kapat' },
} as const;
