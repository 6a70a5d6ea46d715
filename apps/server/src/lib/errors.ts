/** An expected failure with a Turkish message for the player and the HTTP status to send. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new AppError(400, message, extra);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retry_after: retryAfterSeconds });

/** PostgreSQL unique violation, for turning races on unique indexes into 409s. */
export function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  if (e.constraint) return e.constraint;
  const m = /unique constraint "([^"]+)"/.exec(e.message ?? '');
  return m?.[1] ?? '';
}

/**
 * What anyone reads while a store the request needs cannot be reached (the database restarting or
 * failing over, its connections cut): a 503 with Retry-After, so clients and load balancers try
 * again; a request answered so wrote nothing it did not commit, and money calls are idempotent.
 */
export const SERVICE_UNAVAILABLE = 'Hizmete şu an ulaşılamıyor, lütfen biraz sonra tekrar deneyin.';

/** Seconds a client is asked to wait before trying again after a 503 (Retry-After). */
export const UNAVAILABLE_RETRY_SECONDS = 5;

// Connection-level failures, not the request's fault nor a bug: the socket's (refused, reset, timed
// out, unreachable), PostgreSQL's shutdown and start-up (57P01 admin_shutdown, 57P02 crash_shutdown,
// 57P03 cannot_connect_now), too many connections (53300) and the connection exception class (08xxx).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

// The same failures as node-postgres (pg, pg-pool) and ioredis word them, without a code.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection is closed|Stream isn't writeable|Command timed out)/;

/** Whether an error says a store could not be reached (answered 503), rather than a refusal or a bug. */
export function isUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  // A connection tried on several addresses fails with all of them (AggregateError); a wrapped one keeps its cause.
  if (Array.isArray(e.errors) && e.errors.some((x) => isUnavailable(x, depth + 1))) return true;
  return isUnavailable(e.cause, depth + 1);
}
