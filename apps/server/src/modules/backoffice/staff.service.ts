import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { burnPasswordCheck, hashPassword, randomToken, verifyPassword } from '../../lib/crypto.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpStep, totpUri } from '../../lib/totp.ts';
import type { LoginLimiters } from '../auth/auth.service.ts';
import { LOGIN_LIMITS } from '../auth/auth.service.ts';
import { audit } from '../audit/audit.service.ts';
import * as q from './staff.queries.ts';

export const STAFF_LOGIN_FAILED = 'Kullanıcı adı, şifre veya doğrulama kodu hatalı';

/**
 * Staff log in with password and, when enrolled, a TOTP code. Failures count towards the same
 * kind of per-username and per-IP locks as players'. Every attempt is audited.
 */
export async function staffLogin(
  db: Db,
  limiters: LoginLimiters,
  totpKey: Buffer,
  input: { username: string; password: string; totp: string },
  ip: string,
): Promise<q.StaffRow> {
  const key = `staff:${input.username.toLowerCase()}`;
  for (const [limiter, k, points] of [
    [limiters.byUsername, key, LOGIN_LIMITS.perUsername.points],
    [limiters.byIp, `staff:${ip}`, LOGIN_LIMITS.perIp.points],
  ] as const) {
    const res = await limiter.get(k);
    if (res && res.consumedPoints >= points && res.msBeforeNext > 0) {
      throw tooManyRequests(
        `Çok fazla başarısız giriş denemesi. ${Math.ceil(res.msBeforeNext / 60000)} dakika sonra tekrar deneyin.`,
        Math.ceil(res.msBeforeNext / 1000),
      );
    }
  }
  const staff = await q.findStaffByUsername(db, input.username);
  const passwordOk = staff ? await verifyPassword(staff.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
  const step = staff?.totp_secret ? await totpStep(openTotpSecret(totpKey, staff.totp_secret), input.totp) : null;
  let totpOk = !staff?.totp_secret || step !== null;
  // A code logs in once: a second login with it (a replay, or the same code sent twice) fails.
  if (staff && staff.is_active && passwordOk && step !== null) totpOk = await q.claimTotpStep(db, staff.id, step);
  const ok = Boolean(staff && staff.is_active && passwordOk && totpOk);
  await audit(db, { staffId: staff?.id ?? null, ip }, { action: ok ? 'staff.login' : 'staff.login_failed', entityType: 'staff', entityId: input.username.slice(0, 100) });
  if (!ok || !staff) {
    await Promise.allSettled([limiters.byUsername.consume(key), limiters.byIp.consume(`staff:${ip}`)]);
    throw new AppError(401, STAFF_LOGIN_FAILED);
  }
  await limiters.byUsername.delete(key);
  return staff;
}

/**
 * The first administrator: from BACKOFFICE_ADMIN_PASSWORD (and BACKOFFICE_ADMIN_TOTP_SECRET) when
 * set; otherwise, on a demo installation, a generated password and TOTP secret printed once.
 */
export async function ensureAdmin(db: Db, config: Config, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Promise<void> {
  if (await q.findStaffByUsername(db, 'admin')) return;
  const envPassword = process.env.BACKOFFICE_ADMIN_PASSWORD;
  const envSecret = process.env.BACKOFFICE_ADMIN_TOTP_SECRET;
  if (envPassword) {
    await q.insertStaff(db, { username: 'admin', passwordHash: await hashPassword(envPassword), role: 'admin', totpSecret: envSecret ? sealTotpSecret(config.totpKey, envSecret) : null });
    log.info({ totp: Boolean(envSecret) }, 'backoffice admin created from the environment');
    if (!envSecret) log.warn('BACKOFFICE_ADMIN_TOTP_SECRET is not set: the admin logs in without two-factor authentication');
    return;
  }
  if (!config.seedDemo) {
    log.warn('No backoffice admin: set BACKOFFICE_ADMIN_PASSWORD (and BACKOFFICE_ADMIN_TOTP_SECRET) and restart');
    return;
  }
  const password = randomToken(12);
  const secret = newTotpSecret();
  await q.insertStaff(db, { username: 'admin', passwordHash: await hashPassword(password), role: 'admin', totpSecret: sealTotpSecret(config.totpKey, secret) });
  log.warn(
    { username: 'admin', password, totp_secret: secret, otpauth: totpUri('Casino Backoffice', 'admin', secret) },
    'Backoffice admin created (shown once; save it now)',
  );
}
