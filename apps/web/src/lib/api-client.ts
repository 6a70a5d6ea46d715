/**
 * The one way the web app talks to the server: everything under /api/, session cookies
 * included. A reply with a 4xx/5xx status or `success: false` becomes an ApiError that carries
 * the server's Turkish text; network failures and unreadable replies stay plain errors, which
 * the screens treat as "exceptions" in the spec's error catalogue.
 */
export const API_BASE = '/api/';

export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown> | null;
  constructor(status: number, body: Record<string, unknown> | null) {
    super(readText(body, 'message') ?? readText(body, 'error') ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
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

type Body = { json: unknown } | { form: FormData } | undefined;

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: Body,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...headers },
    signal,
  };
  if (body && 'json' in body) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body.json);
  } else if (body && 'form' in body) {
    init.body = body.form;
  }
  const res = await fetch(API_BASE + path, init);
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    if (res.ok) throw new Error('Unreadable reply');
  }
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  if (!res.ok || record?.success === false || record?.status === 'error')
    throw new ApiError(res.status, record);
  return data as T;
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>('GET', path, undefined, signal);
}

export function apiPost<T>(path: string, json: unknown = {}, headers?: Record<string, string>): Promise<T> {
  return request<T>('POST', path, { json }, undefined, headers);
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

export function apiPostForm<T>(path: string, fields: Record<string, string | number>): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  return request<T>('POST', path, { form });
}
