/**
 * Window events that connect the shell with the screens without imports between them:
 * `balance-change` when the header balance moves, `player-event` for every wallet or bonus event
 * the shell's poller has shown (a screen that lists transactions reloads on it).
 */
import type { PlayerEvent } from '@/api/events.ts';

export const BALANCE_CHANGE_EVENT = 'balance-change';
export const PLAYER_EVENT = 'player-event';

export interface BalanceChangeDetail {
  balance: number;
  previous: number;
}

export function emitBalanceChange(detail: BalanceChangeDetail): void {
  window.dispatchEvent(new CustomEvent<BalanceChangeDetail>(BALANCE_CHANGE_EVENT, { detail }));
}

export function emitPlayerEvent(event: PlayerEvent): void {
  window.dispatchEvent(new CustomEvent<PlayerEvent>(PLAYER_EVENT, { detail: event }));
}
