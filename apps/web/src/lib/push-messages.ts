import type { PublicTopic, PushEndReason, PushKind } from '@app/shared/api/stream.ts';

/**
 * What the push channel (push-channel.ts) reads of the stream's events and of the other tabs'
 * messages: known kinds, topics and reasons only (a newer server, or a tab of a newer page, may name
 * more), with the lists of packages/shared/src/api/stream.ts kept here so the channel's chunk does
 * not load zod.
 */
export const KINDS: readonly PushKind[] = ['balance', 'events', 'bonus_offer'];
/** The server's PUBLIC_TOPICS (packages/shared/src/api/stream.ts), without loading zod in this chunk. */
export const TOPICS: readonly PublicTopic[] = ['crash'];
export const END_REASONS: readonly PushEndReason[] = ['session', 'unavailable', 'shutdown'];
/** The kinds of a `change` event's data, known ones only (a newer server may name more). */
export function readKinds(data: unknown): PushKind[] | null {
  try {
    const kinds = (JSON.parse(String(data)) as { kinds?: unknown }).kinds;
    if (!Array.isArray(kinds)) return null;
    const known = KINDS.filter((k) => kinds.includes(k));
    return known.length > 0 ? known : null;
  } catch {
    return null;
  }
}

/** Known topics only, each once, in the list's order (what another tab or a caller names). */
export function knownTopics(topics: unknown): PublicTopic[] {
  return Array.isArray(topics) ? TOPICS.filter((t) => topics.includes(t)) : [];
}

export const sameTopics = (a: readonly PublicTopic[], b: readonly PublicTopic[]) => a.length === b.length && a.every((t) => b.includes(t));

export function readData(data: unknown): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(String(data)) as unknown };
  } catch {
    return { ok: false };
  }
}

export function readEndReason(data: unknown): PushEndReason | null {
  try {
    const reason = (JSON.parse(String(data)) as { reason?: unknown }).reason;
    return END_REASONS.find((r) => r === reason) ?? null;
  } catch {
    return null;
  }
}
