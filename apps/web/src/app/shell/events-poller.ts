import { getEvents, type EventsReply, type PlayerEvent } from '@/api/events.ts';
import { eventsCursorKey, readStorage, writeStorage } from '@/lib/storage.ts';

/** One tab of the browser polls at a time; the others skip that round. */
export const EVENTS_LOCK = 'events-poll';
/** A poll that has not answered by then is dropped; the next one asks again from the same cursor. */
export const EVENTS_TIMEOUT_MS = 10_000;
const SEEN_LIMIT = 500;

export interface EventsPollerOptions {
  playerId: number;
  /** Shows one event; called in id order, at most once per event id. */
  onEvent: (event: PlayerEvent) => void;
  /** Called after a poll that showed at least one event. */
  onShown?: (events: PlayerEvent[]) => void;
  fetchEvents?: (after: number | null, signal?: AbortSignal) => Promise<EventsReply>;
}

export interface EventsPoller {
  poll(): Promise<void>;
  stop(): void;
}

/**
 * The events cursor lives in localStorage per player, so a missed poll loses nothing (the next
 * one asks for everything after the cursor) and the cursor moves past an event only once it has
 * been shown. Ids already shown are also remembered in memory, so an event is never shown twice
 * even when storage is unavailable.
 */
export function createEventsPoller({
  playerId,
  onEvent,
  onShown,
  fetchEvents = getEvents,
}: EventsPollerOptions): EventsPoller {
  const key = eventsCursorKey(playerId);
  const seen = new Set<number>();
  let memoryCursor: number | null = null;
  let running = false;
  let stopped = false;

  const readCursor = (): number | null => {
    const raw = readStorage(key);
    const n = raw === null ? NaN : Number(raw);
    const stored = Number.isSafeInteger(n) && n >= 0 ? n : null;
    if (stored === null) return memoryCursor;
    return memoryCursor === null ? stored : Math.max(stored, memoryCursor);
  };

  const writeCursor = (n: number) => {
    memoryCursor = n;
    writeStorage(key, String(n));
  };

  const remember = (id: number) => {
    seen.add(id);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value!);
  };

  async function pollOnce(): Promise<void> {
    const cursor = readCursor();
    const reply = await fetchEvents(cursor, AbortSignal.timeout(EVENTS_TIMEOUT_MS));
    if (stopped) return;
    // A new browser starts from now: the server answers it only the last seconds' events (a request
    // made while this first poll was on its way), shown like any other.
    let current = cursor ?? 0;
    const shown: PlayerEvent[] = [];
    for (const event of [...reply.events].sort((a, b) => a.id - b.id)) {
      // Another tab (in a browser without locks) may have shown it in the meantime.
      current = Math.max(current, readCursor() ?? current);
      if (event.id <= current || seen.has(event.id)) continue;
      onEvent(event);
      remember(event.id);
      shown.push(event);
      current = event.id;
      writeCursor(current);
    }
    if (reply.last_id > current) writeCursor(reply.last_id);
    if (shown.length > 0) onShown?.(shown);
  }

  // A poll asked for while one is on its way runs after it: the change that asked (a push) may have
  // been committed after the one on its way had read.
  let again = false;

  async function poll(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks && typeof locks.request === 'function') {
        await locks.request(EVENTS_LOCK, { ifAvailable: true }, async (lock) => {
          if (lock) await pollOnce();
        });
      } else {
        await pollOnce();
      }
    } catch {
      // Silent, like the balance poll: the next poll asks again from the same cursor.
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      await poll();
    }
  }

  return {
    poll,
    stop() {
      stopped = true;
    },
  };
}
