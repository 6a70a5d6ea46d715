import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { burnPasswordCheck, hashPassword, randomToken, verifyPassword } from '../../lib/crypto.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { openSecret, sealSecret } from '../../lib/seal.ts';
import { newTotpSecret, totpStep, totpUri } from '../../lib/totp.ts';
import { accountKey, giveBackAttempt, takeAttempt, type LoginLimiters } from '../../lib/login-throttle.ts';
import { rateLimitKey } from '../../lib/net.ts';
import { audit } from '../audit/audit.service.ts';
import { staffMessages } from '@app/shared/api/staff.ts';
import { TOTP_ISSUER } from './staff-management.ts';
import * as q from './staff.queries.ts';

/**
 * The back office's service: staff login and the first admin here; staff management
 * (staff-management.ts), the staff's view of players (players.ts) and the permission matrix
 * (permissions.ts) in their own files.
 */
export { changeRole, createStaff, disableStaff, enableStaff, listStaff, logoutEverywhere, resetTotp, type Enrolment, type StaffActor } from './staff-management.ts';
export { blockPlayer, findPlayer, playersCsv, searchPlayers } from './players.ts';
export { mayDo, permissionsOf, routeAccess } from './permissions.ts';
export { queueCounts } from './queues.ts';
export { depositsCsv, withdrawalsCsv } from './money-csv.ts';

export const STAFF_LOGIN_FAILED = staffMessages.loginFailed;

/**
 * Staff log in with password and a TOTP code: every staff account has a TOTP secret (the database
 * refuses an active one without), and an account found without one cannot log in. An attempt is taken from the same
 * kind of per-IP and per-account allowances as players' before the password is checked
 * (lib/login-throttle.ts). Every evaluated attempt is audited.
 */
export async function staffLogin(
  db: Db,
  limiters: LoginLimiters,
  totpKey: Buffer,
  input: { username: string; password: string; totp: string },
  ip: string,
): Promise<q.StaffRow> {
  const ipKey = `staff:${rateLimitKey(ip)}`;
  await takeAttempt(limiters.byIp, ipKey, staffLocked);
  const staff = await q.findStaffByUsername(db, input.username);
  const key = accountKey('staff', staff?.id ?? null, input.username);
  await takeAttempt(limiters.byAccount, key, staffLocked);
  const passwordOk = staff ? await verifyPassword(staff.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
  const step = staff?.totp_secret ? await totpStep(openSecret(totpKey, staff.totp_secret), input.totp) : null;
  let totpOk = step !== null;
  // A code logs in once: a second login with it (a replay, or the same code sent twice) fails.
  if (staff && staff.is_active && passwordOk && step !== null) totpOk = await q.claimTotpStep(db, staff.id, step);
  const ok = Boolean(staff && staff.is_active && passwordOk && totpOk);
  await audit(db, { staffId: staff?.id ?? null, ip }, { action: ok ? 'staff.login' : 'staff.login_failed', entityType: 'staff', entityId: input.username.slice(0, 100) });
  if (!ok || !staff) throw new AppError(401, STAFF_LOGIN_FAILED);
  await Promise.all([limiters.byAccount.delete(key), giveBackAttempt(limiters.byIp, ipKey)]);
  return staff;
}

function staffLocked(ms: number) {
  return tooManyRequests(`Çok fazla başarısız giriş denemesi. ${Math.ceil(ms / 60000)} dakika sonra tekrar deneyin.`, Math.ceil(ms / 1000));
}

/**
 * The first administrator: from BACKOFFICE_ADMIN_PASSWORD (and BACKOFFICE_ADMIN_TOTP_SECRET) when
 * set; otherwise, on a demo installation, a generated password. Never without TOTP: a secret is
 * generated when none was given (production refuses to start without one: config.ts).
 */
export async function ensureAdmin(db: Db, config: Config, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Promise<void> {
  if (await q.findStaffByUsername(db, 'admin')) return;
  const given = config.backofficeAdmin;
  if (!given && !config.seedDemo) {
    log.warn('No backoffice admin: set BACKOFFICE_ADMIN_PASSWORD and BACKOFFICE_ADMIN_TOTP_SECRET and restart');
    return;
  }
  const password = given?.password ?? randomToken(12);
  const secret = given?.totpSecret ?? newTotpSecret();
  await q.insertStaff(db, { username: 'admin', passwordHash: await hashPassword(password), role: 'admin', totpSecret: sealSecret(config.totpKey, secret) });
  if (given?.totpSecret) {
    log.info('backoffice admin created from the environment');
    return;
  }
  // The credentials go to a file only the owner can read, never to the log (log shippers keep it).
  const file = path.join(config.dataDir, 'backoffice-admin.txt');
  const lines = [
    'username: admin',
    ...(given ? [] : [`password: ${password}`]),
    `totp_secret: ${secret}`,
    `otpauth: ${totpUri(TOTP_ISSUER, 'admin', secret)}`,
  ];
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  log.warn({ file }, 'Backoffice admin created: its credentials are in this file (readable by its owner only); save them and delete it');
}
