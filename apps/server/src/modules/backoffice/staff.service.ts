import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { burnPasswordCheck, hashPassword, randomToken, sha256Hex, verifyPassword } from '../../lib/crypto.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { openSecret, sealSecret } from '../../lib/seal.ts';
import { newTotpSecret, totpStep, totpUri } from '../../lib/totp.ts';
import { accountKey, giveBackAttempt, takeAttempt, type LoginLimiters } from '../../lib/login-throttle.ts';
import { rateLimitKey } from '../../lib/net.ts';
import { audit } from '../audit/audit.service.ts';
import { staffEnrolmentMessages, staffMessages } from '@app/shared/api/staff.ts';
import { TOTP_ISSUER } from './staff-management.ts';
import * as q from './staff.queries.ts';

/**
 * The back office's service: staff login and the first admin here; staff management
 * (staff-management.ts), the audit log's grid (audit-log.ts), the queues' counts (queues.ts) and the
 * permission matrix (permissions.ts) in their own files. Each domain's staff face (routes, services,
 * queries) is its own module's (`<domain>.staff.routes.ts`), mounted by admin.routes.ts.
 */
export { changeRole, createStaff, disableStaff, enableStaff, listStaff, logoutEverywhere, resetTotp, type Enrolment, type StaffActor } from './staff-management.ts';
export { auditCsv, searchAudit } from './audit-log.ts';
export { mayDo, permissionsOf, routeAccess } from './permissions.ts';
export { queueCounts } from './queues.ts';

export const STAFF_LOGIN_FAILED = staffMessages.loginFailed;

/**
 * Staff log in with password and a TOTP code: an enrolled account needs a code of its secret, and
 * an account found without one cannot log in. An account awaiting enrolment (created or reset by an
 * admin) starts no session: with the right password it gets an enrolment (a new secret to scan,
 * `enrolment` below) unless a valid code of its provisional secret came with it, which enrols it
 * (the Staff API's path, docs/decisions/0014-staff-totp-enrolment.md). An attempt is taken from the
 * same kind of per-IP and per-account allowances as players' before the password is checked
 * (lib/login-throttle.ts). Every evaluated attempt is audited.
 */
export type StaffLoginOutcome = { kind: 'session'; staff: q.StaffRow } | { kind: 'enrol'; token: string; secret: string; otpauthUri: string; expiresIn: number };

/** How long an enrolment (its QR code and token) can be confirmed. */
export const ENROLMENT_MS = 10 * 60 * 1000;

