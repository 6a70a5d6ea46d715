import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMessages } from '@app/shared/api/staff.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';

/**
 * The plumbing every domain's staff routes share (`modules/<domain>/<domain>.staff.routes.ts`). Each
 * domain exports a `StaffRoutes` function; the back office's registry (`modules/backoffice/admin.routes.ts`)
 * registers them all inside its one plugin under /api/admin, after its own hooks: the staff session
 * (staff-session.ts), the permission table (a route without an entry is refused when it is registered)
 * and the 401/403 checks before any input is read. A domain's staff routes only declare paths, schemas
 * and replies and call their own module's service.
 */
export type StaffApp = Parameters<FastifyPluginAsyncZod>[0];

export interface StaffRouteDeps {
  db: Db;
  config: Config;
}

export type StaffRoutes = (app: StaffApp, deps: StaffRouteDeps) => void;

/** Who acts, for the audit log (the registry's hook has let only a permitted staff member through). */
export interface StaffActor {
  staffId: number;
  ip: string;
}

export function staffActor(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new AppError(401, staffMessages.signInRequired);
  return { staffId: request.staff.id, ip: request.ip };
}

/** A row as the staff API sends it: bigint ids and amounts as numbers (amount in lira), times as ISO text. */
export type StaffItem<T> = { [K in keyof T]: T[K] extends bigint ? number : T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** Money items carry id, username, amount (lira), status and created_at, as the staff API promises. */
export function moneyItem<T extends object>(row: T): StaffItem<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = k === 'amount' && typeof v === 'bigint' ? kurusToLira(v) : typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.toISOString() : v;
  }
  return out as StaffItem<T>;
}
