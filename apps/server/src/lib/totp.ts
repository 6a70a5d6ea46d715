import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';

/** TOTP (RFC 6238, 6 digits, 30 s) as authenticator apps use it; one step of clock drift is accepted. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** Whether a code is valid now (enrolling and disabling two-factor; logins use totpStep). */
export async function checkTotp(secret: string, token: string): Promise<boolean> {
  return (await totpStep(secret, token)) !== null;
}

/**
 * The RFC 6238 time step a valid code belongs to, or null. A login records it (claimTotpStep in the
 * staff and auth queries) so that the same code cannot log in a second time.
 */
export async function totpStep(secret: string, token: string): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({ secret, token, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

export function totpNow(secret: string): Promise<string> {
  return generate({ secret });
}

/**
 * TOTP secrets are stored sealed (AES-256-GCM with TOTP_ENCRYPTION_KEY, docs/decisions/0006): a copy
 * of the database alone does not give anyone the codes. Stored form: `v1.<iv>.<tag>.<ciphertext>`.
 */
export function sealTotpSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((x) => (typeof x === 'string' ? x : x.toString('base64url'))).join('.');
}

/** The secret of a stored value; a value from before sealing (no `v1.`) is read as it is. */
export function openTotpSecret(key: Buffer, stored: string): string {
  if (!stored.startsWith('v1.')) return stored;
  const [, iv, tag, data] = stored.split('.').map((x) => Buffer.from(x, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

export function totpUri(issuer: string, label: string, secret: string): string {
  return generateURI({ issuer, label, secret });
}
