import { staffMessages, type staffListQuery, type StaffRole } from '@app/shared/api/staff.ts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.ts';
import { badRequest, conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors.ts';
import { sealSecret } from '../../lib/seal.ts';
import { newTotpSecret } from '../../lib/totp.ts';
import { endAllStaffSessions } from '../../plugins/staff-session.ts';
import type { StaffActor } from '../../plugins/staff-routes.ts';
import { audit } from '../audit/audit.service.ts';
import { orderBy, page } from '../../lib/grid.ts';
import * as q from './staff.queries.ts';

/**
 * Staff management (admins): accounts are created awaiting enrolment (their owner scans a QR code and
 * sets their own password at the first login, staff.service.ts; until then the account can start no
 * session), their role
 * changed, disabled, enabled, their TOTP reset (back to awaiting enrolment). Every change is audited in
 * its own transaction with who, what, before and after (never a password hash or a secret), and a
 * disabled account's sessions end at once. No admin can disable or demote themself, and no change
 * leaves the installation without an active admin.
 */
export const TOTP_ISSUER = 'Casino Backoffice';

/** Who acts (the staff routes' plumbing, plugins/staff-routes.ts): an audit log Actor with a staff id. */
export type { StaffActor } from '../../plugins/staff-routes.ts';

/** The account as audited and answered: no secrets. */
const shown = (row: q.StaffAccountRow) => ({
  id: row.id,
  username: row.username,
  role: row.role,
  is_active: row.is_active,
  enrolment: row.enrolled ? ('enrolled' as const) : ('pending' as const),
  created_at: row.created_at,
});

/**
 * An account awaiting enrolment holds a sealed random secret no one is told (an active account always
 * has one: migration 013); its login checks no code, and its owner's enrolment replaces it with the
 * secret of their own QR code (docs/decisions/0022-staff-self-enrolment.md).
 */
const placeholderSecret = (totpKey: Buffer) => sealSecret(totpKey, newTotpSecret());

export type StaffListInput = z.output<typeof staffListQuery>;

/** One page of the staff grid and the count of all matches. */
export async function listStaff(db: Db, input: StaffListInput) {
  const rows = await q.listStaff(db, {
    role: input.role ?? null,
    active: input.active === undefined ? null : input.active === 'true',
    orderBy: orderBy(q.STAFF_SORT_SQL, input.sort, input.sort === undefined ? 'asc' : input.dir, 'id', 'id'),
    limit: input.limit,
    offset: input.offset,
  });
  return page(rows, ({ total_count: _, ...row }) => row);
}

/**
 * A new account awaiting its owner's enrolment, with the first password the admin passes on: it opens
 * only the enrolment (staff.service.ts), where the owner sets their own. Nothing secret is answered.
 */
export async function createStaff(db: Db, totpKey: Buffer, actor: StaffActor, input: { username: string; password: string; role: StaffRole }): Promise<q.StaffAccountRow> {
  if (isCommonPassword(input.password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  if (await q.findStaffByUsername(db, input.username)) throw conflict(staffMessages.usernameTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(db, async (tx) => {
      const row = await q.insertStaff(tx, { username: input.username, passwordHash, role: input.role, totpSecret: placeholderSecret(totpKey), enrolled: false, createdBy: actor.staffId });
      await audit(tx, actor, { action: 'staff.create', entityType: 'staff', entityId: row.id, before: null, after: shown(row) });
      return row;
    });
  } catch (err) {
    if (uniqueViolation(err) !== null) throw conflict(staffMessages.usernameTaken);
    throw err;
  }
}

/** The target account, locked, or a 404. */
async function lockTarget(tx: Queryable, id: number) {
  const row = await q.lockStaff(tx, id);
  if (!row) throw notFound(staffMessages.staffNotFound);
  return row;
}

/**
 * Locks the active admins (before the target, always in this order) and checks the actor is still
 * one of them: an admin demoted or disabled a moment ago decides nothing more.
 */
async function lockAdmins(tx: Queryable, actor: StaffActor): Promise<number[]> {
  const admins = await q.lockActiveAdmins(tx);
  if (!admins.includes(actor.staffId)) throw forbidden(staffMessages.forbidden);
  return admins;
}

export async function changeRole(db: Db, actor: StaffActor, id: number, role: StaffRole): Promise<q.StaffAccountRow> {
  if (id === actor.staffId && role !== 'admin') throw badRequest(staffMessages.notSelfDemote);
  return inTransaction(db, async (tx) => {
    const admins = await lockAdmins(tx, actor);
    const before = await lockTarget(tx, id);
    if (before.role === role) return before;
    if (before.role === 'admin' && before.is_active && admins.length <= 1) throw conflict(staffMessages.lastAdmin);
    const after = await q.updateStaffRole(tx, id, role);
    await audit(tx, actor, { action: 'staff.role', entityType: 'staff', entityId: id, before: shown(before), after: shown(after) });
    return after;
  });
}

export async function disableStaff(db: Db, actor: StaffActor, id: number): Promise<q.StaffAccountRow> {
  if (id === actor.staffId) throw badRequest(staffMessages.notSelfDisable);
  return inTransaction(db, async (tx) => {
    const admins = await lockAdmins(tx, actor);
    const before = await lockTarget(tx, id);
    // Sessions end even when the account was disabled already (nothing can have started one since).
    await endAllStaffSessions(tx, id);
    if (!before.is_active) return before;
    if (before.role === 'admin' && admins.length <= 1) throw conflict(staffMessages.lastAdmin);
    const after = await q.updateStaffActive(tx, id, false);
    await audit(tx, actor, { action: 'staff.disable', entityType: 'staff', entityId: id, before: shown(before), after: shown(after) });
    return after;
  });
}

export async function enableStaff(db: Db, actor: StaffActor, id: number): Promise<q.StaffAccountRow> {
  return inTransaction(db, async (tx) => {
    await lockAdmins(tx, actor);
    const before = await lockTarget(tx, id);
    if (before.is_active) return before;
    if (!before.has_totp) throw conflict(staffMessages.noTotp);
    const after = await q.updateStaffActive(tx, id, true);
    await audit(tx, actor, { action: 'staff.enable', entityType: 'staff', entityId: id, before: shown(before), after: shown(after) });
    return after;
  });
}

/**
 * A lost or exposed authenticator: the account goes back to awaiting enrolment (its owner logs in with
 * their own password, scans a new QR code and chooses a new password), the old codes stop working and
 * every session of the account ends. The admin learns nothing secret.
 */
export async function resetTotp(db: Db, totpKey: Buffer, actor: StaffActor, id: number): Promise<q.StaffAccountRow> {
  return inTransaction(db, async (tx) => {
    await lockAdmins(tx, actor);
    const before = await lockTarget(tx, id);
    const after = await q.resetStaffTotp(tx, id, placeholderSecret(totpKey), actor.staffId);
    await endAllStaffSessions(tx, id);
    await audit(tx, actor, {
      action: 'staff.reset_totp',
      entityType: 'staff',
      entityId: id,
      before: { ...shown(before), totp: before.has_totp ? 'set' : 'none' },
      after: { ...shown(after), totp: 'reset' },
    });
    return after;
  });
}

/** Ends every session of the staff member who asks (a lost laptop, a shared computer). */
export async function logoutEverywhere(db: Db, actor: StaffActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    await endAllStaffSessions(tx, actor.staffId);
    await audit(tx, actor, { action: 'staff.logout_everywhere', entityType: 'staff', entityId: actor.staffId });
  });
}
