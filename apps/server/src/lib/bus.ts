import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { PUBLIC_TOPICS, PUSH_KINDS, type PublicTopic, type PushKind } from '@app/shared/api/stream.ts';

/**
 * The event bus of the real-time channel (docs/decisions/0029): topics carry small JSON messages from
 * the node where something happened to every node holding a browser that listens to the topic. In
 * memory (one EventEmitter) without Redis; with Redis, PUBLISH on the app's connection and SUBSCRIBE
 * on a dedicated one, so a change made through one node reaches the streams of every node. A topic
 * is subscribed in Redis only while a stream of this node listens to it: a node receives the
 * messages of its own players, not of the whole site.
 *
 * Delivery is at most once and carries no money figures: a message says what to read again, never
 * what it now is. A lost message (Redis down, a node restarting) costs freshness, not correctness:
 * the browser reads the server again at every (re)connection and polls at a safety interval.
 */
export interface Bus {
  /** Sends a message to the topic's listeners on every node; never throws (a failure is logged). */
  publish(topic: string, message: unknown): void;
  /**
   * Listens to a topic. Resolves once the subscription is in force (a message published after that
   * is delivered), with the function that ends it.
   */
  subscribe(topic: string, listener: (message: unknown) => void): Promise<() => void>;
  /**
   * Whether messages can flow: at once in memory; with Redis once the subscriber connection is ready
   * (false when it is not within `timeoutMs`: Redis is down, or the node has just started).
   */
  ready(timeoutMs: number): Promise<boolean>;
  /** Called when the bus goes down (the Redis subscriber lost its connection); returns the unsubscribe. */
  onDown(listener: () => void): () => void;
  close(): Promise<void>;
}

export interface BusLog {
  warn(obj: object, msg?: string): void;
}

const quiet: BusLog = { warn: () => undefined };

/** The topic of one player's changes. */
export const playerTopic = (playerId: number) => `player:${playerId}`;

/**
 * The public topics a stream may carry besides its player's (`GET /api/stream?topics=crash`): the
 * same for every viewer of a site, so they carry the state itself (docs/decisions/0029).
 */
export { PUBLIC_TOPICS, type PublicTopic };

/** The topic of a site's public state of one kind: Zeplin's round on `public:crash:<site>`. */
export const publicTopic = (name: PublicTopic, siteId: number) => `public:${name}:${siteId}`;

/** What a player-topic message says changed; the browser reads each again from the server. */
export type PlayerChange = PushKind;

export interface PlayerChangeMessage {
  kinds: PlayerChange[];
}

/** A player-topic message as it arrives (from another node, through Redis): its known kinds, or null. */
export function readPlayerChange(message: unknown): PlayerChangeMessage | null {
  const kinds = (message as { kinds?: unknown } | null)?.kinds;
  if (!Array.isArray(kinds)) return null;
  const known = PUSH_KINDS.filter((k) => kinds.includes(k));
  return known.length > 0 ? { kinds: known } : null;
}

/** The bus of this node: Redis pub/sub when a connection is given, else in memory. */
export function createBus(options: { redis?: Redis; log?: BusLog } = {}): Bus {
  return options.redis ? redisBus(options.redis, options.log ?? quiet) : memoryBus();
}

function memoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;
  return {
    publish(topic, message) {
      if (closed) return;
      // Delivered after the caller's own work, as a message through Redis would be.
      queueMicrotask(() => emitter.emit(topic, message));
    },
    async subscribe(topic, listener) {
      emitter.on(topic, listener);
      return () => void emitter.off(topic, listener);
    },
    async ready() {
      return !closed;
    },
    onDown() {
      return () => undefined;
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
    },
  };
}

/**
 * Channels are named `<keyPrefix>bus:<topic>`: Redis applies no key prefix to pub/sub channels, so the
 * connection's own prefix (a test file's, or an installation's) is added here to keep installations
 * that share one Redis apart.
 */
function redisBus(redis: Redis, log: BusLog): Bus {
  const prefix = `${redis.options.keyPrefix ?? ''}bus:`;
  const listeners = new Map<string, Set<(message: unknown) => void>>();
  const downListeners = new Set<() => void>();
  const subscribing = new Map<string, Promise<unknown>>();
  let closed = false;
  let wasUp = false;
  let lastPublishWarning = 0;

  // A connection in subscriber mode can do nothing else, so it is a connection of its own, opened
  // with the node's first stream (a node that serves none holds none). It subscribes its channels
  // again by itself after a reconnection (ioredis autoResubscribe).
  let connection: Redis | undefined;
  const subscriber = (): Redis => {
    if (connection) return connection;
    const sub = redis.duplicate({ lazyConnect: false, enableOfflineQueue: true, maxRetriesPerRequest: null });
    connection = sub;
    sub.on('ready', () => {
      wasUp = true;
    });
    const down = () => {
      if (!wasUp) return;
      wasUp = false;
      for (const l of [...downListeners]) l();
    };
    sub.on('close', down);
    sub.on('end', down);
    sub.on('error', (err: Error) => log.warn({ err }, 'event bus: Redis subscriber error'));
    sub.on('message', (channel: string, raw: string) => {
      if (!channel.startsWith(prefix)) return;
      const set = listeners.get(channel.slice(prefix.length));
      if (!set) return;
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      for (const l of [...set]) l(message);
    });
    return sub;
  };

  return {
    publish(topic, message) {
      if (closed) return;
      redis.publish(prefix + topic, JSON.stringify(message)).catch((err: unknown) => {
        // Once a minute at most: during an outage every change would log.
        const now = Date.now();
        if (now - lastPublishWarning < 60_000) return;
        lastPublishWarning = now;
        log.warn({ err, topic }, 'event bus: publish failed (browsers poll until Redis is back)');
      });
    },
    async subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        subscribing.set(topic, subscriber().subscribe(prefix + topic));
      }
      set.add(listener);
      try {
        await subscribing.get(topic);
      } catch (err) {
        set.delete(listener);
        if (set.size === 0 && listeners.get(topic) === set) {
          listeners.delete(topic);
          subscribing.delete(topic);
          // a SUBSCRIBE that timed out here may still land in Redis: it is taken back
          if (!closed) connection?.unsubscribe(prefix + topic).catch(() => undefined);
        }
        throw err;
      }
      return () => {
        const current = listeners.get(topic);
        if (!current?.delete(listener) || current.size > 0) return;
        listeners.delete(topic);
        subscribing.delete(topic);
        if (!closed) connection?.unsubscribe(prefix + topic).catch(() => undefined);
      };
    },
    async ready(timeoutMs) {
      if (closed) return false;
      const sub = subscriber();
      if (sub.status === 'ready') return true;
      return new Promise<boolean>((resolve) => {
        const done = (up: boolean) => {
          clearTimeout(timer);
          sub.off('ready', onReady);
          resolve(up);
        };
        const onReady = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        sub.once('ready', onReady);
      });
    },
    onDown(listener) {
      downListeners.add(listener);
      return () => void downListeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      downListeners.clear();
      await connection?.quit().catch(() => connection?.disconnect());
    },
  };
}
