import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { generateChain, type ChainSecret } from '@app/games/crash/chain.ts';

/**
 * Zeplin's hash chain is generated once per site (10 million SHA-256 links: about 7 s of one core),
 * in a worker thread so the server keeps answering meanwhile. The worker runs this file: under tsx
 * (development, tests) from a small bootstrap that registers tsx's loader (Node 20 does not carry
 * the parent's module hooks into workers, as packages/games/src/certify.ts does); in the production
 * bundle the worker runs dist/main.js, whose main() starts only on the main thread.
 */
const MARK = 'zeplinChain';

if (!isMainThread && (workerData as { [MARK]?: number } | null)?.[MARK] !== undefined) {
  const chain = generateChain((workerData as { [MARK]: number })[MARK]);
  parentPort!.postMessage(chain);
}

/** The chain of `length` links, generated off the main thread. */
export function generateChainInWorker(length: number): Promise<ChainSecret> {
  const data = { [MARK]: length };
  let worker: Worker;
  if (import.meta.url.endsWith('.ts')) {
    const api = import.meta.resolve('tsx/esm/api');
    const code =
      `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })` +
      `.catch((e) => { console.error(e); process.exit(1); });`;
    worker = new Worker(code, { eval: true, workerData: data });
  } else {
    worker = new Worker(new URL(import.meta.url), { workerData: data });
  }
  return new Promise((resolve, reject) => {
    worker.once('message', (chain: ChainSecret) => {
      resolve(chain);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the chain's worker stopped (${code}) before its chain`)));
  });
}
