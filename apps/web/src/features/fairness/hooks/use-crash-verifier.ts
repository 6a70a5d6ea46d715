import { useEffect, useRef, useState } from 'react';
import type { WalkResult } from '@app/games/crash/verify-web.ts';
import { runVerifier, type VerifierJob } from '../lib/crash-verifier.ts';

export type CrashCheck =
  | { status: 'idle' }
  | { status: 'running'; hash: string }
  | { status: 'done'; hash: string; crashPoint: number; hmac: string }
  | { status: 'error'; hash: string };

export type ChainWalk =
  | { status: 'idle' }
  | { status: 'running'; hash: string; links: number }
  | { status: 'done'; hash: string; result: WalkResult }
  | { status: 'error'; hash: string };

/**
 * Zeplin's verifier jobs on the page: one crash point and one walk at a time, each in its own Web
 * Worker; a new job, a cancel or leaving the page ends the one running.
 */
export function useCrashVerifier() {
  const [crash, setCrash] = useState<CrashCheck>({ status: 'idle' });
  const [walk, setWalk] = useState<ChainWalk>({ status: 'idle' });
  const crashJob = useRef<VerifierJob | null>(null);
  const walkJob = useRef<VerifierJob | null>(null);

  useEffect(
    () => () => {
      crashJob.current?.cancel();
      walkJob.current?.cancel();
    },
    [],
  );

  const computeCrash = (hash: string, salt: string) => {
    crashJob.current?.cancel();
    setCrash({ status: 'running', hash });
    crashJob.current = runVerifier({ kind: 'crash', hash, salt }, (m) => {
      if (m.kind === 'crash') setCrash({ status: 'done', hash, crashPoint: m.crashPoint, hmac: m.hmac });
      else if (m.kind === 'error') setCrash({ status: 'error', hash });
    });
  };

  const startWalk = (hash: string, terminatingHash: string, cap: number) => {
    walkJob.current?.cancel();
    setWalk({ status: 'running', hash, links: 0 });
    walkJob.current = runVerifier({ kind: 'walk', hash, terminatingHash, cap }, (m) => {
      if (m.kind === 'progress') setWalk({ status: 'running', hash, links: m.links });
      else if (m.kind === 'walk') setWalk({ status: 'done', hash, result: m.result });
      else if (m.kind === 'error') setWalk({ status: 'error', hash });
    });
  };

  const cancelWalk = () => {
    walkJob.current?.cancel();
    walkJob.current = null;
    setWalk((w) =>
      w.status === 'running'
        ? { status: 'done', hash: w.hash, result: { found: false, links: w.links, reason: 'cancelled' } }
        : w,
    );
  };

  /** Forget both results (a new hash was typed). */
  const reset = () => {
    crashJob.current?.cancel();
    walkJob.current?.cancel();
    setCrash({ status: 'idle' });
    setWalk({ status: 'idle' });
  };

  return { crash, walk, computeCrash, startWalk, cancelWalk, reset };
}
