import { PassThrough } from 'node:stream';
import { authMessages } from '@app/shared/api/auth.ts';
import { PUBLIC_TOPICS, PUSH_KINDS, streamMessages, type PublicTopic, type PushEndReason, type PushKind } from '@app/shared/api/stream.ts';
import { playerTopic, publicTopic, readPlayerChange, type Bus } from '../../lib/bus.ts';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../lib/errors.ts';

/**
 * The event streams of this node (GET /api/stream; docs/decisions/0029). A stream listens to its
 * player's topic on the event bus (a logged-in player's) and to the public topics the page asked
 * for (Zeplin's round: `crash`, of the request's site), and writes server-sent events:
 * - at connection, for a player, a `change` naming every kind (the browser reads everything once:
 *   whatever changed while it was not connected), sent once the bus subscriptions are in force, so
 *   no change committed after the browser's reads can be missed;
 * - a `change` for each message of the player's, those within `throttleMs` of the last one sent
 *   merged into one (a run of bets asks for the balance once, not once per bet);
 * - an event named after each public topic with the topic's message as data (the state itself: the
 *   same for every viewer), at most one per `throttleMs` per topic; within the window the latest
 *   message wins (a topic's message is its whole state, phase included, so nothing but stale
 *   states is dropped);
 * - a comment every `heartbeatMs`, after checking that the session is still live; when it is not,
 *   an `end` event and the stream closes. The first comes at a random point of the first interval:
 *   streams opened together (a node's start, a deploy's reconnecting browsers, a load test) would
 *   otherwise check their sessions in the same instant every `heartbeatMs`, thousands of queries at
 *   once; spread, they cost the same but as a steady trickle.
 * A player has at most `maxPerPlayer` streams on a node (one per browser is the rule: the tabs of a
 * browser share one); more is a 429. A visitor (no session) may only ask for public topics, with at
 * most `maxPerAddress` streams per client address on a node. While the bus is down a stream is
 * refused (503) and the open ones end, so browsers poll at the spec's rates until it is back.
 */
export interface StreamOptions {
  maxPerPlayer: number;
  /** A visitor's streams per client address (the tabs of a browser share one; a NAT holds several browsers). */
  maxPerAddress: number;
  heartbeatMs: number;
  throttleMs: number;
  /** How long a new stream waits for the bus (Redis just reconnecting, the node just started). */
  busWaitMs: number;
}

export const STREAM_DEFAULTS: StreamOptions = { maxPerPlayer: 8, maxPerAddress: 20, heartbeatMs: 25_000, throttleMs: 250, busWaitMs: 3000 };

/** A client that reads nothing while this much waits unsent is dropped (it reconnects, or polls). */
const MAX_UNSENT_BYTES = 64 * 1024;

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A public topic's message as its frame, written once per message for all the streams of the node
 * (the bus hands every listener the same object), or null for what is not a JSON object.
 */
const topicFrames = new WeakMap<object, string>();
function topicFrame(name: PublicTopic, message: unknown): string | null {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  let text = topicFrames.get(message);
  if (text === undefined) topicFrames.set(message, (text = frame(name, message)));
  return text;
}

