import { generate, generateSecret, generateURI, verify } from 'otplib';

/** TOTP (RFC 6238, 6 digits, 30 s) as authenticator apps use it; one step of clock drift is accepted. */
export function newTotpSecret(): string {
  return generateSecret();
}

export async function checkTotp(secret: string, token: string): Promise<boolean> {
  if (!/^\d{6}$/.test(token)) return false;
  try {
    return (await verify({ secret, token, epochTolerance: 30 })).valid;
  } catch {
    return false;
  }
}

export function totpNow(secret: string): Promise<string> {
  return generate({ secret });
}

export function totpUri(issuer: string, label: string, secret: string): string {
  return generateURI({ issuer, label, secret });
}
