import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GamesListReply, LiveCasinoReply, LobbyGame } from '@app/shared/api/games.ts';
import { apiGet, apiPost } from '@/lib/api-client.ts';
import type { GameReply, SlotDefinition } from '@/lib/game-types.ts';

export interface VerifierGame {
  slug: string;
  name: string;
  kind: 'slot' | 'table';
}

type ListedGame = Partial<Pick<LobbyGame, 'slug' | 'name' | 'provider_id'>>;

const isHouse = (g: ListedGame): g is ListedGame & { slug: string; name: string } =>
  typeof g.slug === 'string' &&
  typeof g.name === 'string' &&
  (g.provider_id === undefined || g.provider_id === 'house');

/** The in-house titles from the slot lobby (POST games/list.php) and the live casino's RNG tables. */
export async function getVerifierGames(): Promise<VerifierGame[]> {
  const [slots, tables] = await Promise.allSettled([
    apiPost<GamesListReply>('games/list.php', { type: 'slot' }),
    apiGet<LiveCasinoReply>('livecasino.php'),
  ]);
  const out: VerifierGame[] = [];
  if (slots.status === 'fulfilled' && Array.isArray(slots.value.data)) {
    for (const g of slots.value.data.filter(isHouse)) out.push({ slug: g.slug, name: g.name, kind: 'slot' });
  }
  if (tables.status === 'fulfilled' && Array.isArray(tables.value.games)) {
    for (const g of tables.value.games.filter(isHouse))
      out.push({ slug: g.slug, name: g.name, kind: 'table' });
  }
  return out;
}

export function useVerifierGames() {
  return useQuery(
    queryOptions({
      queryKey: ['fairness', 'games'],
      queryFn: getVerifierGames,
      staleTime: 5 * 60_000,
      retry: false,
    }),
  );
}

/** A slot's symbols (art and names) for drawing a verified round; null for tables. */
export async function getSlotDefinition(slug: string): Promise<SlotDefinition | null> {
  const reply = await apiGet<GameReply>(`house/game?slug=${encodeURIComponent(slug)}`);
  const def = reply.game.definition;
  return def && Array.isArray((def as SlotDefinition).symbols) ? (def as SlotDefinition) : null;
}

export function useSlotDefinition(slug: string | null) {
  return useQuery({
    queryKey: ['fairness', 'definition', slug],
    queryFn: () => getSlotDefinition(slug!),
    enabled: Boolean(slug),
    staleTime: Infinity,
    retry: false,
  });
}
