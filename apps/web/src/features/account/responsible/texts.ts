import { limitKindLabels } from '@app/shared/api/responsible.ts';
import type { LimitKind, LimitPeriod } from './api/types.ts';

/** Turkish texts of the account area's 'Sorumlu Oyun' tab and the activity statement (loaded with their routes). */
export const responsibleTexts = {
  title: 'Sorumlu Oyun',
  intro:
    'Oyunu keyifli ve kontrol altında tutmanız için limitler koyabilir, hatırlatma sıklığını seçebilir, ara verebilir veya kendinizi oyundan uzaklaştırabilirsiniz.',
  loading: 'Ayarlarınız yükleniyor...',
  loadFailed: 'Sorumlu oyun ayarlarınız yüklenemedi.',
  retry: 'Tekrar dene',
  failed: 'İşlem gerçekleştirilemedi.',
  network: 'Bağlantı hatası! Lütfen tekrar deneyin.',
  limits: {
    title: 'Limitlerim',
    coolingOff:
      'Bir limiti düşürmek veya yeni limit koymak hemen geçerli olur. Bir limiti yükseltmek veya kaldırmak ise 24 saatlik bekleme süresinden sonra yürürlüğe girer; bu süre içinde düşük limit geçerliliğini korur.',
    kinds: limitKindLabels,
    kindHints: {
      deposit: 'Dönem içinde yatırabileceğiniz en yüksek tutar.',
      loss: 'Dönem içinde kaybedebileceğiniz en yüksek net tutar.',
      wager: 'Dönem içinde oynayabileceğiniz toplam bahis tutarı.',
      session:
        'Son 24 saatte, tüm girişlerinizde gerçek parayla oynayabileceğiniz en uzun toplam süre (dakika). Süre dolunca oyunlar durur; yeniden giriş yapmak süreyi sıfırlamaz.',
    } satisfies Record<LimitKind, string>,
    periods: { day: '24 saat', week: '7 gün', month: '30 gün' } satisfies Record<LimitPeriod, string>,
    /** A session limit has one period: the real-money play of the last 24 hours, every login's. */
    sessionPeriod: 'Son 24 saat (tüm girişler)',
    period: 'Dönem',
    current: 'Geçerli limit',
    none: 'Limit yok',
    pending: (value: string, date: string) => `${value}: ${date} tarihinde yürürlüğe girer`,
    pendingRemoval: 'Limit kaldırılıyor',
    amountLira: 'Tutar (₺)',
    amountMinutes: 'Süre (dakika)',
    minutes: (n: number) => `${n.toLocaleString('tr-TR')} dakika`,
    save: 'Limiti kaydet',
    remove: 'Limiti kaldır',
    removeLabel: (kind: string, period: string) => `${kind} (${period}) limitini kaldır`,
    amountRequired: 'Lütfen bir tutar girin',
    amountPositive: 'Limit sıfırdan büyük olmalıdır',
    minutesWhole: 'Süre tam sayı (dakika) olmalıdır',
    amountDecimals: 'Tutar en fazla iki ondalık basamak içerebilir',
    noLimitToRemove: 'Bu dönem için kaldırılacak bir limit yok',
  },
  reality: {
    title: 'Oyun süresi hatırlatması',
    intro:
      'Oyun oynarken seçtiğiniz aralıklarla oyun durur ve geçen süreyi, bahislerinizi ve kazançlarınızı gösteren bir hatırlatma açılır.',
    label: 'Hatırlatma sıklığı',
    option: (n: number) => `${n} dakikada bir`,
    save: 'Kaydet',
  },
  timeout: {
    title: 'Ara ver',
    intro:
      'Seçtiğiniz süre boyunca oyun oynayamaz, para yatıramaz ve promosyon alamazsınız. Giriş yaparak bakiyenizi çekebilirsiniz.',
    label: 'Ara verme süresi',
    options: { 1: '24 saat', 7: '7 gün', 30: '30 gün', 42: '6 hafta' } as Record<number, string>,
    open: 'Ara ver',
    confirmTitle: 'Ara vermeyi onaylayın',
    confirmText: (length: string) =>
      `${length} boyunca oyun oynayamayacak, para yatıramayacak ve promosyon alamayacaksınız; aktif bonusunuz iptal edilir. Bakiyenizi çekebilirsiniz. Bu süre başladıktan sonra erken sonlandırılamaz; süre dolmadan geri alınamaz.`,
    confirm: 'Ara vermeyi başlat',
  },
  exclusion: {
    title: 'Kendini oyundan uzaklaştırma',
    intro:
      'Oyun üzerindeki kontrolünüzü kaybettiğinizi düşünüyorsanız kendinizi uzun bir süre veya süresiz olarak oyundan uzaklaştırabilirsiniz.',
    label: 'Uzaklaştırma süresi',
    options: { 6: '6 ay', 12: '1 yıl', 60: '5 yıl', permanent: 'Süresiz' } as Record<string, string>,
    open: 'Kendimi uzaklaştır',
    confirmTitle: 'Kendinizi oyundan uzaklaştırmayı onaylayın',
    confirmText: (length: string) =>
      `${length} süreyle kendinizi oyundan uzaklaştırmak üzeresiniz. Bu karar erken sonlandırılamaz ve süre dolmadan geri alınamaz. Bu süre boyunca oyun, para yatırma ve promosyonlar kapalıdır; aktif bonusunuz iptal edilir. Bakiyenizi çekebilirsiniz. Süre dolduğunda uzaklaştırma ancak talebiniz üzerine, 24 saat sonra sona erer.`,
    permanentText:
      'Kendinizi süresiz olarak oyundan uzaklaştırmak üzeresiniz. Bu karar geri alınamaz: hesabınız oyuna, para yatırmaya ve promosyonlara kalıcı olarak kapanır; aktif bonusunuz iptal edilir. Bakiyenizi çekebilirsiniz.',
    confirm: 'Onaylıyorum, uzaklaştır',
  },
  exclusionEnd: {
    title: 'Uzaklaştırmayı sonlandırma',
    intro: (at: string) =>
      `Kendini uzaklaştırma süreniz doldu. Sonlandırma talebinde bulunursanız uzaklaştırmanız 24 saatlik bekleme süresinden sonra, ${at} tarihinde sona erer. Bu süre içinde oyun oynayamaz ve yatırım yapamazsınız.`,
    requested: (at: string) => `Sonlandırma talebiniz alındı. Uzaklaştırmanız 24 saatlik bekleme süresinden sonra, ${at} tarihinde sona erecek.`,
    open: 'Sonlandırma talebinde bulun',
    confirmTitle: 'Uzaklaştırmayı sonlandırma talebini onaylayın',
    confirmText: (at: string) =>
      `Kendini uzaklaştırmanızın sona ermesini istiyorsunuz. Talebiniz 24 saatlik bekleme süresinden sonra, ${at} tarihinde yürürlüğe girer ve geri alınamaz.`,
    confirm: 'Evet, talep ediyorum',
  },
  close: {
    title: 'Hesabımı kapat',
    intro:
      'Hesabınızı kalıcı olarak kapatabilirsiniz. Kapatmadan önce bakiyenizdeki parayı çekmeniz gerekir; bakiyesi olan bir hesap kapatılamaz.',
    open: 'Hesabımı kapat',
    confirmTitle: 'Hesabınızı kapatmayı onaylayın',
    confirmText:
      'Hesabınız kapatılacak ve oturumunuz sonlandırılacak. Bakiyenizde para varsa önce çekim yapmalısınız. Bu işlem geri alınamaz.',
    confirm: 'Evet, hesabımı kapat',
  },
  active: {
    timeout: (until: string) => `Ara verme süreniz ${until} tarihinde sona erecek.`,
    self_exclusion: (until: string) => `Kendinizi ${until} tarihine kadar oyundan uzaklaştırdınız.`,
    permanent: 'Kendinizi süresiz olarak oyundan uzaklaştırdınız.',
    other: (until: string) => `Hesabınız ${until} tarihine kadar kısıtlıdır.`,
  },
  cancel: 'Vazgeç',
  done: 'Tamam',
  help: {
    title: 'Yardım almak',
    intro:
      'Kumar oynama alışkanlığınız hakkında endişeleriniz varsa aşağıdaki kuruluşlardan ücretsiz ve gizli destek alabilirsiniz.',
    newTab: '(yeni sekmede açılır)',
  },
  statementLink: {
    title: 'Hesap dökümü',
    intro: 'Seçtiğiniz dönemdeki yatırım, çekim, bahis, kazanç ve bonuslarınızın dökümünü görüntüleyin, yazdırın veya CSV olarak indirin.',
    open: 'Hesap dökümünü aç',
  },
  statement: {
    title: 'Hesap Dökümü',
    back: 'Sorumlu Oyun sayfasına dön',
    from: 'Başlangıç',
    to: 'Bitiş',
    show: 'Dökümü göster',
    print: 'Yazdır',
    csv: 'CSV indir',
    period: (from: string, to: string) => `Dönem: ${from} – ${to}`,
    loading: 'Döküm hazırlanıyor...',
    failed: 'Hesap dökümü alınamadı.',
    empty: 'Bu dönemde işlem bulunmuyor.',
    totals: 'Özet',
    totalLabels: {
      deposits: 'Toplam yatırım (onaylanan)',
      withdrawals: 'Toplam çekim (onaylanan)',
      bets: 'Toplam bahis',
      wins: 'Toplam kazanç',
      bonuses: 'Toplam bonus',
      game_result: 'Oyun sonucu (kazanç - bahis)',
    },
    lines: 'İşlemler',
    date: 'Tarih',
    type: 'Tür',
    description: 'Açıklama',
    amount: 'Tutar',
    status: 'Durum',
    rangeMissing: 'Lütfen başlangıç ve bitiş tarihlerini seçin',
    rangeReversed: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  },
} as const;
