/** Turkish texts of the deposit bonus choice layer: loaded with its route, so they stay out of the shell's bundle. */
export const bonusChoiceTexts = {
  bonusChoice: {
    title: 'Bonusunuzu Seçin',
    intro: (amount: string) =>
      `${amount} tutarındaki yatırımınız onaylandı. Dilerseniz bir bonus seçebilirsiniz.`,
    select: 'Bu Bonusu Seç',
    decline: 'Bonus İstemiyorum',
    declineConfirm: 'Bonus almak istemediğinize emin misiniz?',
    noDepositSelect: 'Deposit ID bulunamadı, lütfen sayfayı yenileyin',
    noDepositDecline: 'Deposit ID bulunamadı',
    selectSuccess: (amount: string) => `Bonus başarıyla eklendi! ${amount} ₺`,
    selectFailed: 'Bonus eklenirken hata oluştu: ',
    selectError: 'Bir hata oluştu, lütfen tekrar deneyin.',
    declineFailed: 'Hata: ',
    declineError: 'Bir hata oluştu.',
    declined: 'Bonus reddedildi. Kayıp bonusu hakkınız saklıdır.',
    unknownError: 'Bilinmeyen hata',
  },
} as const;
