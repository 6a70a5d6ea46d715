import { useCallback, useEffect, useRef, useState } from 'react';
import { crashState, type CrashMyBet, type CrashState, type CrashStateReply } from '@app/shared/api/crash.ts';
import { pollInterval, usePublicTopic } from '@/lib/push.ts';
import { errorText } from '@/lib/error-text.ts';
import { getCrashState } from '../api/get-crash-state.ts';
import { clockOffset } from '../lib/flight.ts';
import { crashTexts as t } from '../texts.ts';

/** The poll's rate while the push channel does not bring the round: about every second. */
export const ACTIVE_POLL_MS = 1000;
/** The offset is the largest of this many last samples (the one that travelled fastest). */
const OFFSET_SAMPLES = 10;

export interface CrashLive {
  /** The newest state heard (push or poll); null before the first. */
  state: CrashState | null;
  /** From the last poll: the player's bet in the round `myBetRoundId` and the bet limits. */
  myBet: CrashMyBet | null;
  myBetRoundId: number | null;
  limits: CrashStateReply['limits'] | null;
  /** The server's clock minus the browser's (ms). */
  offset: number;
  /**
   * The last moment (browser clock, ms) the page knew its state was current: the newest state's
   * arrival, or when the channel stopped carrying the topic (while it carries it, the state is
   * current: nothing is sent per tick, the next phase change comes at once; `carried`, returned
   * beside).
   */
  heardAt: number;
  /**
   * Nothing heard yet and the last read failed: what the player reads (the server's Turkish text,
   * e.g. while the chain is being made, else ours); null otherwise.
   */
  failure: string | null;
}

const EMPTY: CrashLive = {
  state: null,
  myBet: null,
  myBetRoundId: null,
  limits: null,
  offset: 0,
  heardAt: 0,
  failure: null,
};

const PHASE_RANK = { betting: 0, flying: 1, crashed: 2 } as const;

/**
 * A state is newer than another if its round is, or its phase in the same round, or the same phase
 * read later: a poll's reply read before a push that came first never takes the round back.
 */
function isNewer(next: CrashState, current: CrashState | null): boolean {
  if (!current) return true;
  if (next.round.id !== current.round.id) return next.round.id > current.round.id;
  const rank = PHASE_RANK[next.round.phase] - PHASE_RANK[current.round.phase];
  if (rank !== 0) return rank > 0;
  return Date.parse(next.server_time) >= Date.parse(current.server_time);
}

/**
 * The round as this page knows it (docs/decisions/0029, "The crash game on this channel"): the
 * public topic `crash` of the push channel, and GET /api/crash/state about every second while the
 * channel does not carry the topic, once when it starts to, and at the channel's safety interval
 * while it does. `refresh` reads at once (after a bet or a cash-out). `now` is the browser's clock.
 */
export function useCrashLive(now: () => number = Date.now) {
  const [live, setLive] = useState<CrashLive>(EMPTY);
  const samples = useRef<number[]>([]);
  const lastPollAt = useRef(-Infinity);
  const inFlight = useRef<AbortController | null>(null);
  const nowRef = useRef(now);
  nowRef.current = now;

  const accept = useCallback(
    (
      next: CrashState,
      reply: (Pick<CrashStateReply, 'my_bet'> & { limits: CrashStateReply['limits'] | null }) | null,
    ) => {
      const receivedAt = nowRef.current();
      samples.current = [...samples.current, clockOffset(next.server_time, receivedAt)].slice(
        -OFFSET_SAMPLES,
      );
      const offset = Math.max(...samples.current);
      setLive((cur) => {
        const newer = isNewer(next, cur.state);
        return {
          state: newer ? next : cur.state,
          heardAt: newer ? receivedAt : cur.heardAt,
          offset,
          myBet: reply ? reply.my_bet : cur.myBet,
          myBetRoundId: reply ? next.round.id : cur.myBetRoundId,
          limits: reply ? reply.limits : cur.limits,
          failure: null,
        };
      });
    },
    [],
  );

  const poll = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    lastPollAt.current = nowRef.current();
    try {
      const reply = await getCrashState(controller.signal);
      // The round is drawn from the reply: a reply out of the contract's shape is not used.
      const parsed = crashState.safeParse(reply);
      if (!parsed.success) throw parsed.error;
      if (!controller.signal.aborted)
        accept(parsed.data, { ...reply, my_bet: reply.my_bet ?? null, limits: reply.limits ?? null });
    } catch (e) {
      if (!controller.signal.aborted) {
        const failure = errorText(e, t.loadFailed);
        setLive((cur) => (cur.state ? cur : { ...cur, failure }));
      }
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, [accept]);

  const onTopic = useCallback(
    (data: unknown) => {
      const parsed = crashState.safeParse(data);
      if (!parsed.success) return;
      accept(parsed.data, null);
    },
    [accept],
  );
  const carried = usePublicTopic('crash', onTopic);

  // The channel starts carrying the topic: read the state once (nothing is sent at connection).
  // It stops: the state was current until now, the polls take over.
  useEffect(() => {
    if (carried) lastPollAt.current = -Infinity;
    else setLive((cur) => (cur.state ? { ...cur, heardAt: Math.max(cur.heardAt, nowRef.current()) } : cur));
  }, [carried]);

  useEffect(() => {
    const check = () => {
      if (inFlight.current) return;
      const every = pollInterval(ACTIVE_POLL_MS, carried) as number;
      if (nowRef.current() - lastPollAt.current >= every) void poll();
    };
    check();
    const timer = setInterval(check, 250);
    return () => clearInterval(timer);
  }, [poll, carried]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const refresh = useCallback(() => void poll(), [poll]);
  return { ...live, carried, refresh };
}
