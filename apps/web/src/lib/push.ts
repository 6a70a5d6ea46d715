import { createContext, useContext, useEffect } from 'react';
import type { PublicTopic, PushKind } from '@app/shared/api/stream.ts';

export type { PublicTopic, PushKind };

/**
 * The push channel as the player site's components see it (docs/decisions/0029): whether it is up,
 * and what it announces. The shell provides it (`app/shell/push-provider.tsx`: one EventSource per
 * browser, shared by its tabs); without a provider, or while the channel is down, every poll runs at
 * the spec's rate. A push only says what to read again: the figures always come from the server.
 */
export interface PushState {
  /** The player's stream is open (the player's polls slow to the safety interval); false for a visitor. */
  up: boolean;
  /**
   * The public topics the browser's open stream carries now (a visitor's too): while a page's topic
   * is not among them, the page polls its state (the crash page: GET /api/crash/state).
   */
  carried: readonly PublicTopic[];
  /** Calls `listener` with the kinds of each change the channel announces; returns the unsubscribe. */
  listen(listener: (kinds: readonly PushKind[]) => void): () => void;
  /**
   * Listens to a public topic (the same for every viewer: Zeplin's round, `crash`): the channel
   * carries the topic while at least one tab of the browser listens to it, and `listener` gets each
   * message's data (for `crash`, a CrashState). Returns the unsubscribe.
   */
  listenTopic(topic: PublicTopic, listener: (data: unknown) => void): () => void;
}

const noPush: PushState = { up: false, carried: [], listen: () => () => undefined, listenTopic: () => () => undefined };

export const PushContext = createContext<PushState>(noPush);

/**
 * While the push channel is up, the polls it replaces slow to this safety interval (a push lost on
 * its way costs freshness for at most this long); when it is down, the spec's rates apply.
 */
export const PUSH_SAFETY_POLL_MS = 45_000;

/** A poll's interval: the spec's `specMs` while the channel is down, the safety interval while it is up. */
export function pollInterval(specMs: number | false, up: boolean): number | false {
  if (specMs === false || !up) return specMs;
  return Math.max(specMs, PUSH_SAFETY_POLL_MS);
}

/** The one way a polling hook picks its interval (header balance, bonus layer, pending bonus, sidebar session, toasts). */
export function usePollInterval(specMs: number | false): number | false {
  return pollInterval(specMs, useContext(PushContext).up);
}

export function usePush(): PushState {
  return useContext(PushContext);
}

/** Runs `onChange` for each change of one of `kinds` the channel announces (keep `onChange` stable). */
export function usePushChange(kinds: readonly PushKind[], onChange: () => void): void {
  const { listen } = useContext(PushContext);
  const key = kinds.join(',');
  useEffect(() => {
    const wanted = key.split(',');
    return listen((changed) => {
      if (changed.some((k) => wanted.includes(k))) onChange();
    });
  }, [listen, key, onChange]);
}

/**
 * Runs `onData` with each message of a public topic while the component is mounted (keep `onData`
 * stable). Returns whether the channel carries the topic now: while it does not (no stream yet, an
 * error, a refusal), the page polls the topic's state.
 */
export function usePublicTopic(topic: PublicTopic, onData: (data: unknown) => void): boolean {
  const { listenTopic, carried } = useContext(PushContext);
  useEffect(() => listenTopic(topic, onData), [listenTopic, topic, onData]);
  return carried.includes(topic);
}
