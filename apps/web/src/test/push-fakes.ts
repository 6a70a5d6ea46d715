import type { PushEnv } from '@/lib/push-channel.ts';

/**
 * Stand-ins for what the push channel (lib/push-channel.ts) uses of the browser: EventSource, the
 * BroadcastChannel between tabs and Web Locks, so the tests run several "tabs" in one document.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: { data?: string }) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  /** The streams no one has closed. */
  static get open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((s) => !s.closed);
  }

  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  private dispatch(type: string, data?: string) {
    for (const l of [...(this.listeners.get(type) ?? [])]) l({ data });
  }

  /** The server answered: the stream is open. */
  open() {
    this.readyState = 1;
    this.dispatch('open');
  }

  /** A server-sent event. */
  send(event: string, data: unknown) {
    this.dispatch(event, JSON.stringify(data));
  }

  /** An error: `closed` when the browser gave up (a refusal), else it is reconnecting by itself. */
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.dispatch('error');
  }
}

/** BroadcastChannels of one browser: a message reaches the other channels of its name, a little later. */
export function fakeBroadcastChannel(): typeof BroadcastChannel {
  const members = new Set<FakeChannel>();
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      members.add(this);
    }
    postMessage(data: unknown) {
      if (!members.has(this)) throw new Error('InvalidStateError: the channel is closed');
      const copy: unknown = JSON.parse(JSON.stringify(data));
      for (const m of members) {
        if (m !== this && m.name === this.name) queueMicrotask(() => members.has(m) && m.onmessage?.({ data: copy } as MessageEvent));
      }
    }
    close() {
      members.delete(this);
    }
  }
  return FakeChannel as unknown as typeof BroadcastChannel;
}

/** Web Locks (exclusive, one queue per name, `signal` aborts a waiting request). */
export function fakeLocks(): Pick<LockManager, 'request'> {
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const request = (name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) =>
    new Promise((resolve, reject) => {
      const run = () => {
        held.add(name);
        Promise.resolve()
          .then(() => callback({ name, mode: 'exclusive' } as Lock))
          .then(resolve, reject)
          .finally(() => {
            held.delete(name);
            queues.get(name)?.shift()?.();
          });
      };
      if (!held.has(name)) return run();
      const queue = queues.get(name) ?? [];
      queues.set(name, queue);
      queue.push(run);
      options.signal?.addEventListener('abort', () => {
        const i = queue.indexOf(run);
        if (i >= 0) {
          queue.splice(i, 1);
          reject(new DOMException('aborted', 'AbortError'));
        }
      });
    });
  return { request } as unknown as Pick<LockManager, 'request'>;
}

/** One browser's environment for the channel: its tabs share the BroadcastChannel and the locks. */
export function fakeBrowser(options: { locks?: boolean; eventSource?: boolean } = {}) {
  let seed = 0;
  let fixed: number | undefined;
  const env: PushEnv = {
    EventSource: options.eventSource === false ? undefined : (FakeEventSource as unknown as typeof EventSource),
    BroadcastChannel: fakeBroadcastChannel(),
    locks: options.locks === false ? undefined : fakeLocks(),
    // each tab's id in the election: the first tab opened has the lowest
    random: () => fixed ?? (seed += 0.01),
  };
  /** From now on, every draw is `x` (a retry's spread, once the tabs have their ids). */
  const fixRandom = (x: number) => void (fixed = x);
  return Object.assign(env, { fixRandom });
}
