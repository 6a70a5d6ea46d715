import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { burnPasswordCheck, hashPassword, randomToken, sha256Hex, verifyPassword } from '../../lib/crypto.ts';
import { inTransaction } from '../../db/transactions.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.ts';
import { endAllStaffSessions, endOtherStaffSessions } from '../../plugins/staff-session.ts';
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
export { changeRole, createStaff, disableStaff, enableStaff, listStaff, logoutEverywhere, resetTotp, type StaffActor } from './staff-management.ts';
export { auditCsv, searchAudit } from './audit-log.ts';
export { mayDo, permissionsOf, routeAccess } from './permissions.ts';
export { queueCounts } from './queues.ts';

export const STAFF_LOGIN_FAILED = staffMessages.loginFailed;

/**
 * Staff log in with password and a TOTP code: an enrolled account needs a code of its secret, and
 * an account found without one cannot log in. An account awaiting enrolment (created or reset by an
 * admin) never starts a session: with the right password it gets an enrolment (a new secret to scan
 * and the owner's own password to set, `startEnrolment` below), whatever code came with it
 * (docs/decisions/0022-staff-self-enrolment.md). An attempt is taken from the same kind of per-IP and
 * per-account allowances as players' before the password is checked (lib/login-throttle.ts). Every
 * evaluated attempt is audited.
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
  const usable = Boolean(staff && staff.is_active && passwordOk);
  if (usable && staff && staff.totp_enrolled_at === null) {
    // No code is checked: the placeholder secret of an account awaiting enrolment opens nothing.
    await Promise.all([limiters.byAccount.delete(key), giveBackAttempt(limiters.byIp, ipKey)]);
    return startEnrolment(db, totpKey, staff, ip);
  }
  const enrolled = staff?.totp_secret && staff.totp_enrolled_at !== null ? staff.totp_secret : null;
  const step = enrolled ? await totpStep(openSecret(totpKey, enrolled), input.totp) : null;
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
 * The first login of an account awaiting enrolment: a new secret, made here and shown only to whoever
 * logged in, kept sealed for ENROLMENT_MS under the hash of a one-time token; the owner scans it and
 * confirms with a code and their own password (`confirmEnrolment`). A new login replaces a pending
 * enrolment.
 */
async function startEnrolment(db: Db, totpKey: Buffer, staff: q.StaffRow, ip: string): Promise<StaffLoginOutcome> {
  const secret = newTotpSecret();
  const token = randomToken(32);
  await q.startEnrolment(db, { tokenHash: sha256Hex(token), staffId: staff.id, sealedSecret: sealSecret(totpKey, secret), expiresAt: new Date(Date.now() + ENROLMENT_MS) });
  await audit(db, { staffId: staff.id, ip }, { action: 'staff.enrol_start', entityType: 'staff', entityId: staff.id });
  return { kind: 'enrol', token, secret, otpauthUri: totpUri(TOTP_ISSUER, staff.username, secret), expiresIn: ENROLMENT_MS / 1000 };
}

/**
 * Confirms an enrolment with a code of its new secret and the owner's own password: the account is
 * enrolled with that secret (the code's step recorded, so the code cannot log in again), the new
 * password replaces the one the login was made with (an admin's first password, or the owner's own
 * after a TOTP reset, which then opens nothing) and the caller starts a session. The new password
 * follows staff creation's rules (the schema's length; not a common one) and differs from the one in
 * use. The token works once and only for ENROLMENT_MS; a wrong code or a refused password leaves it
 * until then. Attempts are taken from the login allowances (per IP, then per account) and audited.
 */
export async function confirmEnrolment(
  db: Db,
  limiters: LoginLimiters,
  totpKey: Buffer,
  input: { token: string; totp: string; new_password: string },
  ip: string,
): Promise<q.StaffRow> {
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
  if (step === null) {
    await audit(db, { staffId: found.staff_id, ip }, { action: 'staff.enrol_failed', entityType: 'staff', entityId: found.staff_id, after: { reason: 'wrong_code' } });
    throw new AppError(401, staffEnrolmentMessages.codeWrong);
  }
  // The code was right: a refused password is the owner's typing, not a guess (the attempt is given back).
  const refusal = isCommonPassword(input.new_password)
    ? COMMON_PASSWORD_MESSAGE
    : (await verifyPassword(found.password_hash, input.new_password))
      ? staffMessages.passwordSame
      : null;
  if (refusal) {
    await Promise.all([giveBackAttempt(limiters.byAccount, key), giveBackAttempt(limiters.byIp, ipKey)]);
    throw badRequest(refusal);
  }
  const passwordHash = await hashPassword(input.new_password);
  const enrolled = await inTransaction(db, async (tx) => {
    // The token's row, locked: of two confirmations at once only one finds it.
    const row = await q.findEnrolment(tx, tokenHash, true);
    if (!row || row.expired || !row.pending || row.password_hash !== found.password_hash) return false;
    if (!(await q.enrolStaff(tx, row.staff_id, { sealedSecret: row.totp_secret, step, passwordHash }))) return false;
    await endAllStaffSessions(tx, row.staff_id);
    await audit(tx, { staffId: row.staff_id, ip }, { action: 'staff.enrol', entityType: 'staff', entityId: row.staff_id, before: { totp: 'pending' }, after: { totp: 'enrolled' } });
    await audit(tx, { staffId: row.staff_id, ip }, { action: STAFF_PASSWORD_CHANGE, entityType: 'staff', entityId: row.staff_id, after: { by: 'enrolment' } });
    return true;
  });
  if (!enrolled) {
    await audit(db, { staffId: found.staff_id, ip }, { action: 'staff.enrol_failed', entityType: 'staff', entityId: found.staff_id, after: { reason: 'used' } });
    throw new AppError(401, staffEnrolmentMessages.expired);
  }
  await Promise.all([limiters.byAccount.delete(key), giveBackAttempt(limiters.byIp, ipKey)]);
  const staff = await q.findStaffById(db, found.staff_id);
  if (!staff) throw new AppError(401, staffEnrolmentMessages.expired);
  return staff;
}

