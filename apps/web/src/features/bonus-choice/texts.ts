/**
 * The Turkish texts of the bonus choice (public-area.md, the global bonus choice modal and its
 * error catalogue). They live beside the layer, not in lib/texts.ts: the layer loads in its own
 * chunk, for logged-in players only, and the shell's first load stays inside its budget. The
 * spec's ✅ ❌ ℹ️ marks are the toasts' own icons (success, error, info).
 */
export const bonusChoiceTexts = {
  title: 'Bonusunuzu Seçin',
  intro: (amount: string) =>
    `${amount} tutarındaki yatırımınız onaylandı. Dilerseniz bir bonus seçebilirsiniz.`,
  select: 'Bu Bonusu Seç',
  decline: 'Bonus İstemiyorum',
  declineConfirm: 'Bonus almak istemediğinize emin misiniz?',
  noDepositSelect: 'Deposit ID bulunamadı, lütfen sayfayı yenileyin',
  noDepositDecline: 'Deposit ID bulunamadı',
  /** The spec's '{amount} ₺': the amount in Turkish format without its sign, or 'Bonus' when the reply has none. */
  selectSuccess: (amount: string) => `Bonus başarıyla eklendi! ${amount} ₺`,
  offers: 'Size sunulan bonuslar',
  selectLabel: (name: string) => `Bu Bonusu Seç: ${name}`,
  rollover: (n: string) => `Çevrim şartı: ${n}x`,
  selectFailed: 'Bonus eklenirken hata oluştu: ',
  selectError: 'Bir hata oluştu, lütfen tekrar deneyin.',
  declineFailed: 'Hata: ',
  declineError: 'Bir hata oluştu.',
  declined: 'Bonus reddedildi. Kayıp bonusu hakkınız saklıdır.',
  unknownError: 'Bilinmeyen hata',
} as const;
