import type { z } from 'zod';
import { AML_KIND_LABELS, AML_SHARED_WINDOW_DAYS, amlMessages, type AmlFlagKind, type amlFlagsQuery, type amlReportQuery, type amlSettingsRequest } from '@app/shared/api/aml.ts';
import { kurusToLira, parseLira } from '@app/shared/money.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { orderBy } from '../../lib/grid.ts';
import { toCsv } from '../../lib/csv.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import * as q from './aml.queries.ts';

/**
 * AML flags for the risk role (docs/decisions/0019). The wallet and auth services call the `on*`
 * functions inside the transaction of the event itself (a deposit or withdrawal request, a deposit's
 * approval, a registration or login), so a flag exists exactly when its event does: a refused or
 * rolled back request leaves none, and none is lost between the event and a later job. Raising is
 * idempotent: one flag per (player, kind, reference), whichever call comes twice. This module
 * imports no module but the audit log: the others call it.
 */

interface Player {
  id: number;
  siteId: number;
}

async function raise(tx: Queryable, player: Player, kind: AmlFlagKind, reference: string, details: Record<string, unknown>) {
  // Under the lock a payout's approval reads the flags under (`holdsPayout`): none raised beside it is missed.
  await q.lockPlayerForFlags(tx, player.id);
  await q.insertFlag(tx, { siteId: player.siteId, playerId: player.id, kind, reference, details });
}

const lira = (k: bigint) => kurusToLira(k);

/** A deposit (requested, or approved: the same flag) at or above the site's threshold. */
export async function onDeposit(tx: Queryable, player: Player, deposit: { id: bigint | number; amount: bigint }): Promise<void> {
  const rules = await q.siteRules(tx, player.siteId);
  if (deposit.amount >= rules.aml_threshold) {
    await raise(tx, player, 'large_deposit', `deposit:${deposit.id}`, { amount: lira(deposit.amount), threshold: lira(rules.aml_threshold) });
  }
}

/**
 * A withdrawal request: at or above the site's threshold; staked less than the deposits approved
 * since the player's previous withdrawal (less than 1x turnover); paid to a name other than the
 * player's legal name (the wallet's `name_mismatch`, compared by `sameLegalName`).
 */
export async function onWithdrawal(
  tx: Queryable,
  player: Player,
  w: { id: bigint; amount: bigint; name_mismatch: boolean; account_name: string },
): Promise<void> {
  const reference = `withdrawal:${w.id}`;
  const rules = await q.siteRules(tx, player.siteId);
  if (w.amount >= rules.aml_threshold) {
    await raise(tx, player, 'large_withdrawal', reference, { amount: lira(w.amount), threshold: lira(rules.aml_threshold) });
  }
  const t = await q.turnoverSinceLastWithdrawal(tx, player.id, w.id);
  if (t.deposits > 0n && t.turnover < t.deposits) {
    await raise(tx, player, 'low_turnover', reference, {
      amount: lira(w.amount),
      deposits: lira(t.deposits),
      turnover: lira(t.turnover),
      since: t.since?.toISOString() ?? null,
    });
  }
  if (w.name_mismatch) await raise(tx, player, 'name_mismatch', reference, { amount: lira(w.amount), account_name: w.account_name });
}

/**
 * A registration or a login from an address: the address is noted for the player, and flagged when
 * the site's other accounts seen there in 30 days number at least the site's `aml_shared_accounts`.
 * The app sends no device identifier, so there is no shared-device rule yet (a user agent is the
 * same for thousands of phones: no fingerprint); the kind `shared_device` is reserved for one.
 */
export async function onAddress(tx: Queryable, player: Player, ip: string, event: 'register' | 'login'): Promise<void> {
  if (!ip) return;
  await q.touchAddress(tx, { siteId: player.siteId, playerId: player.id, ip });
  const rules = await q.siteRules(tx, player.siteId);
  const others = await q.otherAccountsAt(tx, { siteId: player.siteId, playerId: player.id, ip, days: AML_SHARED_WINDOW_DAYS });
  if (others.length >= rules.aml_shared_accounts) {
    await raise(tx, player, 'shared_ip', `ip:${ip}`, {
      ip,
      event,
      accounts: others.length,
      usernames: others.slice(0, 10).map((o) => o.username),
      window_days: AML_SHARED_WINDOW_DAYS,
    });
  }
}

/** Notes a login's address in a transaction of its own (a login writes nothing else that staff review). */
export function onLogin(db: Db, player: Player, ip: string): Promise<void> {
  return inTransaction(db, (tx) => onAddress(tx, player, ip, 'login'));
}

/**
 * What holds a payout: the player's open flags (the withdrawal's own are the player's too). Called by
 * the wallet's approval inside its transaction, after it locked the withdrawal: it takes the lock every
 * flag is raised under (the player's cash row), then reads, so a flag raised at the same moment is
 * either committed and seen, or raised after the approval committed. A hold is a 409 with the
 * Turkish text; nothing moves. A risk user clears the flags with a note (`clearFlag`), then finance
 * approves (docs/decisions/0021).
 */
export async function holdPayout(tx: Queryable, playerId: number): Promise<void> {
  await q.lockPlayerForFlags(tx, playerId);
  if ((await q.openFlagsOfPlayer(tx, playerId)).length > 0) throw conflict(amlMessages.payoutHeld);
}

