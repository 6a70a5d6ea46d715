/** Calls of the game client to the in-house game server (/api/house/*). */
import { apiGet, apiPost } from '@/lib/api-client.ts';
import { errorText as sharedErrorText } from '@/lib/error-text.ts';
import { playTexts } from './texts.ts';
import type {
  BaccaratBets,
  BlackjackAction,
  BlackjackReply,
  GameInfo,
  GameReply,
  HouseState,
  PlayReply,
  RouletteBet,
  SeedsReply,
  SlotRound,
  RouletteRound,
  BaccaratRound,
} from '@/lib/game-types.ts';

const q = encodeURIComponent;

export function getHouseState(token: string): Promise<HouseState> {
  // POST: the session token travels in the body, never in a URL that logs and proxies keep.
  return apiPost<HouseState>('house/state', { token });
}

export async function getGameInfo(slug: string): Promise<GameInfo> {
  const reply = await apiGet<GameReply>(`house/game?slug=${q(slug)}`);
  return reply.game;
}

export function playSlot(token: string, bet: number): Promise<PlayReply<SlotRound>> {
  return apiPost<PlayReply<SlotRound>>('house/play', { token, bet });
}

export function playRoulette(token: string, bets: RouletteBet[]): Promise<PlayReply<RouletteRound>> {
  return apiPost<PlayReply<RouletteRound>>('house/play', { token, bets });
}

export function playBaccarat(token: string, bets: Partial<BaccaratBets>): Promise<PlayReply<BaccaratRound>> {
  return apiPost<PlayReply<BaccaratRound>>('house/play', { token, bets });
}

export function blackjackAction(
  token: string,
  action: 'deal' | BlackjackAction,
  bet?: number,
): Promise<BlackjackReply> {
  return apiPost<BlackjackReply>(
    'house/blackjack',
    action === 'deal' ? { token, action, bet } : { token, action },
  );
}

export function changeSeeds(token: string, clientSeed?: string): Promise<SeedsReply> {
  return apiPost<SeedsReply>('house/seeds', clientSeed ? { token, client_seed: clientSeed } : { token });
}

/** The server's Turkish message, or a generic text for network failures and unreadable replies. */
export function errorText(e: unknown): string {
  return sharedErrorText(e, playTexts.genericError, playTexts.connectionError);
}
