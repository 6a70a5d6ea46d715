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

export function totpUri(issuer: string, label: string, secret: string): string {
  return generateURI({ issuer, label, secret });
}
