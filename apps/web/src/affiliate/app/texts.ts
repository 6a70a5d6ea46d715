/** The portal's frame: its name, sign-in, the navigation (Turkish). */
export const appTexts = {
  appName: 'Ortaklık Paneli',
  skipToContent: 'İçeriğe geç',
  loadFailed: 'Panel yüklenemedi. Bağlantınızı kontrol edin.',
  login: {
    title: 'Ortak girişi',
    intro: 'Ortaklık başvurusunda verdiğiniz e-posta ve şifreyle giriş yapın.',
    email: 'E-posta',
    password: 'Şifre',
    totp: 'Doğrulama kodu',
    totpHint: 'Kimlik doğrulama uygulamanızdaki 6 haneli kod.',
    submit: 'Giriş yap',
    submitting: 'Giriş yapılıyor…',
    sessionEnded: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
    apply: 'Henüz ortak değil misiniz?',
    applyLink: 'Başvurun',
  },
  shell: {
    nav: 'Ortaklık menüsü',
    signedInAs: (name: string, btag: string) => `${name} (${btag})`,
    logout: 'Çıkış yap',
    notFound: 'Sayfa bulunamadı.',
  },
  nav: {
    dashboard: 'Özet',
    reports: 'Raporlar',
    players: 'Oyuncular',
    links: 'Bağlantılar',
    statements: 'Hesap özetleri',
    security: 'Güvenlik',
  },
} as const;
