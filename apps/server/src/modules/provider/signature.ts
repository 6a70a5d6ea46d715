import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a game server signs its wallet calls (docs/decisions/0011). `v2`: HMAC-SHA256, in hex in
 * `X-Signature`, of `${X-Timestamp}\n${METHOD}\n${path}\n${raw body}`, where X-Timestamp is the
 * unix time in seconds (accepted within ±5 minutes of the server's clock) and path is the request
 * target as sent (`/api/provider/v1/bet`). `v1`, kept for providers configured so: the HMAC of the
 * raw body alone, no timestamp.
 */
export type SignatureScheme = 'v1' | 'v2';

export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

export interface SignedRequest {
  method: string;
  path: string;
  rawBody: string;
  /** X-Timestamp as sent (v2) */
  timestamp?: string;
  /** X-Signature as sent */
  signature?: string;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** The v1 (body-only) signature. */
export function signBody(secret: string, rawBody: string): string {
  return hmac(secret, rawBody);
}

/** The v2 signature of a call made at `timestamp` (unix seconds, as sent in X-Timestamp). */
export function signRequest(secret: string, r: { method: string; path: string; rawBody: string; timestamp: string }): string {
  return hmac(secret, `${r.timestamp}\n${r.method.toUpperCase()}\n${r.path}\n${r.rawBody}`);
}

/** The headers of a v2-signed POST of `rawBody` to `path`, made now. */
export function signedHeaders(provider: { id: string; secret: string }, path: string, rawBody: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    'content-type': 'application/json',
    'x-provider-id': provider.id,
    'x-timestamp': timestamp,
    'x-signature': signRequest(provider.secret, { method: 'POST', path, rawBody, timestamp }),
  };
}

/** Whether a call is signed as its provider's scheme requires (and, for v2, made within ±5 minutes). */
export function signatureValid(provider: { secret: string; scheme: SignatureScheme }, r: SignedRequest, now = Date.now()): boolean {
  if (!r.signature || !/^[0-9a-f]{64}$/i.test(r.signature)) return false;
  let expected: string;
  if (provider.scheme === 'v1') {
    expected = signBody(provider.secret, r.rawBody);
  } else {
    if (!r.timestamp || !/^\d{1,12}$/.test(r.timestamp)) return false;
    if (Math.abs(now / 1000 - Number(r.timestamp)) > MAX_CLOCK_SKEW_SECONDS) return false;
    expected = signRequest(provider.secret, { method: r.method, path: r.path, rawBody: r.rawBody, timestamp: r.timestamp });
  }
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(r.signature, 'hex'));
}
