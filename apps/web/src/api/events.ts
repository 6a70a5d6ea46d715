import type { z } from 'zod';
import type { eventsReply, PlayerEventType, playerEvent } from '@app/shared/api/wallet.ts';
import { apiGet } from '@/lib/api-client.ts';

export type PlayerEvent = z.infer<typeof playerEvent>;
export type EventsReply = z.infer<typeof eventsReply>;
export type { PlayerEventType };

/** Every 5 s, with the header balance poll. */
export const EVENTS_POLL_MS = 5000;

/**
 * The player's wallet and bonus events after the cursor `after`. Without a cursor the server
 * returns its current `last_id` and only the last 30 seconds' events: a new browser starts from now.
 */
export function getEvents(after?: number | null, signal?: AbortSignal): Promise<EventsReply> {
  return apiGet<EventsReply>(typeof after === 'number' ? `events.php?after=${after}` : 'events.php', signal);
}
