/** The kyc feature's texts, in Turkish. */
export const kycTexts = {
  kyc: {
    title: 'Kimlik doğrulama',
    caption: 'İncelemedeki kimlik belgeleri',
    empty: 'İncelemede belge yok.',
    tc: 'TC Kimlik',
    documents: 'Belgeler',
    openPdf: (doc: string) => `${doc} (PDF) aç`,
    verify: 'Doğrula',
    verified: (username: string) => `${username} kullanıcısının kimliği doğrulandı.`,
    rejected: (username: string) => `${username} kullanıcısının belgeleri reddedildi.`,
    zoom: (doc: string) => `${doc} büyüt`,
    zoomTools: 'Yakınlaştırma',
    zoomIn: 'Yakınlaştır',
    zoomOut: 'Uzaklaştır',
    rotate: 'Döndür',
    created: 'Tarih',
  },
} as const;
