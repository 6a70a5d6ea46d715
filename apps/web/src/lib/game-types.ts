/**
 * The game client's types: the games' own (results, definitions) from packages/games and the game
 * server's replies from packages/shared, both by `import type`. Type imports are erased at build,
 * so nothing of packages/games (node:crypto, the reel strips) reaches the browser.
 */
import type { z } from 'zod';
import type {
  HouseGameReply,
  houseBlackjackReply,
  houseFreeSpins,
  housePlayReply,
  houseSeedsReply,
  houseStateReply,
  publicSeeds,
} from '@app/shared/api/games.ts';
import type { HouseGameInfo } from '@app/games/catalogue.ts';
import type { PublicSlotDefinition } from '@app/games/slots/types.ts';
import type { BaccaratBets as BaccaratBetInput } from '@app/games/tables/baccarat.ts';
import type { BlackjackAction, BlackjackView } from '@app/games/tables/blackjack.ts';
import type { TableGameInfo } from '@app/games/tables/types.ts';
import type { RoundOutcome as GameRoundOutcome } from '@app/games/verify.ts';

export type {
  CascadeStep,
  Grid,
  ScatterRule,
  SlotRound,
  SlotSymbol,
  SlotWin,
  SpinResult,
  Volatility,
} from '@app/games/slots/types.ts';
export type { BaccaratRound } from '@app/games/tables/baccarat.ts';
export type {
  BlackjackAction,
  BlackjackOutcome,
  BlackjackState,
  BlackjackView,
} from '@app/games/tables/blackjack.ts';
export type { RouletteBet, RouletteBetType, RouletteRound } from '@app/games/tables/roulette.ts';

/** The three baccarat stakes, each given (0 when not placed). */
export type BaccaratBets = Required<BaccaratBetInput>;

/** A slot's definition without its reel strips (GET /api/house/game). */
export type SlotDefinition = PublicSlotDefinition;
export type TableInfo = TableGameInfo;
/** GET /api/house/game: the catalogue entry plus the definition. */
export type GameInfo = HouseGameInfo;
export type GameReply = Omit<HouseGameReply, 'game'> & { game: GameInfo };

/** A round's outcome; a blackjack hand in the history is the player's view of it. */
export type RoundOutcome = GameRoundOutcome | BlackjackView;

type HouseState0 = z.infer<typeof houseStateReply>;
/** A free-spins bonus on this slot (spins left, stake in kuruş), null or absent when none. */
export type FreeSpins = NonNullable<z.infer<typeof houseFreeSpins>>;
export type PlayMode = HouseState0['mode'];
export type Seeds = z.infer<typeof publicSeeds>;

export type HistoryItem = Omit<
  HouseState0['history'][number],
  'outcome' | 'input' | 'server_seed_hash' | 'client_seed'
> & {
  client_seed?: string;
  outcome: RoundOutcome | null;
  /** Hash of the seed pair the round used (sent by newer servers; kept locally for this page's rounds). */
  server_seed_hash?: string;
  /** What the round needs besides its seeds (blackjack actions). */
  input?: { bet?: number; bets?: unknown; actions?: BlackjackAction[] };
};

export type HouseState = Omit<HouseState0, 'active_hand' | 'history'> & {
  active_hand: { round_id: string; view: BlackjackView } | null;
  history: HistoryItem[];
};

export type PlayReply<O = GameRoundOutcome> = Omit<z.infer<typeof housePlayReply>, 'outcome'> & {
  outcome: O;
};

export type BlackjackReply = Omit<z.infer<typeof houseBlackjackReply>, 'view'> & { view: BlackjackView };

type SeedsReply0 = z.infer<typeof houseSeedsReply>;
export type RevealedSeed = SeedsReply0['revealed'];
export type SeedsReply = SeedsReply0;
