import type { HistoryItem, RevealedSeed } from '@/lib/game-types.ts';
import { isBaccaratRound, isRouletteRound } from '@/components/outcome/outcome-view.tsx';

/** Query parameters the public verifier page (/adil-oyun) reads to prefill its form. */
export interface VerifierParams {
  game: string;
  server_seed?: string;
  client_seed?: string;
  nonce?: number;
  hash?: string;
  /** Kuruş. */
  bet?: number;
  /** JSON (roulette list or baccarat object), kuruş amounts. */
  bets?: string;
  /** Comma separated blackjack actions. */
  actions?: string;
}

export const VERIFIER_PATH = '/adil-oyun';

export function verifierUrl(p: VerifierParams): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v !== undefined && v !== '') q.set(k, String(v));
  return `${VERIFIER_PATH}?${q.toString()}`;
}

/** What a past round needs besides its seeds, for the verifier. */
export function roundInputParams(
  slug: string,
  item: HistoryItem,
): Pick<VerifierParams, 'bet' | 'bets' | 'actions'> {
  const o = item.outcome;
  if (o && isRouletteRound(o)) {
    return {
      bets: JSON.stringify(
        o.bets.map((b) => ({
          type: b.type,
          ...(b.numbers ? { numbers: b.numbers } : {}),
          ...(b.target ? { target: b.target } : {}),
          amount: b.amount,
        })),
      ),
    };
  }
  if (o && isBaccaratRound(o)) return { bets: JSON.stringify(o.bets) };
  if (slug === 'blackjack') {
    const bet = item.input?.bet ?? (o && 'bet' in o ? o.bet : undefined);
    return { bet, actions: item.input?.actions?.join(',') };
  }
  return { bet: item.input?.bet ?? item.total_bet };
}

/** The verifier link of a round whose seed pair has been revealed (null while the seed is secret). */
export function roundVerifierUrl(slug: string, item: HistoryItem, revealed: RevealedSeed[]): string | null {
  const seed = item.server_seed_hash
    ? revealed.find((r) => r.server_seed_hash === item.server_seed_hash)
    : undefined;
  if (!seed) return null;
  return verifierUrl({
    game: slug,
    server_seed: seed.server_seed,
    client_seed: seed.client_seed,
    nonce: item.nonce,
    hash: seed.server_seed_hash,
    ...roundInputParams(slug, item),
  });
}
