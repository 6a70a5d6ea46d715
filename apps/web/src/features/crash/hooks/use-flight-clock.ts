import { useEffect, useMemo, useRef, useState } from 'react';
import type { CrashRound } from '@app/shared/api/crash.ts';
import { frameAt, type FlightFrame } from '../lib/flight.ts';

type FrameListener = (frame: FlightFrame, round: CrashRound) => void;

/** One animation loop for the page: whoever shows a figure of the flight subscribes to it. */
export interface FlightClock {
  /** The frame now, or null before the first state. */
  current(): FlightFrame | null;
  /** `listener` runs at each animation frame (and at once); returns the unsubscribe. */
  subscribe(listener: FrameListener): () => void;
}

interface ClockInput {
  round: CrashRound | null;
  offset: number;
  heardAt: number;
  /** The push channel carries the round: the state on screen is current. */
  carried: boolean;
}

/**
 * The page's frame clock: requestAnimationFrame while the round is betting or flying (a countdown
 * or a curve moves), one frame at each new state otherwise. Listeners write the DOM themselves
 * (canvas, the multiplier's text, the cash-out button's figure): nothing of React renders per frame.
 */
export function useFlightClock(
  { round, offset, heardAt, carried }: ClockInput,
  now: () => number = Date.now,
): FlightClock {
  const input = useRef<ClockInput>({ round, offset, heardAt, carried });
  input.current = { round, offset, heardAt, carried };
  const nowRef = useRef(now);
  nowRef.current = now;
  const listeners = useRef(new Set<FrameListener>());

  const clock = useMemo<FlightClock>(() => {
    const current = () => {
      const { round: r, offset: o, heardAt: h, carried: c } = input.current;
      const t = nowRef.current();
      // While the channel carries the round, no tick is sent: the state heard is current.
      return r ? frameAt(r, o, c ? Math.max(h, t) : h, t) : null;
    };
    return {
      current,
      subscribe(listener) {
        listeners.current.add(listener);
        const f = current();
        if (f && input.current.round) listener(f, input.current.round);
        return () => void listeners.current.delete(listener);
      },
    };
  }, []);

  const emit = useRef(() => {
    const f = clock.current();
    const r = input.current.round;
    if (!f || !r) return;
    for (const l of listeners.current) l(f, r);
  });

  const moving = round !== null && round.phase !== 'crashed';
  useEffect(() => {
    emit.current();
    if (!moving) return;
    let id = 0;
    const step = () => {
      emit.current();
      id = requestAnimationFrame(step);
    };
    id = requestAnimationFrame(step);
    return () => cancelAnimationFrame(id);
  }, [moving, round, offset, heardAt]);

  return clock;
}

/** The frame's phase and whether it is behind: React state that changes only when they do. */
export function useFrameFlags(clock: FlightClock) {
  const [flags, setFlags] = useState<{ phase: FlightFrame['phase'] | null; behind: boolean }>({
    phase: null,
    behind: false,
  });
  useEffect(
    () =>
      clock.subscribe((f) =>
        setFlags((cur) =>
          cur.phase === f.phase && cur.behind === f.behind ? cur : { phase: f.phase, behind: f.behind },
        ),
      ),
    [clock],
  );
  return flags;
}
