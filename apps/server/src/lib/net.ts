import net from 'node:net';

/** A coarse, honest location for the login history: we run no GeoIP database. */
export function describeIp(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (v4 === '127.0.0.1' || v4 === '::1' || v4.startsWith('127.')) return 'Yerel bilgisayar';
  if (net.isIPv4(v4) && /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4)) return 'Yerel ağ';
  if (/^f[cd]/i.test(v4) || /^fe80/i.test(v4)) return 'Yerel ağ';
  return 'Bilinmiyor';
}
