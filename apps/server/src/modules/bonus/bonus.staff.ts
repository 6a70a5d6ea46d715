import type { z } from 'zod';
import {
  PROMOTION_FIELDS_BY_TYPE,
  PROMOTION_MONEY_TERMS,
  promotionMessages,
  type PromotionForm,
  type StaffPromotion,
  type StaffPromotionDraft,
  type staffPromotionsQuery,
} from '@app/shared/api/bonus.ts';
import { formatLiraText, kurusToLira, parseLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { page } from '../../lib/grid.ts';
import { audit, type Actor } from '../audit/audit.service.ts';
import * as q from './bonus.staff.queries.ts';

/**
 * The staff's promotions editor (by site): issue 16, docs/decisions/0017. Every change is audited in
 * its own transaction. The player's promotions (GET promotions.php) are read from the table on each
 * call, so an edit shows at once.
 */
function presentPromotion(r: q.AdminPromotionRow): StaffPromotion {
  return {
    id: r.id,
    site_id: r.site_id,
    name: r.name,
    description: r.description,
    banner: r.banner,
    note: r.note,
    bonus_type: r.bonus_type,
    percent: r.percent,
    fixed_amount: kurusToLira(r.fixed_amount),
    max_bonus: kurusToLira(r.max_bonus),
    min_deposit: kurusToLira(r.min_deposit),
    rollover: r.rollover,
    validity_days: r.validity_days,
    max_bet: kurusToLira(r.max_bet),
    contribution_slot: r.contribution_slot,
    contribution_table: r.contribution_table,
    first_deposit_only: r.first_deposit_only,
    free_spins_count: r.free_spins_count,
    free_spins_stake: kurusToLira(r.free_spins_stake),
    free_spins_game: r.free_spins_game,
    sort: r.sort,
    is_active: r.is_active,
    archived_at: r.archived_at ? r.archived_at.toISOString() : null,
    bonuses: Number(r.bonuses),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    approved: r.approved_at !== null,
    approved_at: r.approved_at ? r.approved_at.toISOString() : null,
    approved_by: r.approved_by,
    approved_by_name: r.approved_by_name,
    created_by: r.created_by,
    terms_by: r.terms_by,
    terms_by_name: r.terms_by_name,
    terms_version: r.terms_version,
  };
}

const kurus = (lira: number) => parseLira(lira) ?? 0n;

/**
 * The stored values of a form: lira to kuruş, and the terms the type does not use set to nothing
 * (a free bonus keeps no percent, a deposit bonus no free spins), so the engine never reads a
 * leftover of another type.
 */
function valuesOf(f: PromotionForm): q.PromotionValues {
  const used = new Set<string>(PROMOTION_FIELDS_BY_TYPE[f.bonus_type]);
  const num = (k: keyof PromotionForm, v: number) => (used.has(k) ? v : 0);
  return {
    name: f.name,
    description: f.description,
    banner: f.banner,
    note: f.note,
    bonus_type: f.bonus_type,
    percent: num('percent', f.percent),
    fixed_amount: kurus(num('fixed_amount', f.fixed_amount)),
    max_bonus: kurus(num('max_bonus', f.max_bonus)),
    min_deposit: kurus(num('min_deposit', f.min_deposit)),
    rollover: f.rollover,
    validity_days: f.validity_days,
    max_bet: kurus(num('max_bet', f.max_bet)),
    contribution_slot: f.contribution_slot,
    contribution_table: f.contribution_table,
    first_deposit_only: used.has('first_deposit_only') && f.first_deposit_only,
    free_spins_count: num('free_spins_count', f.free_spins_count),
    free_spins_stake: kurus(num('free_spins_stake', f.free_spins_stake)),
    free_spins_game: used.has('free_spins_game') ? f.free_spins_game : null,
    sort: f.sort,
    is_active: f.is_active,
  };
}

async function checkSite(tx: Parameters<typeof q.siteExists>[0], siteId: number) {
  if (!(await q.siteExists(tx, siteId))) throw notFound(promotionMessages.siteNotFound);
}

async function checkFreeSpinsGame(tx: Parameters<typeof q.isFreeSpinsGame>[0], v: q.PromotionValues) {
  if (v.bonus_type === 'free_spins' && (v.free_spins_game === null || !(await q.isFreeSpinsGame(tx, v.free_spins_game)))) {
    throw badRequest(promotionMessages.freeSpinsGameInvalid);
  }
}

/** Whether two promotions' money terms differ (PROMOTION_MONEY_TERMS: a change makes a draft). */
function moneyTermsDiffer(a: q.PromotionValues, b: q.PromotionValues): boolean {
  return PROMOTION_MONEY_TERMS.some((k) => String(a[k]) !== String(b[k]));
}

/**
 * The site's caps of the money terms (site rules, risk: docs/decisions/0024): the fixed amount and the
 * free spins' value (count x stake) at most promo_max_amount, the percent at most promo_max_percent,
 * a percent deposit bonus with a max bonus above 0 and at most promo_max_bonus. The fixed floors
 * (rollover at least 1, a max bet for deposit and free bonuses) are the shared schema's.
 */
async function checkCaps(tx: Parameters<typeof q.siteCaps>[0], siteId: number, v: q.PromotionValues) {
  const caps = await q.siteCaps(tx, siteId);
  if (!caps) throw notFound(promotionMessages.siteNotFound);
  const tl = (k: bigint) => formatLiraText(kurusToLira(k));
  if (v.fixed_amount > caps.promo_max_amount) throw badRequest(promotionMessages.capAmount(tl(caps.promo_max_amount)), { field: 'fixed_amount' });
  if (BigInt(v.free_spins_count) * v.free_spins_stake > caps.promo_max_amount) {
    throw badRequest(promotionMessages.capFreeSpins(tl(caps.promo_max_amount)), { field: 'free_spins_count' });
  }
  if (v.percent > caps.promo_max_percent) throw badRequest(promotionMessages.capPercent(caps.promo_max_percent), { field: 'percent' });
  if (v.bonus_type === 'deposit' && v.percent > 0 && (v.max_bonus <= 0n || v.max_bonus > caps.promo_max_bonus)) {
    throw badRequest(promotionMessages.maxBonusRequired(tl(caps.promo_max_bonus)), { field: 'max_bonus' });
  }
}

export async function listPromotions(db: Db, siteId: number, f: z.output<typeof staffPromotionsQuery>) {
  await checkSite(db, siteId);
  return page(await q.listPromotions(db, siteId, f), presentPromotion);
}

async function lockedPromotion(tx: Parameters<typeof q.findPromotion>[0], siteId: number, id: number) {
  const row = await q.findPromotion(tx, siteId, id, true);
  if (!row) throw notFound(promotionMessages.notFound);
  return row;
}

export async function createPromotion(db: Db, actor: Actor, siteId: number, form: PromotionForm): Promise<StaffPromotion> {
  return inTransaction(db, async (tx) => {
    await checkSite(tx, siteId);
    const values = valuesOf(form);
    await checkFreeSpinsGame(tx, values);
    await checkCaps(tx, siteId, values);
    const id = await q.insertPromotion(tx, siteId, values, actor.staffId);
    const after = presentPromotion((await q.findPromotion(tx, siteId, id))!);
    await audit(tx, actor, { action: 'promotion.create', entityType: 'promotion', entityId: id, after });
    return after;
  });
}

/**
 * Edits the promotion; bonuses already granted keep the terms they were granted with (player_bonuses
 * holds a copy). A change of its money terms (checked against the site's caps) makes it a draft again,
 * with the editor as its terms' author; a change of its texts, image, order or active flag keeps the approval.
 */
export async function updatePromotion(db: Db, actor: Actor, siteId: number, id: number, form: PromotionForm): Promise<StaffPromotion> {
  return inTransaction(db, async (tx) => {
    const before = await lockedPromotion(tx, siteId, id);
    if (before.archived_at) throw conflict(promotionMessages.archived);
    const values = valuesOf(form);
    await checkFreeSpinsGame(tx, values);
    const termsChanged = moneyTermsDiffer(values, before);
    if (termsChanged) await checkCaps(tx, siteId, values);
    await q.updatePromotion(tx, siteId, id, values, termsChanged ? actor.staffId : undefined);
    const after = presentPromotion((await q.findPromotion(tx, siteId, id))!);
    await audit(tx, actor, { action: 'promotion.update', entityType: 'promotion', entityId: id, before: presentPromotion(before), after });
    return after;
  });
}

export async function setPromotionActive(db: Db, actor: Actor, siteId: number, id: number, active: boolean): Promise<StaffPromotion> {
  return inTransaction(db, async (tx) => {
    const before = await lockedPromotion(tx, siteId, id);
    if (before.archived_at) throw conflict(promotionMessages.archived);
    await q.setPromotionActive(tx, siteId, id, active);
    const after = presentPromotion((await q.findPromotion(tx, siteId, id))!);
    await audit(tx, actor, { action: active ? 'promotion.enable' : 'promotion.disable', entityType: 'promotion', entityId: id, before: { is_active: before.is_active }, after: { is_active: active } });
    return after;
  });
}

/** Deletes a promotion no player ever held a bonus of; archives (inactive for good) one that some player did. */
export async function removePromotion(db: Db, actor: Actor, siteId: number, id: number): Promise<'deleted' | 'archived'> {
  return inTransaction(db, async (tx) => {
    const before = await lockedPromotion(tx, siteId, id);
    if (before.archived_at) throw conflict(promotionMessages.archived);
    const outcome = Number(before.bonuses) > 0 ? ('archived' as const) : ('deleted' as const);
    if (outcome === 'archived') await q.archivePromotion(tx, siteId, id);
    else await q.deletePromotion(tx, siteId, id);
    await audit(tx, actor, { action: `promotion.${outcome === 'archived' ? 'archive' : 'delete'}`, entityType: 'promotion', entityId: id, before: presentPromotion(before) });
    return outcome;
  });
}

/** Orders the site's promotions (not archived) as `ids` lists them: every one, once. */
export async function orderPromotions(db: Db, actor: Actor, siteId: number, ids: number[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    await checkSite(tx, siteId);
    const current = await q.lockOrderablePromotions(tx, siteId);
    const known = new Set(current.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((i) => !known.has(i))) throw badRequest(promotionMessages.orderMismatch);
    await q.setPromotionSorts(tx, siteId, ids);
    await audit(tx, actor, { action: 'promotion.order', entityType: 'site', entityId: siteId, before: current.map((r) => r.id), after: ids });
  });
}

