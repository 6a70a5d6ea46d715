/** The back office's own texts (the shell, the navigation, sign-in), in Turkish; each feature has its texts.ts. */
export const appTexts = {
  appName: 'Yönetim Paneli',
  skipToContent: 'İçeriğe geç',
  login: {
    title: 'Personel girişi',
    intro: 'Kullanıcı adınız, şifreniz ve doğrulama uygulamanızdaki 6 haneli kod ile giriş yapın.',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    totp: 'Doğrulama kodu',
    totpHint:
      'Doğrulama uygulamanızdaki 6 haneli kod. Her kod bir kez kullanılabilir. İlk girişinizde boş bırakın: kurulum için bir QR kodu gösterilir.',
    submit: 'Giriş yap',
    submitting: 'Giriş yapılıyor…',
    failed: 'Giriş yapılamadı. Lütfen tekrar deneyin.',
    sessionEnded: 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
  },
  shell: {
    nav: 'Yönetim menüsü',
    logout: 'Çıkış yap',
    signedInAs: (username: string, role: string) => `${username} (${role})`,
    waiting: (n: number) => `(${n} bekleyen)`,
    noPages: 'Rolünüzün açabileceği bir sayfa henüz yok.',
    notFound: 'Bu sayfa bulunamadı ya da yetkiniz yok.',
  },
  nav: {
    deposits: 'Para yatırma',
    withdrawals: 'Para çekme',
    kyc: 'Kimlik doğrulama',
    players: 'Oyuncular',
    reports: 'Raporlar',
  },
  // Staff access: TOTP enrolment at first login, sessions, staff management, the audit log.
  enrol: {
    title: 'İki adımlı doğrulamayı kurun',
    intro:
      'Bu ilk girişiniz. Doğrulama uygulamanızla (Google Authenticator, Microsoft Authenticator vb.) QR kodunu okutun, uygulamanın gösterdiği 6 haneli kodu girin ve kendi şifrenizi belirleyin.',
    qrAlt: 'Doğrulama uygulamasıyla okutulacak QR kodu',
    secret: 'QR kodunu okutamıyorsanız bu anahtarı uygulamaya elle girin',
    code: 'Uygulamadaki 6 haneli kod',
    codeHint: 'Kod 30 saniyede bir değişir; güncel olanı girin.',
    codeRequired: 'Doğrulama kodu 6 haneli olmalı',
    expires: (minutes: number) => `Bu kurulum ${minutes} dakika geçerlidir.`,
    newPassword: 'Yeni şifreniz',
    newPasswordHint:
      'En az 12 karakter; giriş yaptığınız şifreden farklı olmalı. Size verilen ilk şifre bundan sonra geçersiz olur.',
    newPasswordAgain: 'Yeni şifreniz (tekrar)',
    submit: 'Doğrula ve giriş yap',
    submitting: 'Doğrulanıyor…',
    back: 'Girişe dön',
  },
  password: {
    open: 'Şifremi değiştir',
    title: 'Şifremi değiştir',
    intro:
      'Mevcut şifreniz ve doğrulama uygulamanızdaki kod ile yeni şifrenizi belirleyin. Diğer oturumlarınız kapanır.',
    current: 'Mevcut şifre',
    newPassword: 'Yeni şifre',
    newPasswordHint: 'En az 12 karakter; mevcut şifrenizden farklı olmalı.',
    newPasswordAgain: 'Yeni şifre (tekrar)',
    totp: 'Doğrulama kodu',
    submit: 'Şifreyi değiştir',
    submitting: 'Değiştiriliyor…',
    done: 'Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı.',
    close: 'Kapat',
  },
  sessions: {
    logoutEverywhere: 'Tüm oturumları kapat',
    confirmTitle: 'Tüm oturumlar kapatılsın mı?',
    confirmBody:
      'Bu hesapla açık olan bütün oturumlar (bu tarayıcı dahil) kapanır; yeniden giriş yapmanız gerekir.',
    confirm: 'Hepsini kapat',
  },
} as const;
