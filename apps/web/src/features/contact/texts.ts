/** Turkish texts of the contact pages (request a call, support): loaded with its route, so they stay out of the shell's bundle. */
export const contactTexts = {
  call: {
    title: 'ARANMA TALEBİ',
    intro: 'Bilgilerinizi bırakın, müşteri temsilcimiz en kısa sürede sizi arasın.',
    name: 'Ad Soyad',
    phone: 'Telefon',
    phonePlaceholder: '05XX XXX XX XX',
    message: 'Mesajınız (isteğe bağlı)',
    submit: 'Talep Gönder',
    received: 'Talebiniz alındı!',
    failed: 'Bir hata oluştu.',
    exception: 'Sunucu hatası. Lütfen tekrar deneyin.',
    recent: 'Son Talepleriniz',
    recentEmpty: 'Henüz bir talebiniz bulunmuyor.',
    date: 'Tarih',
    status: 'Durum',
  },
  support: {
    title: '7/24 Destek',
    intro: 'Müşteri hizmetlerimize aşağıdaki kanallardan günün her saati ulaşabilirsiniz.',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    email: 'E-posta',
    phone: 'Telefon',
    requestCall: 'Sizi arayalım mı? Aranma talebi bırakın',
    none: 'İletişim bilgileri şu anda yüklenemedi.',
  },
} as const;
