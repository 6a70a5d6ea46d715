/** Turkish texts of the live casino page: loaded with its route, so they stay out of the shell's bundle. */
export const liveCasinoTexts = {
  liveCasino: {
    title: 'Canlı Casino',
    intro:
      'Rulet, blackjack ve bakara: sonuçları kanıtlanabilir adil rastgele sayı üreteciyle (RNG) belirlenen masa oyunları. Canlı krupiye yoktur.',
    games: 'RNG Masa Oyunları',
    rngLabel: 'RNG Masa Oyunu',
    rtp: (rtp: string) => `RTP %${rtp}`,
  },
} as const;
