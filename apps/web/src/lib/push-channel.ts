import type { PublicTopic, PushKind } from '@app/shared/api/stream.ts';
import { KINDS, knownTopics, readData, readEndReason, readKinds, sameTopics, TOPICS } from './push-messages.ts';

/**
 * ONE EventSource per browser for the player's server-sent events and the public topics its tabs
 * show (GET /api/stream?topics=crash; docs/decisions/0029), shared by its tabs:
 * - a leader tab holds it: the tab granted the Web Lock `push-stream:<player>` (`push-stream:visitor`
 *   without a player; the next tab in line gets it when the leader closes); where Web Locks are
 *   missing, the tabs elect one over the BroadcastChannel (the leader beats every 2 s; a tab that
 *   hears no beat for 5 s claims, the lowest id wins); where BroadcastChannel is missing too, each
 *   tab is its own leader;
 * - each tab tells the leader which public topics it shows (at start, when that changes, when a new
 *   leader asks, and none when it closes); the leader's stream carries their union, and is opened
 *   again when the union changes (a visitor's leader holds no stream while no tab wants a topic);
 * - the leader passes every change, every message of a topic, its status (up or down, and the
 *   topics the open stream carries) and a session's end to the other tabs over the BroadcastChannel
 *   of the lock's name; a tab that joins asks for the status.
 * Down (the stream errs or ends, no EventSource, no leader yet): the tabs poll at the spec's rates.
 * The leader reconnects after a stream the server closed or refused, waiting longer each time
 * (5 s to 60 s); a stream the browser itself is reconnecting (its `retry:`) is left to it.
 */
export interface PushChannelOptions {
  /** The logged-in player, or null for a visitor (public topics only). */
  playerId: number | null;
  url?: string;
  /** The public topics this tab shows at the start (`want` changes them). */
  topics?: readonly PublicTopic[];
  /** The kinds of a change (this tab's stream, or the leader's passed on). */
  onChange(kinds: PushKind[]): void;
  onStatus(up: boolean): void;
  /** A message of a public topic this tab wants (its data: for `crash`, a CrashState). */
  onTopic?(topic: PublicTopic, data: unknown): void;
  /** The public topics the browser's open stream carries now (none while it is down). */
  onTopics?(carried: PublicTopic[]): void;
  /** The server ended the stream because the player's session ended. */
  onSessionEnd?(): void;
  env?: Partial<PushEnv>;
}

export interface PushEnv {
  EventSource: typeof EventSource | undefined;
  BroadcastChannel: typeof BroadcastChannel | undefined;
  locks: Pick<LockManager, 'request'> | undefined;
  random(): number;
}

export interface PushChannel {
  /** The public topics this tab shows from now on (the leader's stream carries the union of the tabs'). */
  want(topics: readonly PublicTopic[]): void;
  close(): void;
  /** Whether this tab holds the stream (for tests and diagnostics). */
  readonly leader: boolean;
}

type Note =
  | { t: 'change'; kinds: PushKind[] }
  | { t: 'topic'; name: PublicTopic; data: unknown }
  | { t: 'status'; up: boolean; topics: PublicTopic[] }
  | { t: 'wants'; from: number; topics: PublicTopic[] }
  | { t: 'ask' }
  | { t: 'hello' }
  | { t: 'session-end' }
  | { t: 'beat'; from: number }
  | { t: 'claim'; from: number };

const BEAT_MS = 2000;
const LEADER_SILENT_MS = 5000;
const CLAIM_WAIT_MS = 300;
const RETRY_FIRST_MS = 5000;
const RETRY_MAX_MS = 60_000;
/** Tabs announcing their topics together (a page load, a new leader asking) cost one reopening. */
const REOPEN_WAIT_MS = 100;

function defaultEnv(): PushEnv {
  return {
    EventSource: typeof EventSource === 'function' ? EventSource : undefined,
    BroadcastChannel: typeof BroadcastChannel === 'function' ? BroadcastChannel : undefined,
    locks: typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function' ? navigator.locks : undefined,
    random: Math.random,
  };
}

