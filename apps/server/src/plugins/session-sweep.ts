import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { deleteExpiredSessions } from './session.queries.ts';

const SWEEP_EVERY_MS = 15 * 60 * 1000;

/** Deletes the expired player and staff sessions (a session row is a credential's digest: none kept longer than needed). */
export async function sweepExpiredSessions(db: Db): Promise<void> {
  await deleteExpiredSessions(db);
}

/** Sweeps when the app is ready and every 15 minutes until it closes. */
export function scheduleSessionSweep(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => sweepExpiredSessions(db).catch((err: unknown) => app.log.error({ err }, 'session sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