/** The drafts of every site awaiting a money role's approval (finance, risk, admin: promotions.approve). */
export async function listDrafts(db: Db, f: { limit: number; offset: number }): Promise<{ rows: StaffPromotionDraft[]; total: number }> {
  return page(await q.listDrafts(db, f), (r) => ({ ...presentPromotion(r), site_name: r.site_name }));
}

/**
 * A money role (promotions.approve: finance, risk, admin) approves the promotion's money terms as it
 * saw them (`termsVersion`): never its author nor the last editor of its money terms (403; the CHECK
 * `promotions_approval` of migration 032 holds it too), and only terms within the site's caps as they
 * are now. Audited with the terms approved. The promotion then shows to players when active.
 */
export async function approvePromotion(db: Db, actor: Actor, siteId: number, id: number, termsVersion: number): Promise<StaffPromotion> {
  return inTransaction(db, async (tx) => {
    const before = await lockedPromotion(tx, siteId, id);
    if (before.archived_at) throw conflict(promotionMessages.archived);
    if (before.approved_at) throw conflict(promotionMessages.alreadyApproved);
    if (before.terms_version !== termsVersion) throw conflict(promotionMessages.termsChanged);
    if (actor.staffId !== null && (actor.staffId === before.created_by || actor.staffId === before.terms_by)) throw forbidden(promotionMessages.approveOwn);
    await checkCaps(tx, siteId, before);
    await q.approvePromotion(tx, siteId, id, actor.staffId);
    const after = presentPromotion((await q.findPromotion(tx, siteId, id))!);
    await audit(tx, actor, { action: 'promotion.approve', entityType: 'promotion', entityId: id, after });
    return after;
  });
}
