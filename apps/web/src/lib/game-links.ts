/** Game areas linked from the sidebar, the All Games grid and the /games page. */
import { texts } from './texts.ts';

export interface GameLink {
  to: string;
  label: string;
  icon: string;
}

const n = texts.nav;

export const GAME_CATEGORIES: readonly GameLink[] = [
  { to: '/sports', label: n.sportsBetting, icon: '⚽' },
  { to: '/sports', label: n.liveBetting, icon: '📺' },
  { to: '/slots', label: n.slotGames, icon: '🎰' },
  { to: '/livecasino', label: n.liveCasino, icon: '🃏' },
  { to: '/virtual', label: n.virtual, icon: '🏇' },
  { to: '/tombala', label: n.tombala, icon: '🎱' },
  { to: '/beton-games', label: n.betonGames, icon: '🎲' },
];

export const SPECIAL_GAMES: readonly GameLink[] = [
  { to: '/aviator', label: n.aviator, icon: '✈️' },
  { to: '/spaceman', label: n.spaceman, icon: '🚀' },
  { to: '/jetx', label: n.jetx, icon: '🛩️' },
  { to: '/zeplin', label: n.zeplin, icon: '🎈' },
];

export const ALL_GAMES: readonly GameLink[] = [...GAME_CATEGORIES, ...SPECIAL_GAMES];
