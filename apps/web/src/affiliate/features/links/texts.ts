export const linksTexts = {
  title: 'Bağlantı oluşturucu',
  intro:
    'Bu bağlantıyla gelen ziyaretçiler ve kayıtlar size yazılır. İsterseniz bir kampanya adı ekleyerek kaynakları ayırın.',
  campaign: 'Kampanya (isteğe bağlı)',
  campaignHint: 'Küçük harf, rakam ve tire; en fazla 32 karakter. Örnek: instagram-kasim',
  campaignInvalid: 'Kampanya yalnızca küçük harf, rakam ve tire içerebilir (en fazla 32 karakter).',
  link: 'Bağlantınız',
  copy: 'Bağlantıyı kopyala',
  copied: 'Bağlantı kopyalandı.',
  copyFailed: 'Kopyalanamadı; bağlantıyı seçip elle kopyalayın.',
} as const;