/** The audit action of a staff password change (at enrolment, or the owner's own change). */
export const STAFF_PASSWORD_CHANGE = 'staff.password_change';

/**
 * A signed-in staff member changes their own password: the current password and a code of their
 * authenticator (used once, as at login), so a stolen session cookie alone cannot take the account.
 * Wrong answers are taken from the login allowances (per IP and per account), audited, and answered
 * 400 (a 401 would send the back office to its login page). The new password follows staff
 * creation's rules and differs from the current one; every other session of the staff member ends.
 */
export async function changeOwnPassword(
  db: Db,
  limiters: LoginLimiters,
  totpKey: Buffer,
  actor: { staffId: number; sessionId: string; ip: string },
  input: { current_password: string; new_password: string; totp: string },
): Promise<void> {
  const ipKey = `staff:${rateLimitKey(actor.ip)}`;
  const staff = await q.findStaffById(db, actor.staffId);
  if (!staff?.totp_secret) throw new AppError(401, staffMessages.signInRequired);
  const key = accountKey('staff', staff.id, staff.username);
  await takeAttempt(limiters.byIp, ipKey, staffLocked);
  await takeAttempt(limiters.byAccount, key, staffLocked);
  const passwordOk = await verifyPassword(staff.password_hash, input.current_password);
  const step = await totpStep(openSecret(totpKey, staff.totp_secret), input.totp);
  const ok = passwordOk && step !== null && (await q.claimTotpStep(db, staff.id, step));
  const who = { staffId: staff.id, ip: actor.ip };
  if (!ok) {
    await audit(db, who, { action: 'staff.password_change_failed', entityType: 'staff', entityId: staff.id, after: { reason: passwordOk ? 'wrong_code' : 'wrong_password' } });
    throw badRequest(staffMessages.currentWrong);
  }
  await Promise.all([limiters.byAccount.delete(key), giveBackAttempt(limiters.byIp, ipKey)]);
  if (isCommonPassword(input.new_password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  if (input.new_password === input.current_password) throw badRequest(staffMessages.passwordSame);
  const passwordHash = await hashPassword(input.new_password);
  await inTransaction(db, async (tx) => {
    await q.updateStaffPassword(tx, staff.id, passwordHash);
    await endOtherStaffSessions(tx, staff.id, actor.sessionId);
    await audit(tx, who, { action: STAFF_PASSWORD_CHANGE, entityType: 'staff', entityId: staff.id, after: { by: 'owner', other_sessions: 'ended' } });
  });
}

function staffLocked(ms: number) {
  return tooManyRequests(`Çok fazla başarısız giriş denemesi. ${Math.ceil(ms / 60000)} dakika sonra tekrar deneyin.`, Math.ceil(ms / 1000));
}

/**
 * The first administrator: from BACKOFFICE_ADMIN_PASSWORD (and BACKOFFICE_ADMIN_TOTP_SECRET) when
 * set; otherwise, on a demo installation, a generated password. Never without TOTP: a secret is
 * generated when none was given (production refuses to start without one: config.ts). Start-up runs
 * it in a transaction holding a lock (bootstrap.ts), so of several nodes starting at once one creates it.
 */
export async function ensureAdmin(db: Queryable, config: Config, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Promise<void> {
  if (await q.findStaffByUsername(db, 'admin')) return;
  const given = config.backofficeAdmin;
  if (!given && !config.seedDemo) {
    log.warn('No backoffice admin: set BACKOFFICE_ADMIN_PASSWORD and BACKOFFICE_ADMIN_TOTP_SECRET and restart');
    return;
  }
  const password = given?.password ?? randomToken(12);
  const secret = given?.totpSecret ?? newTotpSecret();
  await q.insertStaff(db, { username: 'admin', passwordHash: await hashPassword(password), role: 'admin', totpSecret: sealSecret(config.totpKey, secret), enrolled: true, createdBy: null });
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
