import { createRequire } from 'node:module';
import net from 'node:net';

/** The ISO 3166-1 alpha-2 country of a public address, or null when unknown. No network lookup. */
export type CountryLookup = (ip: string) => string | null;

let geoip: { lookup(ip: string): { country: string } | null } | undefined;

/**
 * The GeoIP database geoip-country ships (GeoLite2 country data in its package directory, read into
 * memory at the first lookup; build.mjs keeps the package external so it finds its data files).
 */
export const geoipCountry: CountryLookup = (ip) => {
  geoip ??= createRequire(import.meta.url)('geoip-country') as typeof geoip;
  return geoip!.lookup(ip)?.country ?? null;
};

/** Loopback, private, link-local and unique-local addresses: never geo-checked (our own network, tests, proxies' health checks). */
export function isLocalAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4)) {
    return /^(127\.|10\.|192\.168\.|169\.254\.|0\.)/.test(v4) || /^172\.(1[6-9]|2\d|3[01])\./.test(v4) || /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./.test(v4);
  }
  const lower = v4.toLowerCase();
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}
