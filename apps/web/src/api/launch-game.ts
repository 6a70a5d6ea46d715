import type { LaunchReply } from '@app/shared/api/games.ts';
import { ApiError, apiPost } from '@/lib/api-client.ts';

export type LaunchMode = 'real' | 'demo';

/** Returns the launch URL; a reply without one is a refusal (ApiError with the server's text). */
export async function launchGame(gameId: number, mode: LaunchMode): Promise<string> {
  const reply = await apiPost<LaunchReply>('games/launch.php', { game_id: gameId, mode });
  const url = reply.data?.launch_url;
  if (reply.status !== 'success' || !url) {
    throw new ApiError('refused', 200, { success: false, message: reply.message ?? '' });
  }
  return url;
}
