/** Game areas linked from the sidebar, the All Games grid and the /games page. */
import {
  Cherry,
  Dices,
  MonitorPlay,
  Plane,
  PlaneTakeoff,
  Rocket,
  Spade,
  Ticket,
  Trophy,
  Tv,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import { texts } from './texts.ts';

export interface GameLink {
  to: string;
  label: string;
  /** Decorative: every link shows its label beside it. */
  icon: LucideIcon;
}

const n = texts.nav;

export const GAME_CATEGORIES: readonly GameLink[] = [
  { to: '/sports', label: n.sportsBetting, icon: Trophy },
  { to: '/sports', label: n.liveBetting, icon: Tv },
  { to: '/slots', label: n.slotGames, icon: Cherry },
  { to: '/livecasino', label: n.liveCasino, icon: Spade },
  { to: '/virtual', label: n.virtual, icon: MonitorPlay },
  { to: '/tombala', label: n.tombala, icon: Ticket },
  { to: '/beton-games', label: n.betonGames, icon: Dices },
];

export const SPECIAL_GAMES: readonly GameLink[] = [
  { to: '/aviator', label: n.aviator, icon: Plane },
  { to: '/spaceman', label: n.spaceman, icon: Rocket },
  { to: '/jetx', label: n.jetx, icon: PlaneTakeoff },
  { to: '/zeplin', label: n.zeplin, icon: Wind },
];

export const ALL_GAMES: readonly GameLink[] = [...GAME_CATEGORIES, ...SPECIAL_GAMES];
