import net from 'node:net';

/** A coarse, honest location for the login history: we run no GeoIP database. */
export function describeIp(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (v4 === '127.0.0.1' || v4 === '::1' || v4.startsWith('127.')) return 'Yerel bilgisayar';
  if (net.isIPv4(v4) && /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4)) return 'Yerel ağ';
  if (/^f[cd]/i.test(v4) || /^fe80/i.test(v4)) return 'Yerel ağ';
  return 'Bilinmiyor';
}

/**
 * The key under which an address is counted by rate limits: an IPv4 address as it is, an IPv6
 * address by its /64 (one subscriber usually holds a whole /64, and could rotate through it).
 */
export function rateLimitKey(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4) || !net.isIPv6(ip)) return v4;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** TRUST_PROXY for Fastify: a hop count trusts that many proxies from our side, never the client's own claim. */
export function trustProxyOption(value: false | number | string): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** How a request appears in the logs: the path without its query string (tokens travel there). */
export function logRequest(request: { method: string; url: string; hostname?: string; ip?: string; id?: string }) {
  return { id: request.id, method: request.method, url: request.url.split('?')[0], host: request.hostname, remoteAddress: request.ip };
}
