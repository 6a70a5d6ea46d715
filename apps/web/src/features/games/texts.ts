/** Turkish texts of the games page: loaded with its route, so they stay out of the shell's bundle. */
export const gamesTexts = {
  games: {
    title: 'Tüm Oyunlar',
    intro: 'Oynamak istediğiniz oyun türünü seçin.',
  },
} as const;
