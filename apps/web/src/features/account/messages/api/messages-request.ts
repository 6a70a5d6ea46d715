import { API_BASE, ApiError } from '@/lib/api-client.ts';

/**
 * The four calls of /api/messages.php (GET list, POST mark read, DELETE, PUT new message).
 * The shared client speaks GET and POST only, and the spec wants a reply that is not JSON
 * told apart ('API yanıtı geçersiz'), so the inbox has its own small request function.
 *
 * Every call carries the AJAX marker header: PUT requires it, the others do not mind.
 */
export class InvalidReplyError extends Error {
  constructor() {
    super('Invalid reply');
    this.name = 'InvalidReplyError';
  }
}

export function isInvalidReply(e: unknown): e is InvalidReplyError {
  return e instanceof InvalidReplyError;
}

export async function messagesRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  { query, json }: { query?: Record<string, string | number>; json?: unknown } = {},
): Promise<T> {
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${API_BASE}messages.php${search}`, {
    method,
    credentials: 'include',
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new InvalidReplyError();
  }
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  if (!record) throw new InvalidReplyError();
  if (!res.ok || record.success === false) throw new ApiError(res.status, record);
  return data as T;
}
