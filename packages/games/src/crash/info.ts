import { EDGE_PERCENT } from './crash.ts';

/**
 * Zeplin's catalogue row (the in-house provider's crash title): the games module seeds it beside the
 * slots and tables (modules/games syncHouseCatalogue), so the wallet calls have a game and the lobby
 * lists it as the crash game. Bets in kuruş; the game server's own limits (config) may be narrower.
 */
export const ZEPLIN_GAME = {
  id: 'zeplin',
  name: 'Zeplin',
  type: 'crash',
  mechanic: 'crash',
  description:
    'Zeplin kalkar, çarpan yükselir; düşmeden önce çıkış yapın. Herkes aynı turu oynar; her turun sonucu yayımlanan hash zincirinden doğrulanabilir.',
  rtp: 100 - EDGE_PERCENT,
  volatility: 'high',
  thumbnail: 'art/thumbnails/zeplin.svg',
  min_bet: 100,
  max_bet: 1_000_000,
} as const;