/** `GET /api/stream?topics=a,b`: the public topics named (each once), or a Turkish 400 for an unknown one. */
export function readTopics(raw: string | undefined): PublicTopic[] {
  const names = (raw ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const topics: PublicTopic[] = [];
  for (const name of names) {
    const known = PUBLIC_TOPICS.find((t) => t === name);
    if (!known) throw badRequest(streamMessages.unknownTopic(name.slice(0, 40)));
    if (!topics.includes(known)) topics.push(known);
  }
  return topics;
}

/** Who a stream is for: a logged-in player (whose session is asked again at each heartbeat), or a visitor. */
export type StreamViewer = { playerId: number; stillLive: () => Promise<boolean> } | { address: string };

/** The public topics a stream carries, of one site. */
export interface StreamTopics {
  siteId: number;
  names: readonly PublicTopic[];
}

const NO_TOPICS: StreamTopics = { siteId: 0, names: [] };

/**
 * At most one write per `ms`: the first request writes at once, later ones at the end of the window
 * (what `write` writes then is whatever was gathered meanwhile).
 */
function throttled(ms: number, write: () => void) {
  let lastSent = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    lastSent = Date.now();
    write();
  };
  return {
    request() {
      if (timer) return;
      const wait = lastSent + ms - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    stop() {
      if (timer) clearTimeout(timer);
    },
  };
}

export class PlayerStreams {
  /** Streams held per player (`p:<id>`) and per visitor's address (`a:<address>`). */
  private readonly held = new Map<string, number>();
  private readonly open = new Set<(reason: PushEndReason) => void>();
  private readonly stopListening: () => void;

  constructor(
    private readonly bus: Bus,
    private readonly options: StreamOptions = STREAM_DEFAULTS,
    /** Where in its first interval a stream's first heartbeat falls (0 to 1; tests fix it). */
    private readonly random: () => number = Math.random,
  ) {
    this.stopListening = bus.onDown(() => this.endAll('unavailable'));
  }

  /** How many streams this node holds (players and visitors). */
  get size(): number {
    return this.open.size;
  }

  /** Takes a place under the viewer's cap (a Turkish 429 when none is left); returns its release. */
  private take(viewer: StreamViewer): () => void {
    const player = 'playerId' in viewer;
    const key = player ? `p:${viewer.playerId}` : `a:${viewer.address}`;
    const cap = player ? this.options.maxPerPlayer : this.options.maxPerAddress;
    const held = this.held.get(key) ?? 0;
    if (held >= cap) {
      throw tooManyRequests(player ? streamMessages.tooManyStreams : streamMessages.tooManyVisitorStreams, Math.ceil(this.options.heartbeatMs / 1000));
    }
    this.held.set(key, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const n = (this.held.get(key) ?? 1) - 1;
      if (n > 0) this.held.set(key, n);
      else this.held.delete(key);
    };
  }

  /**
   * Opens a stream for the viewer, with the public topics asked for: the readable the route sends.
   * A visitor asking for no topic is refused (401: a player's stream needs a session).
   */
  async connect(viewer: StreamViewer, topics: StreamTopics = NO_TOPICS): Promise<PassThrough> {
    const player = 'playerId' in viewer ? viewer : null;
    if (!player && topics.names.length === 0) throw unauthorized(authMessages.notLoggedIn);
    const release = this.take(viewer);
    const unsubscribes: (() => void)[] = [];
    const stops: (() => void)[] = [];

    try {
      if (!(await this.bus.ready(this.options.busWaitMs))) throw new AppError(503, streamMessages.unavailable);
      const out = new PassThrough();
      const { throttleMs, heartbeatMs } = this.options;
      const send = (text: string) => {
        if (out.writableEnded || out.destroyed) return;
        if (out.writableLength > MAX_UNSENT_BYTES) return void out.destroy();
        out.write(text);
      };

      // The player's changes: the kinds gathered within a window go out as one `change`.
      let waiting = new Set<PushKind>();
      const changes = throttled(throttleMs, () => {
        if (waiting.size === 0) return;
        const kinds = PUSH_KINDS.filter((k) => waiting.has(k));
        waiting = new Set();
        send(frame('change', { kinds }));
      });
      stops.push(changes.stop);
      const queue = (kinds: readonly PushKind[]) => {
        for (const k of kinds) waiting.add(k);
        changes.request();
      };
      if (player) {
        unsubscribes.push(
          await this.bus.subscribe(playerTopic(player.playerId), (message) => {
            const change = readPlayerChange(message);
            if (change) queue(change.kinds);
          }),
        );
      }

      // Each public topic: its latest message within a window goes out.
      for (const name of topics.names) {
        let latest: string | null = null;
        const messages = throttled(throttleMs, () => {
          if (latest === null) return;
          send(latest);
          latest = null;
        });
        stops.push(messages.stop);
        unsubscribes.push(
          await this.bus.subscribe(publicTopic(name, topics.siteId), (message) => {
            const text = topicFrame(name, message);
            if (text === null) return;
            latest = text;
            messages.request();
          }),
        );
      }

      const end = (reason: PushEndReason) => {
        send(frame('end', { reason }));
        out.end();
      };
      let checking = false;
      const beat = () => {
        if (!player) return send(': ping\n\n'); // a visitor's stream has no session to check
        if (checking) return;
        checking = true;
        player
          .stillLive()
          .then((live) => (live ? send(': ping\n\n') : end('session')))
          .catch(() => send(': ping\n\n')) // a failed check (a database hiccup) is no proof the session ended
          .finally(() => (checking = false));
      };
      let heartbeat: NodeJS.Timeout | undefined;
      const firstBeat = setTimeout(
        () => {
          heartbeat = setInterval(beat, heartbeatMs);
          beat();
        },
        Math.max(1, Math.ceil(this.random() * heartbeatMs)),
      );
      let cleaned = false;
      const cleanUp = () => {
        if (cleaned) return;
        cleaned = true;
        clearTimeout(firstBeat);
        clearInterval(heartbeat);
        for (const stop of stops) stop();
        for (const unsubscribe of unsubscribes) unsubscribe();
        this.open.delete(end);
        release();
      };
      out.once('close', cleanUp);
      out.once('finish', cleanUp);
      this.open.add(end);

      // A reconnecting EventSource waits this long; then, for a player, the first message: read everything.
      send('retry: 5000\n\n');
      if (player) queue(PUSH_KINDS);
      return out;
    } catch (err) {
      for (const stop of stops) stop();
      for (const unsubscribe of unsubscribes) unsubscribe();
      release();
      throw err;
    }
  }

  /** Ends every stream of this node (the bus went down, the node is stopping). */
  endAll(reason: PushEndReason): void {
    for (const end of [...this.open]) end(reason);
  }

  close(): void {
    this.stopListening();
    this.endAll('shutdown');
  }
}
