import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorReplies, rowId } from '@app/shared/api/common.ts';
import {
  balanceReply,
  bankAccountsReply,
  depositReply,
  depositRequest,
  eventsQuery,
  eventsReply,
  gameDetailReply,
  historyQuery,
  historyReply,
  walletMessages,
  walletSessionReply,
  walletTransactionsReply,
  withdrawCancelReply,
  withdrawReply,
  withdrawRequest,
} from '@app/shared/api/wallet.ts';
import { kurusToLira } from '@app/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { requirePlayer, sessionRead, sessionReadRoute } from '../../plugins/session.ts';
import * as service from './wallet.service.ts';

/** An optional `Idempotency-Key` header makes a repeated submit return the first request. */
function requestKey(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw badRequest('Geçersiz işlem anahtarı');
  return key;
}

export function walletRoutes(db: Db, hooks: service.WithdrawalHooks = {}): FastifyPluginAsyncZod {
  return async (app) => {
    const me = (request: FastifyRequest) => ({ id: requirePlayer(request).id, siteId: request.site.id });

    // Polled by every logged-in tab: the balances come in the session's own statement (one round trip).
    app.get(
      '/get-balance.php',
      { config: sessionReadRoute(service.balanceRead), schema: { tags: ['wallet'], response: { 200: balanceReply, ...errorReplies } } },
      async (request) => ({ success: true as const, ...service.balancesOfRead(sessionRead(request).read) }),
    );

    app.get('/session.php', { schema: { tags: ['wallet'], response: { 200: walletSessionReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      logged_in: true as const,
      username: requirePlayer(request).username,
      ...(await service.balances(db, me(request).id)),
    }));

    app.post('/deposit.php', { schema: { tags: ['wallet'], body: depositRequest, response: { 200: depositReply, 201: depositReply, ...errorReplies } } }, async (request, reply) => {
      const { deposit, replayed } = await service.requestDeposit(db, me(request), request.body, requestKey(request));
      reply.code(replayed ? 200 : 201);
      return {
        success: true,
        message: walletMessages.depositReceived,
        deposit: { id: Number(deposit.id), amount: kurusToLira(deposit.amount), status: deposit.status, reference_code: deposit.reference_code },
      };
    });

    app.get(
      '/withdraw.php',
      { schema: { tags: ['wallet'], response: { 200: bankAccountsReply, ...errorReplies } } },
      async (request) => ({ success: true as const, bank_accounts: await service.bankAccounts(db, me(request).id) }),
    );

    app.post('/withdraw.php', { schema: { tags: ['wallet'], body: withdrawRequest, response: { 200: withdrawReply, 201: withdrawReply, ...errorReplies } } }, async (request, reply) => {
      const player = me(request);
      const { withdrawal, replayed } = await service.requestWithdrawal(db, player, request.body, requestKey(request), hooks);
      reply.code(replayed ? 200 : 201);
      return {
        success: true,
        message: walletMessages.withdrawReceived,
        withdrawal: { id: Number(withdrawal.id), amount: kurusToLira(withdrawal.amount), status: withdrawal.status },
        ...(await service.balances(db, player.id)),
      };
    });

    app.post(
      '/withdraw-cancel.php',
      { schema: { tags: ['wallet'], body: z.object({ id: rowId('Geçersiz talep') }), response: { 200: withdrawCancelReply, ...errorReplies } } },
      async (request) => {
        const player = me(request);
        await service.cancelWithdrawal(db, player, request.body.id);
        return { success: true, message: 'Çekim talebiniz iptal edildi', ...(await service.balances(db, player.id)) };
      },
    );

    app.get(
      '/transaction_history.php',
      { schema: { tags: ['wallet'], response: { 200: walletTransactionsReply, ...errorReplies } } },
      async (request) => ({ success: true as const, transactions: await service.walletTransactions(db, me(request).id) }),
    );

    app.get(
      '/transaction-history.php',
      { schema: { tags: ['wallet'], querystring: historyQuery, response: { 200: historyReply, ...errorReplies } } },
      async (request) => service.history(db, me(request).id, request.query),
    );

    app.get(
      '/game-detail.php',
      { schema: { tags: ['wallet'], querystring: z.object({ ref: z.string({ error: 'Geçersiz referans' }).min(1, 'Geçersiz referans').max(100), provider: z.string().max(100).optional() }), response: { 200: gameDetailReply, ...errorReplies } } },
      async (request) => ({
        success: true as const,
        game_detail: await service.gameDetail(db, me(request).id, request.query.ref, request.query.provider ?? null),
        message: '',
      }),
    );

    app.get(
      '/events.php',
      { schema: { tags: ['wallet'], querystring: eventsQuery, response: { 200: eventsReply, ...errorReplies } } },
      async (request) => service.events(db, me(request).id, request.query.after),
    );
  };
}
