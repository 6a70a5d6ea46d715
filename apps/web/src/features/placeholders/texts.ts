/** Turkish texts of the coming-soon pages: loaded with its route, so they stay out of the shell's bundle. */
export const placeholderTexts = {
  placeholder: {
    soon: 'Çok yakında!',
    body: 'Bu bölüm çok yakında burada olacak. Takipte kalın!',
    titles: {
      sports: 'Spor Bahisleri',
      virtual: 'Sanal Sporlar',
      'beton-games': 'Beton Games',
      tombala: 'Tombala',
      aviator: 'Aviator',
      spaceman: 'Spaceman',
      jetx: 'JetX',
    } as Record<string, string>,
  },
} as const;
