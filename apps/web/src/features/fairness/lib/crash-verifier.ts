/**
 * Zeplin's verifier on /adil-oyun: the messages between the page and its Web Worker
 * (crash-verifier.worker.ts), the work itself (the published maths of @app/games/crash), and
 * `runVerifier`, which starts one job in a new worker and ends the worker when the job is done or
 * cancelled. Where the browser has no Worker (and in the tests' DOM) the same code runs on the
 * page's thread, yielding between progress reports so the page stays usable.
 */
import { crashPointWeb, walkChain, type WalkResult } from '@app/games/crash/verify-web.ts';

export type VerifierRequest =
  | { kind: 'crash'; hash: string; salt: string }
  | { kind: 'walk'; hash: string; terminatingHash: string; cap: number };

export type VerifierMessage =
  | { kind: 'crash'; hmac: string; crashPoint: number }
  | { kind: 'progress'; links: number }
  | { kind: 'walk'; result: WalkResult }
  | { kind: 'error' };

export interface VerifierOptions {
  signal?: AbortSignal;
  /** Awaited after each progress report (the page's thread yields to the browser there). */
  pause?: () => Promise<void>;
}

/** Runs one request, posting progress and then its result (or `error`). */
export async function handleVerifierRequest(
  req: VerifierRequest,
  post: (m: VerifierMessage) => void,
  { signal, pause }: VerifierOptions = {},
): Promise<void> {
  try {
    if (req.kind === 'crash') {
      post({ kind: 'crash', ...(await crashPointWeb(req.hash, req.salt)) });
      return;
    }
    const result = await walkChain(req.hash, req.terminatingHash, {
      cap: req.cap,
      signal,
      onProgress: async (links) => {
        post({ kind: 'progress', links });
        await pause?.();
      },
    });
    post({ kind: 'walk', result });
  } catch {
    post({ kind: 'error' });
  }
}

export interface VerifierJob {
  cancel(): void;
}

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts a job; `onMessage` gets its progress and its one result (nothing after a cancel). */
export function runVerifier(req: VerifierRequest, onMessage: (m: VerifierMessage) => void): VerifierJob {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./crash-verifier.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<VerifierMessage>) => {
      if (e.data.kind !== 'progress') worker.terminate();
      onMessage(e.data);
    };
    worker.onerror = () => {
      worker.terminate();
      onMessage({ kind: 'error' });
    };
    worker.postMessage(req);
    // A walk hashes without pause inside the worker: ending the worker is the cancel.
    return { cancel: () => worker.terminate() };
  }
  const stop = new AbortController();
  void handleVerifierRequest(
    req,
    (m) => {
      if (!stop.signal.aborted) onMessage(m);
    },
    { signal: stop.signal, pause: yieldToBrowser },
  );
  return { cancel: () => stop.abort() };
}
