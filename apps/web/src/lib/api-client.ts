/**
 * The one way the web app (and the game client) talks to the server: everything under /api/,
 * session cookies included, any method, with a JSON, urlencoded or multipart body. Every failure
 * is an ApiError, told apart by `kind`:
 * - `refused`: the server answered with a 4xx/5xx status or `success: false`; `body` carries its
 *   Turkish text (when the reply was JSON; only the site's own envelope, `fromSite`, is shown);
 * - `unreadable`: a reply (of any status) that is not JSON;
 * - `network`: no reply at all.
 * `errorText` (lib/error-text.ts) turns any of them into what the player reads.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';

export const API_BASE = '/api/';

export type ApiErrorKind = 'refused' | 'unreadable' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status; 0 when no reply arrived. */
  readonly status: number;
  /** The reply, when it was a JSON object. */
  readonly body: Record<string, unknown> | null;
  constructor(
    kind: ApiErrorKind,
    status: number,
    body: Record<string, unknown> | null,
    options?: ErrorOptions,
  ) {
    super(readText(body, 'message') ?? readText(body, 'error') ?? `HTTP ${status}`, options);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
  /**
   * The reply is the site's own error envelope (`success: false`): its texts are written for the
   * player. A refusal in any other shape (a proxy's or the framework's) is not shown.
   */
  get fromSite(): boolean {
    return this.body?.success === false;
  }
  /** The server's `message`, if it sent one. */
  get serverMessage(): string | undefined {
    return readText(this.body, 'message');
  }
  /** The server's `error` field, if it sent one. */
  get serverError(): string | undefined {
    return readText(this.body, 'error');
  }
}

function readText(body: Record<string, unknown> | null, key: string): string | undefined {
  const v = body?.[key];
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Fields = Record<string, string | number>;

export interface RequestOptions {
  /** Added to the path as a query string. */
  query?: Fields;
  /** A JSON body. */
  json?: unknown;
  /** An application/x-www-form-urlencoded body. */
  form?: Fields;
  /** A multipart/form-data body: text fields and files. */
  multipart?: Record<string, string | number | Blob>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function encodeBody(options: RequestOptions): { body?: BodyInit; contentType?: string } {
  if (options.json !== undefined)
    return { body: JSON.stringify(options.json), contentType: 'application/json' };
  if (options.form) return { body: new URLSearchParams(toStrings(options.form)) };
  if (options.multipart) {
    const data = new FormData();
    for (const [k, v] of Object.entries(options.multipart))
      data.append(k, typeof v === 'number' ? String(v) : v);
    return { body: data };
  }
  return {};
}

function toStrings(fields: Fields): [string, string][] {
  return Object.entries(fields).map(([k, v]) => [k, String(v)]);
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { body, contentType } = encodeBody(options);
  const search = options.query ? `?${new URLSearchParams(toStrings(options.query)).toString()}` : '';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (contentType) headers['Content-Type'] = contentType;
  let res: Response;
  try {
    res = await fetch(API_BASE + path + search, {
      method,
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    });
  } catch (e) {
    if (options.signal?.aborted) throw e; // a cancelled call is not a failure
    throw new ApiError('network', 0, null, { cause: e });
  }
  let data: unknown;
  try {
    data = JSON.parse(await res.text());
  } catch {
    throw new ApiError('unreadable', res.status, null);
  }
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  if (!res.ok || record?.success === false || record?.status === 'error')
    throw new ApiError('refused', res.status, record);
  return data as T;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>('GET', path, { signal });
}

export function apiPost<T>(path: string, json: unknown = {}, headers?: Record<string, string>): Promise<T> {
  return apiRequest<T>('POST', path, { json, headers });
}

/**
 * A fresh key for the `Idempotency-Key` header (the server accepts /^[A-Za-z0-9_-]{8,100}$/).
 * A form keeps one key per submission, so a repeated or retried submit never creates a second
 * request.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How long a reply stays fresh, and how often a failed call is tried again (never, by default). */
export interface QueryTiming {
  staleTime?: number;
  retry?: boolean | number;
}

/** The query options of one server call: a failure is not retried unless `timing` says so. */
export function callQueryOptions<TData, TKey extends QueryKey>(queryKey: TKey, queryFn: () => Promise<TData>, timing: QueryTiming = {}) {
  return queryOptions({ queryKey, queryFn, retry: false, ...timing });
}

/** A list the server sends under one field of its reply (GET `path`); a reply without it is an empty list. */
export async function getList<TReply, TField extends keyof TReply>(path: string, field: TField): Promise<NonNullable<TReply[TField]>> {
  const reply = await apiGet<TReply>(path);
  return (reply[field] ?? []) as NonNullable<TReply[TField]>;
}
