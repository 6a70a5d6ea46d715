import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  activateBonusReply,
  activateBonusRequest,
  activeBonusesReply,
  allBonusesReply,
  bonusMessages,
  bonusSelectionReply,
  bonusSelectionRequest,
  cancelBonusReply,
  cancelBonusRequest,
  cashbackCheckReply,
  cashbackClaimReply,
  cashbackClaimRequest,
  pendingBonusReply,
} from '@app/shared/api/bonus.ts';
import { errorReplies } from '@app/shared/api/common.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { requirePlayer, sessionRead, sessionReadRoute } from '../../plugins/session.ts';
import * as service from './bonus.service.ts';

/** The player's bonus calls (public-area.md, account-area.md), each about the session's player only. */
export function bonusRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const me = (request: FastifyRequest) => ({ id: requirePlayer(request).id, siteId: request.site.id });
    const tags = ['bonus'];

    app.post(
      '/bonus-activate.php',
      { schema: { tags, body: activateBonusRequest, response: { 200: activateBonusReply, ...errorReplies } } },
      async (request) => {
        const bonus = await service.activate(db, me(request), request.body.bonus_id);
        return { success: true as const, message: bonusMessages.activated, bonus: { id: Number(bonus.id), amount: kurusToLira(bonus.amount) } };
      },
    );

    // Polled by every logged-in tab: whether a deposit awaits its decision comes in the session's own statement.
    app.get(
      '/bonus-pending-check.php',
      { config: sessionReadRoute(service.pendingRead), schema: { tags, response: { 200: pendingBonusReply, ...errorReplies } } },
      async (request) => service.pendingOffer(db, me(request), sessionRead(request).read),
    );

    app.post(
      '/process-bonus-selection.php',
      { schema: { tags, body: bonusSelectionRequest, response: { 200: bonusSelectionReply, ...errorReplies } } },
      async (request) => {
        const r = await service.decideOffer(db, me(request), request.body);
        return {
          success: true as const,
          message: r.message,
          bonus: r.bonus ? { id: Number(r.bonus.id), amount: kurusToLira(r.bonus.amount) } : null,
        };
      },
    );

    app.get('/player-active-bonuses.php', { schema: { tags, response: { 200: activeBonusesReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      active_bonuses: await service.activeBonuses(db, me(request).id),
    }));

    app.get('/player-all-bonuses.php', { schema: { tags, response: { 200: allBonusesReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      ...(await service.allBonuses(db, me(request).id)),
    }));

    app.post(
      '/bonus-cancel.php',
      { schema: { tags, body: cancelBonusRequest, response: { 200: cancelBonusReply, ...errorReplies } } },
      async (request) => {
        const forfeited = await service.cancel(db, me(request), request.body.bonus_id);
        return { success: true as const, message: bonusMessages.cancelled, forfeited: kurusToLira(forfeited) };
      },
    );

    app.get('/cashback-calculate.php', { schema: { tags, response: { 200: cashbackCheckReply, ...errorReplies } } }, async (request) =>
      service.checkCashback(db, me(request)),
    );

    app.post(
      '/cashback-claim.php',
      { schema: { tags, body: cashbackClaimRequest, response: { 200: cashbackClaimReply, ...errorReplies } } },
      async (request) => {
        const r = await service.claimCashback(db, me(request), request.body.amount);
        return {
          success: true as const,
          message: bonusMessages.cashbackClaimed,
          cashback: { amount: kurusToLira(r.amount), bonus_id: Number(r.bonusId) },
          new_balance: kurusToLira(r.cash),
          bonus_balance: kurusToLira(r.bonus),
        };
      },
    );
  };
}