/** A player's open flags for the staff's player page (the hold `holdPayout` applies), oldest first. */
export async function openFlagsOf(db: Queryable, playerId: number) {
  return (await q.openFlagsOfPlayer(db, playerId)).map((f) => ({ id: Number(f.id), kind: f.kind, reference: f.reference, created_at: f.created_at.toISOString() }));
}

// ---------------------------------------------------------------- the risk role's queue

const flagItem = (r: q.FlagRow) => ({
  id: Number(r.id),
  site_id: r.site_id,
  player_id: r.player_id,
  username: r.username,
  kind: r.kind,
  reference: r.reference,
  details: r.details,
  status: r.status,
  cleared_by: r.cleared_by,
  cleared_at: r.cleared_at?.toISOString() ?? null,
  note: r.note,
  created_at: r.created_at.toISOString(),
});
export type FlagItem = ReturnType<typeof flagItem>;

type FlagsQuery = z.output<typeof amlFlagsQuery>;

export async function listFlags(db: Queryable, query: FlagsQuery) {
  const rows = await q.listFlags(db, {
    kind: query.kind ?? null,
    status: query.status ?? null,
    siteId: query.site_id ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
    orderBy: orderBy(q.FLAG_SORT_SQL, query.sort, query.dir, 'f.created_at', 'f.id'),
    limit: query.limit,
    offset: query.offset,
  });
  return { rows: rows.map(flagItem), total: rows.length > 0 ? Number(rows[0]!.total_count) : 0 };
}

export async function flagsCsv(db: Db, query: FlagsQuery, maxRows: number): Promise<string> {
  const { rows } = await listFlags(db.reports, { ...query, limit: maxRows, offset: 0 });
  return toCsv<FlagItem>(
    [
      { header: 'No', value: (r) => r.id },
      { header: 'Tarih', value: (r) => r.created_at },
      { header: 'Oyuncu', value: (r) => r.username },
      { header: 'Tür', value: (r) => AML_KIND_LABELS[r.kind] },
      { header: 'Kayıt', value: (r) => r.reference },
      { header: 'Ayrıntı', value: (r) => JSON.stringify(r.details) },
      { header: 'Durum', value: (r) => (r.status === 'open' ? 'Açık' : 'Kapatıldı') },
      { header: 'Kapatan', value: (r) => r.cleared_by },
      { header: 'Kapatma tarihi', value: (r) => r.cleared_at },
      { header: 'Not', value: (r) => r.note },
    ],
    rows,
  );
}

/** Clears an open flag with the staff member's note, audited in the same transaction. */
export async function clearFlag(db: Db, actor: Actor, id: number, note: string): Promise<FlagItem> {
  const text = note.trim();
  if (!text) throw badRequest(amlMessages.noteRequired);
  return inTransaction(db, async (tx) => {
    const before = await q.findFlagForUpdate(tx, id);
    if (!before) throw notFound(amlMessages.flagNotFound);
    if (before.status !== 'open') throw conflict(amlMessages.alreadyCleared);
    await q.clearFlag(tx, { id, staffId: actor.staffId, note: text });
    const after = await q.findFlag(tx, id);
    await audit(tx, actor, { action: 'aml_flag.clear', entityType: 'aml_flag', entityId: id, before: flagItem(before), after: flagItem(after) });
    return flagItem(after);
  });
}

/** The flags per period and kind, read on the reports' own connections (db/client.ts `reports`). */
export async function report(db: Db, query: z.output<typeof amlReportQuery>) {
  const rows = await q.report(db.reports, { from: query.from, to: query.to, period: query.period, siteId: query.site_id ?? null });
  return { from: query.from, to: query.to, period: query.period, rows };
}

export async function reportCsv(db: Db, query: z.output<typeof amlReportQuery>): Promise<string> {
  const { rows } = await report(db, query);
  return toCsv<(typeof rows)[number]>(
    [
      { header: 'Dönem', value: (r) => r.period },
      { header: 'Tür', value: (r) => AML_KIND_LABELS[r.kind] },
      { header: 'Açık', value: (r) => r.open },
      { header: 'Kapatıldı', value: (r) => r.cleared },
      { header: 'Toplam', value: (r) => r.total },
    ],
    rows,
  );
}

// ---------------------------------------------------------------- the sites' thresholds

const settingsItem = (r: q.SiteSettingsRow) => ({
  site_id: r.site_id,
  site_name: r.site_name,
  threshold: kurusToLira(r.aml_threshold),
  shared_accounts: r.aml_shared_accounts,
});

export async function listSiteSettings(db: Queryable) {
  return (await q.listSiteSettings(db)).map(settingsItem);
}

/** A site's threshold (lira in, kuruş stored) and shared-address count; audited. */
export async function updateSiteSettings(db: Db, actor: Actor, siteId: number, input: z.output<typeof amlSettingsRequest>) {
  const threshold = parseLira(input.threshold);
  if (threshold === null || threshold <= 0n) throw badRequest(amlMessages.thresholdInvalid);
  return inTransaction(db, async (tx) => {
    const before = await q.findSiteSettingsForUpdate(tx, siteId);
    if (!before) throw notFound(amlMessages.siteNotFound);
    const after = await q.updateSiteSettings(tx, { siteId, threshold, sharedAccounts: input.shared_accounts });
    await audit(tx, actor, { action: 'site.aml_settings', entityType: 'site', entityId: siteId, before: settingsItem(before), after: settingsItem(after) });
    return settingsItem(after);
  });
}
