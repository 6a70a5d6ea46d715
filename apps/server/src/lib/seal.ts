import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP secrets, provider signing secrets) are stored sealed:
 * AES-256-GCM with TOTP_ENCRYPTION_KEY (docs/decisions/0006, 0011), so a copy of the database alone
 * gives nobody the codes or the signing keys. Stored form: `v1.<iv>.<tag>.<ciphertext>`.
 */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((x) => (typeof x === 'string' ? x : x.toString('base64url'))).join('.');
}

/** The secret of a stored value; a value from before sealing (no `v1.`) is read as it is. */
export function openSecret(key: Buffer, stored: string): string {
  if (!isSealed(stored)) return stored;
  const [, iv, tag, data] = stored.split('.').map((x) => Buffer.from(x, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

export function isSealed(stored: string): boolean {
  return stored.startsWith('v1.');
}