export function openPushChannel(options: PushChannelOptions): PushChannel {
  const env: PushEnv = { ...defaultEnv(), ...options.env };
  const visitor = options.playerId === null;
  const name = `push-stream:${visitor ? 'visitor' : options.playerId}`;
  const url = options.url ?? '/api/stream';
  const id = Math.floor(env.random() * 2 ** 31);
  const bc = env.BroadcastChannel ? new env.BroadcastChannel(name) : null;
  const aborter = typeof AbortController === 'function' ? new AbortController() : null;

  let closed = false;
  let leader = false;
  let up = false;
  /** The topics the open stream carries (none while down). */
  let carried: PublicTopic[] = [];
  /** This tab's topics, and (for the leader) the other tabs', by tab id. */
  let mine = knownTopics(options.topics ?? []);
  const theirs = new Map<number, PublicTopic[]>();
  let source: EventSource | null = null;
  /** The topics `source` was opened with. */
  let sourceTopics: PublicTopic[] = [];
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let releaseLock: (() => void) | undefined;
  // The election without Web Locks.
  let beatTimer: ReturnType<typeof setInterval> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let claimTimer: ReturnType<typeof setTimeout> | undefined;

  const post = (note: Note) => {
    try {
      bc?.postMessage(note);
    } catch {
      // a closed channel: nothing to tell
    }
  };

  /** The status of this tab: up or down, and the topics carried; the leader tells the other tabs. */
  const setStatus = (value: boolean, topics: PublicTopic[] = value ? carried : []) => {
    const upChanged = up !== value;
    const topicsChanged = !sameTopics(carried, topics);
    if (!upChanged && !topicsChanged) return;
    up = value;
    carried = topics;
    if (upChanged) options.onStatus(value);
    if (topicsChanged) options.onTopics?.(topics);
    if (leader) post({ t: 'status', up, topics });
  };
  const setUp = (value: boolean) => setStatus(value);

  /** The union of the tabs' topics, in the list's order. */
  const wanted = () => TOPICS.filter((t) => mine.includes(t) || [...theirs.values()].some((w) => w.includes(t)));

  // --- the leader's stream ---
  const disconnect = () => {
    for (const timer of [retryTimer, reopenTimer]) if (timer) clearTimeout(timer);
    retryTimer = undefined;
    reopenTimer = undefined;
    source?.close();
    source = null;
  };

  // Each wait is spread from half to one and a half times its length: when a bus outage ends every
  // stream at once, the browsers come back over seconds, not in one wave of session reads.
  const retryLater = (ms = Math.round(retryMs * (0.5 + env.random()))) => {
    disconnect();
    setUp(false);
    if (closed || !leader) return;
    retryTimer = setTimeout(connect, ms);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  /** A message of a topic: to this tab if it shows the topic, and to the other tabs. */
  const deliver = (topic: PublicTopic, data: unknown) => {
    if (mine.includes(topic)) options.onTopic?.(topic, data);
    post({ t: 'topic', name: topic, data });
  };

  function connect() {
    retryTimer = undefined;
    if (closed || !leader) return;
    if (!env.EventSource) return setUp(false); // no stream in this browser: the spec's polling
    const topics = wanted();
    if (visitor && topics.length === 0) return setUp(false); // a visitor's stream only carries topics
    const es = new env.EventSource(topics.length > 0 ? `${url}?topics=${topics.join(',')}` : url);
    source = es;
    sourceTopics = topics;
    es.addEventListener('open', () => {
      if (source !== es) return;
      retryMs = RETRY_FIRST_MS;
      setStatus(true, topics);
    });
    es.addEventListener('change', (event) => {
      if (source !== es) return;
      const kinds = readKinds((event as MessageEvent).data);
      if (!kinds) return;
      setStatus(true, topics);
      options.onChange(kinds);
      post({ t: 'change', kinds });
    });
    for (const topic of topics) {
      es.addEventListener(topic, (event) => {
        if (source !== es) return;
        const data = readData((event as MessageEvent).data);
        if (data.ok) deliver(topic, data.value);
      });
    }
    es.addEventListener('end', (event) => {
      if (source !== es) return;
      const reason = readEndReason((event as MessageEvent).data);
      if (reason === 'session') {
        options.onSessionEnd?.();
        post({ t: 'session-end' });
      }
      // A node stopping: another one answers at once (with a little spread over the browsers).
      retryLater(reason === 'shutdown' ? 500 + Math.floor(env.random() * 2000) : undefined);
    });
    es.addEventListener('error', () => {
      if (source !== es) return;
      // CLOSED: refused (401, 429, 503) or broken for good; CONNECTING: the browser retries by itself.
      if (es.readyState === 2) retryLater();
      else setUp(false);
    });
  }

  /**
   * The tabs' topics changed: the leader opens its stream again with their union (shortly, so tabs
   * announcing together cost one reopening). A stream waiting to retry takes the union when it does;
   * `up` stays as it is meanwhile (the player's polls keep their pace), the new stream's open sets it.
   */
  const topicsChanged = () => {
    if (!leader || closed || reopenTimer || retryTimer) return;
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      if (!leader || closed || retryTimer) return;
      const topics = wanted();
      if (source && sameTopics(topics, sourceTopics)) return;
      source?.close();
      source = null;
      if (visitor && topics.length === 0) return setUp(false);
      connect();
    }, REOPEN_WAIT_MS);
  };

  const becomeLeader = () => {
    if (closed || leader) return;
    leader = true;
    // Until this tab's stream is open, every tab polls at the spec's rates.
    up = false;
    carried = [];
    options.onStatus(false);
    options.onTopics?.([]);
    post({ t: 'status', up: false, topics: [] });
    // What the other tabs show: they tell it again (those of a tab gone meanwhile are forgotten).
    theirs.clear();
    post({ t: 'ask' });
    connect();
  };

  const stepDown = () => {
    if (!leader) return;
    leader = false;
    disconnect();
    theirs.clear();
    if (beatTimer) clearInterval(beatTimer);
    beatTimer = undefined;
  };

  const announce = () => {
    if (!leader) post({ t: 'wants', from: id, topics: mine });
  };

  // --- the other tabs ---
  if (bc) {
    bc.onmessage = (event: MessageEvent) => {
      if (closed) return;
      const note = event.data as Note;
      switch (note?.t) {
        case 'change': {
          const kinds = Array.isArray(note.kinds) ? KINDS.filter((k) => note.kinds.includes(k)) : [];
          if (!leader && kinds.length > 0) options.onChange(kinds);
          break;
        }
        case 'topic': {
          const topic = TOPICS.find((t) => t === note.name);
          if (!leader && topic && mine.includes(topic)) options.onTopic?.(topic, note.data);
          break;
        }
        case 'status':
          if (!leader) setStatus(note.up === true, note.up === true ? knownTopics(note.topics) : []);
          break;
        case 'hello':
          if (leader) post({ t: 'status', up, topics: carried });
          break;
        case 'ask':
          if (mine.length > 0) announce();
          break;
        case 'wants':
          if (!leader || typeof note.from !== 'number') break;
          if (knownTopics(note.topics).length > 0) theirs.set(note.from, knownTopics(note.topics));
          else theirs.delete(note.from);
          topicsChanged();
          break;
        case 'session-end':
          if (!leader) options.onSessionEnd?.();
          break;
        case 'beat':
        case 'claim':
          if (env.locks) break;
          heardLeaderOrClaim(note.from, note.t);
          break;
      }
    };
  }

  // --- the election ---
  function heardLeaderOrClaim(from: number, what: 'beat' | 'claim') {
    if (leader) {
      if (what === 'beat' && from < id) {
        // two leaders (tabs that claimed together): the lower id keeps it
        stepDown();
        setFollowerDown();
        watchSilence();
      } else if (what === 'claim') {
        post({ t: 'beat', from: id }); // there is a leader: the claimant stands back if its id is higher
      }
      return;
    }
    // A claimant stands back for a leader's beat, and for a claim of a lower id.
    if (claimTimer && (what === 'beat' || from < id)) {
      clearTimeout(claimTimer);
      claimTimer = undefined;
    }
    watchSilence();
  }

  function setFollowerDown() {
    setStatus(false);
  }

  function watchSilence() {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => {
      silenceTimer = undefined;
      if (closed || leader) return;
      // The leader went quiet (its tab closed): poll meanwhile, and claim.
      setFollowerDown();
      claim();
    }, LEADER_SILENT_MS);
  }

  function claim() {
    post({ t: 'claim', from: id });
    claimTimer = setTimeout(() => {
      claimTimer = undefined;
      if (closed || leader) return;
      becomeLeader();
      beatTimer = setInterval(() => post({ t: 'beat', from: id }), BEAT_MS);
      post({ t: 'beat', from: id });
    }, CLAIM_WAIT_MS);
  }

  if (env.locks) {
    env.locks
      .request(name, aborter ? { signal: aborter.signal } : {}, () => {
        if (closed) return undefined;
        becomeLeader();
        // Held until this tab closes the channel (or the tab itself goes).
        return new Promise<void>((resolve) => (releaseLock = resolve));
      })
      .catch(() => undefined); // aborted while waiting in line
  } else if (bc) {
    watchSilence(); // a leader's beat within 5 s, or this tab claims
  } else {
    becomeLeader(); // no way to share: this tab's own stream
  }
  post({ t: 'hello' });
  if (mine.length > 0) announce();

  return {
    get leader() {
      return leader;
    },
    want(topics) {
      const next = knownTopics(topics);
      if (closed || sameTopics(next, mine)) return;
      mine = next;
      if (leader) topicsChanged();
      else announce();
    },
    close() {
      if (closed) return;
      const wasLeader = leader;
      stepDown();
      if (wasLeader) post({ t: 'status', up: false, topics: [] });
      else if (mine.length > 0) post({ t: 'wants', from: id, topics: [] });
      closed = true;
      for (const timer of [retryTimer, reopenTimer, silenceTimer, claimTimer]) if (timer) clearTimeout(timer);
      aborter?.abort();
      releaseLock?.();
      bc?.close();
    },
  };
}
