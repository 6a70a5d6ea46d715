/**
 * bench:load's traffic model: what one logged-in tab of the player site asks the server, and how
 * often, as the site does it today. bench/load.ts lists where each figure comes from; the web app
 * cannot be imported here (bench never imports web code), so a changed interval there must change
 * here too.
 */

/** One call a tab repeats. Calls of one `key` are one query of the browser: never two at once. */
export interface TabCall {
  name: string;
  /** the browser's query: an interval that fires while the last call of its key is on its way skips (TanStack Query dedupes, the events poller skips) */
  key: string;
  everyMs: number;
  method: 'GET' | 'POST';
}

/** The polls of every logged-in tab (the shell's header, sidebar, bonus layer and events poller). */
export const TAB_POLLS: readonly TabCall[] = [
  { name: 'get-balance.php (header)', key: 'balance', everyMs: 5000, method: 'GET' },
  { name: 'get-balance.php (bonus layer)', key: 'balance', everyMs: 2000, method: 'GET' },
  { name: 'bonus-pending-check.php', key: 'pending', everyMs: 2000, method: 'GET' },
  { name: 'events.php', key: 'events', everyMs: 5000, method: 'GET' },
  { name: 'user_session.php (sidebar)', key: 'session', everyMs: 30_000, method: 'GET' },
];

/** While the push channel is up, every poll above slows to this (apps/web/src/lib/push.ts PUSH_SAFETY_POLL_MS, usePollInterval). */
export const PUSH_SAFETY_POLL_MS = 45_000;

/**
 * The polls of every logged-in tab while its browser's stream is up: each of the calls above at
 * max(spec, 45 s). The header's and the bonus layer's balance polls are one TanStack query
 * (balanceKeys.all) whose two observers both run at 45 s from the same mount and restart their
 * timers after each fetch of the query, so they make one call: listed once.
 */
export const TAB_POLLS_PUSH: readonly TabCall[] = [
  { name: 'get-balance.php (safety poll)', key: 'balance', everyMs: PUSH_SAFETY_POLL_MS, method: 'GET' },
  { name: 'bonus-pending-check.php (safety poll)', key: 'pending', everyMs: PUSH_SAFETY_POLL_MS, method: 'GET' },
  { name: 'events.php (safety poll)', key: 'events', everyMs: PUSH_SAFETY_POLL_MS, method: 'GET' },
  { name: 'user_session.php (safety poll)', key: 'session', everyMs: PUSH_SAFETY_POLL_MS, method: 'GET' },
];

/**
 * What a pushed `change` makes a browser's tabs read (app/shell/push-provider.tsx and the listeners
 * it feeds; the leader tab passes each change to the others over the BroadcastChannel):
 *   balance      every tab: get-balance.php (PUSH_INVALIDATES: balanceKeys.all, the header's and the
 *                bonus layer's one query; an invalidation refetches it even while a poll is on its way)
 *   events       one tab of the browser: events.php (transaction-toasts.tsx polls; events-poller.ts takes
 *                the Web Lock with ifAvailable, so the tabs that hear the change at the same moment skip;
 *                a poll asked for while one is on its way runs again after it)
 *   bonus_offer  every tab: bonus-pending-check.php (check-pending-bonus.ts refetches while the choice is
 *                not on screen: always, for the bench's players)
 * The stream's first message names every kind, so an opening stream makes all three reads.
 */
export const PUSHED_READS: Record<'balance' | 'events' | 'bonus_offer', { call: TabCall; everyTab: boolean }> = {
  balance: { call: { name: 'get-balance.php (pushed)', key: 'balance', everyMs: 0, method: 'GET' }, everyTab: true },
  events: { call: { name: 'events.php (pushed)', key: 'events', everyMs: 0, method: 'GET' }, everyTab: false },
  bonus_offer: { call: { name: 'bonus-pending-check.php (pushed)', key: 'pending', everyMs: 0, method: 'GET' }, everyTab: true },
};

/**
 * How many tabs each browser has, repeated over the browsers (BENCH_LOAD_TABS_PER_BROWSER): six in ten
 * browsers one tab, three two, one three; 1.5 tabs a browser. No figure of this site's players exists;
 * the mix assumes most keep the site in one tab and some open a second or third (a game or the wallet
 * beside the lobby), enough that the stream's sharing between tabs and its fan-out to them both show.
 */
export const TABS_PER_BROWSER_DEFAULT = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3];

/** The spin of a tab whose player plays a slot of the in-house games (the game client's POST house/play). */
export const SPIN: TabCall = { name: 'house/play (slot spin)', key: 'spin', everyMs: 3000, method: 'POST' };

/** The path a call asks (events.php carries the tab's cursor, as the events poller sends it). */
export function callPath(call: TabCall, cursor: number): string {
  switch (call.key) {
    case 'balance':
      return '/api/get-balance.php';
    case 'pending':
      return '/api/bonus-pending-check.php';
    case 'events':
      return `/api/events.php?after=${cursor}`;
    case 'session':
      return '/api/user_session.php';
    case 'spin':
      return '/api/house/play';
    default:
      throw new Error(`unknown call ${call.key}`);
  }
}

/** A logged-in tab: its session cookie, and for a playing tab the game session and its stake (kuruş). */
export interface TabIdentity {
  cookie: string;
  /** the browser the tab belongs to (its tabs share the player, the cookie and, in push mode, one stream) */
  browser: number;
  game: { token: string; bet: number } | null;
}

/** Latency figures of a set of calls (ms; latency counts from when the call was due). */
export interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface StepResult {
  tabs: number;
  playing: number;
  seconds: number;
  requests: number;
  errors: number;
  /** the first few errors' texts */
  errorSamples: string[];
  /** calls a tab skipped because the same query was still on its way (as the browser does) */
  skipped: number;
  all: Latencies;
  byCall: Record<string, Latencies>;
  /** push mode: the browsers' streams open during the step, the pushed `change` messages they got, and the streams that failed or dropped (counted in errors too) */
  streams: number;
  changes: number;
  streamErrors: number;
  /** push mode: seconds it took to open the streams the step added, with their first reads (not in the step's figures) */
  openSeconds: number;
  /** the generator's own CPU, seconds, and its event loop's delay p99 (ms): a late generator shows here */
  generatorCpu: number;
  generatorLagP99: number;
}

export interface ClosedResult {
  seconds: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  all: Latencies;
  generatorCpu: number;
}

export type ToGenerator =
  | { kind: 'setup'; port: number; connections: number; tabs: TabIdentity[]; push: boolean }
  | { kind: 'step'; tabs: number; seconds: number }
  /** push mode: nothing but the open streams for `seconds` (their heartbeats and session checks) */
  | { kind: 'hold'; seconds: number }
  | { kind: 'closed'; port: number; path: string; method: 'GET' | 'POST'; seconds: number; connections: number; playing: boolean }
  | { kind: 'stop' };

export type FromGenerator =
  | { kind: 'ready' }
  | { kind: 'step'; result: StepResult }
  | { kind: 'closed'; result: ClosedResult }
  | { kind: 'hold'; streams: number; streamErrors: number; errorSamples: string[] }
  | { kind: 'error'; message: string };
