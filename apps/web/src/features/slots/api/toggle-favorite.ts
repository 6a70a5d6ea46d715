import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToggleFavoriteReply } from '@app/shared/api/games.ts';
import { apiPost } from '@/lib/api-client.ts';
import { slotGamesQueryKey } from './get-slot-games.ts';
import type { SlotGame } from './slot-game.ts';

export function toggleFavorite(gameId: number): Promise<ToggleFavoriteReply> {
  return apiPost('games/toggle-favorite.php', { game_id: gameId });
}

/** Flips the game's heart locally, and only after the server said success; failures are silent. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: (reply, gameId) => {
      if (reply.status !== 'success') return;
      queryClient.setQueryData<SlotGame[]>(slotGamesQueryKey, (games) =>
        games?.map((g) => (g.id === gameId ? { ...g, is_favorite: !g.is_favorite } : g)),
      );
    },
    onError: () => {},
  });
}
