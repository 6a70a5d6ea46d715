import { createRequire } from 'node:module';

/**
 * Readable log lines on a developer's terminal through pino-pretty, a development dependency:
 * pino loads it (in its worker) only when this transport is asked for, and it is asked for only
 * outside production, on a terminal, and when installed (a production install leaves it out).
 */
export function prettyLogTransport(isProduction: boolean) {
  if (isProduction || !process.stdout.isTTY || !installed('pino-pretty')) return {};
  return { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
}

function installed(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
