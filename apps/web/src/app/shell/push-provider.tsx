import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { balanceKeys, sessionKeys } from '@/api/query-keys.ts';
import { PushContext, type PublicTopic, type PushKind, type PushState } from '@/lib/push.ts';
import type { PushChannel, PushChannelOptions } from '@/lib/push-channel.ts';

export type ConnectPush = (options: PushChannelOptions) => Promise<PushChannel>;

// The channel's code loads with the first logged-in page, or the first page of a visitor that shows
// a public topic (Zeplin's round); other visitors' pages never load it.
const connectLazily: ConnectPush = async (options) => (await import('@/lib/push-channel.ts')).openPushChannel(options);

/**
 * What each kind of change makes stale here; the other kinds have their listeners where their
 * polls are: `events` runs the transaction toasts' poll (app/shell/transaction-toasts.tsx), and
 * `bonus_offer` the pending-bonus check while the choice is not on screen (features/bonus-choice).
 * The balance query is the header's and the bonus layer's: each reloads the wallet's queries when
 * the figure it reads moved.
 */
export const PUSH_INVALIDATES: Record<PushKind, readonly QueryKey[]> = {
  balance: [balanceKeys.all],
  events: [],
  bonus_offer: [],
};

/**
 * The player site's push channel (docs/decisions/0029): the browser's one stream (lib/push-channel.ts,
 * shared by the tabs), for a logged-in player always, for a visitor while this tab shows a public
 * topic; its status, changes and topics' messages reach the components by `PushContext`
 * (lib/push.ts), whose `usePollInterval` slows the player's polls while it is up. A change
 * invalidates what it names, so the page reads the new state from the server at once; a topic's
 * message goes to the components that listen to the topic (`usePublicTopic`), and the topics this
 * tab listens to are the ones it asks the channel to carry.
 */
export function PushProvider({
  playerId,
  children,
  connect = connectLazily,
}: {
  playerId: number | null;
  children: ReactNode;
  connect?: ConnectPush;
}) {
  const queryClient = useQueryClient();
  const [up, setUp] = useState(false);
  const [carried, setCarried] = useState<readonly PublicTopic[]>([]);
  const listeners = useRef(new Set<(kinds: readonly PushKind[]) => void>());
  const topicListeners = useRef(new Map<PublicTopic, Set<(data: unknown) => void>>());
  const listenedTopics = useCallback(() => [...topicListeners.current.keys()], []);
  // The topics some component of this tab listens to (a sorted list as a key: effects compare it).
  const [wantedKey, setWantedKey] = useState('');
  const wanted = useMemo(() => (wantedKey ? (wantedKey.split(',') as PublicTopic[]) : []), [wantedKey]);
  const channelRef = useRef<PushChannel | undefined>(undefined);
  // A visitor's tab holds the channel only while it shows a public topic.
  const needed = playerId !== null || wanted.length > 0;

  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    let channel: PushChannel | undefined;
    connect({
      playerId,
      topics: listenedTopics(),
      onStatus: (value) => {
        if (!cancelled) setUp(value);
      },
      onTopics: (topics) => {
        if (!cancelled) setCarried(topics);
      },
      onTopic: (topic, data) => {
        if (cancelled) return;
        for (const listener of [...(topicListeners.current.get(topic) ?? [])]) listener(data);
      },
      onChange: (kinds) => {
        if (cancelled) return;
        for (const kind of kinds) for (const queryKey of PUSH_INVALIDATES[kind]) void queryClient.invalidateQueries({ queryKey });
        for (const listener of [...listeners.current]) listener(kinds);
      },
      // The session ended (a logout elsewhere, an expiry): the shell asks the server and shows it.
      onSessionEnd: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    }).then(
      (opened) => {
        if (cancelled) return opened.close();
        channel = opened;
        channelRef.current = opened;
        opened.want(listenedTopics()); // what changed while the chunk loaded
      },
      () => undefined, // the chunk did not load: the spec's polling goes on
    );
    return () => {
      cancelled = true;
      channel?.close();
      channelRef.current = undefined;
      setUp(false);
      setCarried([]);
    };
  }, [playerId, needed, connect, queryClient, listenedTopics]);

  useEffect(() => {
    channelRef.current?.want(wanted);
  }, [wanted]);

  const listen = useCallback((listener: (kinds: readonly PushKind[]) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const listenTopic = useCallback((topic: PublicTopic, listener: (data: unknown) => void) => {
    const all = topicListeners.current;
    const wantedNow = () => setWantedKey([...all.keys()].sort().join(','));
    let set = all.get(topic);
    if (!set) all.set(topic, (set = new Set()));
    set.add(listener);
    wantedNow();
    return () => {
      const current = all.get(topic);
      if (!current?.delete(listener) || current.size > 0) return;
      all.delete(topic);
      wantedNow();
    };
  }, []);
  const value = useMemo<PushState>(
    () => ({ up: playerId !== null && up, carried, listen, listenTopic }),
    [playerId, up, carried, listen, listenTopic],
  );
  return <PushContext.Provider value={value}>{children}</PushContext.Provider>;
}