export async function staffLogin(
  db: Db,
  limiters: LoginLimiters,
  totpKey: Buffer,
  input: { username: string; password: string; totp: string },
  ip: string,
): Promise<StaffLoginOutcome> {
  const ipKey = `staff:${rateLimitKey(ip)}`;
  await takeAttempt(limiters.byIp, ipKey, staffLocked);
  const staff = await q.findStaffByUsername(db, input.username);
  const key = accountKey('staff', staff?.id ?? null, input.username);
  await takeAttempt(limiters.byAccount, key, staffLocked);
  const passwordOk = staff ? await verifyPassword(staff.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
  const step = staff?.totp_secret ? await totpStep(openSecret(totpKey, staff.totp_secret), input.totp) : null;
  const usable = Boolean(staff && staff.is_active && passwordOk);
  if (usable && staff && staff.totp_enrolled_at === null) {
    await Promise.all([limiters.byAccount.delete(key), giveBackAttempt(limiters.byIp, ipKey)]);
    // A code of the provisional secret enrols the account with it (a code is still used once).
    if (step !== null && staff.totp_secret && (await q.enrolStaff(db, staff.id, staff.totp_secret, step))) {
      await audit(db, { staffId: staff.id, ip }, { action: 'staff.enrol', entityType: 'staff', entityId: staff.id, before: { totp: 'pending' }, after: { totp: 'enrolled', by: 'provisional_secret' } });
      await audit(db, { staffId: staff.id, ip }, { action: 'staff.login', entityType: 'staff', entityId: staff.id });
      return { kind: 'session', staff };
    }
    return startEnrolment(db, totpKey, staff, ip);
  }
  let totpOk = step !== null;
  // A code logs in once: a second login with it (a replay, or the same code sent twice) fails.
  if (staff && usable && step !== null) totpOk = await q.claimTotpStep(db, staff.id, step);
  const ok = Boolean(staff && usable && totpOk);
  // By the account's id when the username names one, else `unknown`: never the typed text (a password
  // typed into the username field would stay in the append-only log for good).
  await audit(db, { staffId: staff?.id ?? null, ip }, { action: ok ? 'staff.login' : 'staff.login_failed', entityType: 'staff', entityId: staff?.id ?? 'unknown' });
  if (!ok || !staff) throw new AppError(401, STAFF_LOGIN_FAILED);
  await Promise.all([limiters.byAccount.delete(key), giveBackAttempt(limiters.byIp, ipKey)]);
  return { kind: 'session', staff };
}

/**
 * The first login of an account awaiting enrolment: a NEW secret (never the provisional one an admin
 * may have seen) kept sealed for ENROLMENT_MS under the hash of a one-time token; the owner scans it
 * and confirms with a code (`confirmEnrolment`). A new login replaces a pending enrolment.
 */
async function startEnrolment(db: Db, totpKey: Buffer, staff: q.StaffRow, ip: string): Promise<StaffLoginOutcome> {
  const secret = newTotpSecret();
  const token = randomToken(32);
  await q.startEnrolment(db, { tokenHash: sha256Hex(token), staffId: staff.id, sealedSecret: sealSecret(totpKey, secret), expiresAt: new Date(Date.now() + ENROLMENT_MS) });
  await audit(db, { staffId: staff.id, ip }, { action: 'staff.enrol_start', entityType: 'staff', entityId: staff.id });
  return { kind: 'enrol', token, secret, otpauthUri: totpUri(TOTP_ISSUER, staff.username, secret), expiresIn: ENROLMENT_MS / 1000 };
}

/**
 * Confirms an enrolment with a code of its new secret: the account is enrolled with that secret (the
 * code's step recorded, so the code cannot log in again) and the caller starts a session. The token
 * works once and only for ENROLMENT_MS; a wrong code leaves it until then. Attempts are taken from
 * the login allowances (per IP, then per account) and audited.
 */
export async function confirmEnrolment(db: Db, limiters: LoginLimiters, totpKey: Buffer, input: { token: string; totp: string }, ip: string): Promise<q.StaffRow> {
  const ipKey = `staff:${rateLimitKey(ip)}`;
  await takeAttempt(limiters.byIp, ipKey, staffLocked);
  const tokenHash = sha256Hex(input.token);
  const found = await q.findEnrolment(db, tokenHash);
  if (!found || found.expired || !found.pending) {
    if (found) await q.deleteEnrolment(db, tokenHash);
    await audit(db, { staffId: found?.staff_id ?? null, ip }, { action: 'staff.enrol_failed', entityType: 'staff', entityId: found?.staff_id ?? 'token', after: { reason: found ? 'expired' : 'unknown_token' } });
    throw new AppError(401, staffEnrolmentMessages.expired);
  }
  const key = accountKey('staff', found.staff_id, found.username);
  await takeAttempt(limiters.byAccount, key, staffLocked);
  const step = await totpStep(openSecret(totpKey, found.totp_secret), input.totp);
  const enrolled =
    step !== null &&
    (await inTransaction(db, async (tx) => {
      // The token's row, locked: of two confirmations at once only one finds it.
      const row = await q.findEnrolment(tx, tokenHash, true);
      if (!row || row.expired || !row.pending) return false;
      if (!(await q.enrolStaff(tx, row.staff_id, row.totp_secret, step))) return false;
      await audit(tx, { staffId: row.staff_id, ip }, { action: 'staff.enrol', entityType: 'staff', entityId: row.staff_id, before: { totp: 'pending' }, after: { totp: 'enrolled' } });
      return true;
    }));
  if (!enrolled) {
    await audit(db, { staffId: found.staff_id, ip }, { action: 'staff.enrol_failed', entityType: 'staff', entityId: found.staff_id, after: { reason: step === null ? 'wrong_code' : 'used' } });
    throw new AppError(401, step === null ? staffEnrolmentMessages.codeWrong : staffEnrolmentMessages.expired);
  }
  await Promise.all([limiters.byAccount.delete(key), giveBackAttempt(limiters.byIp, ipKey)]);
  const staff = await q.findStaffByUsername(db, found.username);
  if (!staff) throw new AppError(401, staffEnrolmentMessages.expired);
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
  await q.insertStaff(db, { username: 'admin', passwordHash: await hashPassword(password), role: 'admin', totpSecret: sealSecret(config.totpKey, secret), enrolled: true });
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
