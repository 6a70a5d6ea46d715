import type { LobbyGame } from '@app/shared/api/games.ts';

/**
 * A slot game as games/list.php returns it (the shared LobbyGame). The lobby reads every field but
 * the id and the name as possibly missing, as the spec's lists allow.
 */
export type SlotGame = Pick<LobbyGame, 'id' | 'name'> & {
  [K in Exclude<keyof LobbyGame, 'id' | 'name'>]?: LobbyGame[K] | null;
};

/** The spec's flags are 1 when true. */
export function flag(value: unknown): boolean {
  return value === 1 || value === true || value === '1';
}
