/** The messages feature's texts, in Turkish. */
export const messagesTexts = {
  // The support side's queues: players' messages, call requests, affiliate applications.
  messages: {
    nav: 'Mesajlar',
    title: 'Oyuncu mesajları',
    caption: 'Oyuncu mesajları',
    empty: 'Bu filtreye uyan mesaj yok.',
    search: 'Mesaj ara',
    searchHint: 'Konu ya da kullanıcı adı',
    status: 'Durum',
    username: 'Kullanıcı',
    subject: 'Konu',
    replies: 'Yanıt',
    created: 'Tarih',
    statusNames: { open: 'Yanıt bekliyor', answered: 'Yanıtlandı', closed: 'Kapatıldı' } as Record<
      string,
      string
    >,
    open: (subject: string) => `Mesajı aç: ${subject}`,
    threadTitle: (subject: string) => `Mesaj: ${subject}`,
    threadLoading: 'Mesaj yükleniyor…',
    threadFailed: 'Mesaj yüklenemedi.',
    from: (username: string) => `${username} yazdı`,
    staffReply: (username: string | null) => (username ? `${username} yanıtladı` : 'Site Yönetimi yanıtladı'),
    noReplies: 'Henüz yanıt verilmedi.',
    replyLabel: 'Yanıtınız',
    replyHint: 'Oyuncu bu yanıtı mesajlarında, kendi mesajının altında görür.',
    counter: (n: number) => `${n}/2000`,
    send: 'Yanıtı gönder',
    sending: 'Gönderiliyor…',
    sent: (username: string) => `${username} kullanıcısına yanıtınız gönderildi.`,
    closeMessage: 'Mesajı kapat',
    closed: (subject: string) => `“${subject}” mesajı kapatıldı.`,
    closedNote: 'Bu mesaj kapatıldı; yanıt verilemez.',
    noAnswer: 'Mesajlara yanıt verme yetkiniz yok.',
    hide: 'Mesajı gizle',
  },
} as const;
