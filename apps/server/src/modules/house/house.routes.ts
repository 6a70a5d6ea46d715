import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '@app/shared/api/common.ts';
import {
  fairVerifyReply,
  fairVerifyRequest,
  houseBlackjackReply,
  houseGameReply,
  housePlayReply,
  houseSeedsReply,
  houseStateReply,
} from '@app/shared/api/games.ts';
import { verifyRound, type RoundInput, type VerifyRequest } from '@app/games/verify.ts';
import { catalogueEntry } from '@app/games/catalogue.ts';
import { getSlot } from '@app/games/slots/index.ts';
import { rouletteInfo } from '@app/games/tables/roulette.ts';
import { blackjackInfo } from '@app/games/tables/blackjack.ts';
import { baccaratInfo } from '@app/games/tables/baccarat.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findSession, HouseGames, rotateSeeds } from './house.service.ts';
import { injectWalletClient } from './wallet-client.ts';

const token = z.string({ error: 'Oyun oturumu gerekli' }).min(10, 'Oyun oturumu gerekli').max(200);
const kurus = z
  .number({ error: 'Geçersiz bahis tutarı' })
  .int('Geçersiz bahis tutarı')
  .positive('Geçersiz bahis tutarı');
const rouletteBet = z.object({
  type: z.enum([
    'straight',
    'split',
    'street',
    'corner',
    'line',
    'dozen',
    'column',
    'red',
    'black',
    'odd',
    'even',
    'low',
    'high',
  ]),
  numbers: z.array(z.number().int().min(0).max(36)).max(6).optional(),
  target: z.number().int().min(1).max(3).optional(),
  amount: kurus,
});

/** The game server the game client (in the lobby's frame) talks to, and the public fairness verifier. */
export function houseRoutes(db: Db, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const games = new HouseGames(db, injectWalletClient(app, 'house', config.providerHouseSecret));

    app.get(
      '/house/game',
      {
        schema: {
          tags: ['house'],
          querystring: z.object({ slug: z.string({ error: 'Oyun bulunamadı' }).min(1).max(60) }),
          response: { 200: houseGameReply, ...errorReplies },
        },
      },
      async (request) => {
        const entry = catalogueEntry(request.query.slug);
        if (!entry) throw notFound('Oyun bulunamadı');
        const slot = getSlot(entry.id);
        const table = { 'avrupa-ruleti': rouletteInfo, blackjack: blackjackInfo, baccarat: baccaratInfo }[
          entry.id
        ];
        const definition = slot
          ? (({ strips: _s, freeSpinStrips: _f, play: _p, evaluate: _e, math: _m, spinAt: _a, ...rest }) =>
              rest)(slot as unknown as Record<string, unknown>)
          : (table ?? null);
        return { success: true as const, game: { ...entry, definition } };
      },
    );

    app.get(
      '/house/state',
      {
        schema: {
          tags: ['house'],
          querystring: z.object({ token }),
          response: { 200: houseStateReply, ...errorReplies },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await games.state(request.query.token)),
      }),
    );

    // The same with the token in the body: the game client's call, so the token stays out of URLs (and logs).
    app.post(
      '/house/state',
      { schema: { tags: ['house'], body: z.object({ token }), response: { 200: houseStateReply, ...errorReplies } } },
      async (request) => ({
        success: true as const,
        ...(await games.state(request.body.token)),
      }),
    );

    app.post(
      '/house/play',
      {
        schema: {
          tags: ['house'],
          body: z.object({
            token,
            bet: kurus.optional(),
            bets: z
              .union([
                z.array(rouletteBet).min(1).max(200),
                z.object({ player: kurus.optional(), banker: kurus.optional(), tie: kurus.optional() }),
              ])
              .optional(),
            /** a free round of the player's free-spins bonus on this slot (the stake is the bonus's) */
            free_spin: z.boolean().optional(),
          }),
          response: { 200: housePlayReply, ...errorReplies },
        },
      },
      async (request) => {
        const { token: t, bet, bets, free_spin: freeSpin } = request.body;
        const session = await findSession(db, t);
        const input =
          session.slug === 'avrupa-ruleti' && Array.isArray(bets)
            ? { gameId: 'avrupa-ruleti' as const, bets }
            : session.slug === 'baccarat' && bets && !Array.isArray(bets)
              ? { gameId: 'baccarat' as const, bets }
              : bet !== undefined || freeSpin
                ? { gameId: session.slug, bet: bet ?? 0 }
                : null;
        if (!input) throw badRequest('Geçersiz bahis tutarı');
        return { success: true as const, ...(await games.play(t, input as RoundInput, freeSpin ?? false)) };
      },
    );

    app.post(
      '/house/blackjack',
      {
        schema: {
          tags: ['house'],
          body: z.object({
            token,
            action: z.enum(['deal', 'hit', 'stand', 'double']),
            bet: kurus.optional(),
          }),
          response: { 200: houseBlackjackReply, ...errorReplies },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await games.blackjack(request.body.token, request.body.action, request.body.bet)),
      }),
    );

    app.post(
      '/house/seeds',
      {
        schema: {
          tags: ['house'],
          body: z.object({ token, client_seed: z.string().trim().optional() }),
          response: { 200: houseSeedsReply, ...errorReplies },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await rotateSeeds(db, request.body.token, request.body.client_seed || undefined)),
      }),
    );

    app.post(
      '/fair/verify',
      {
        schema: {
          tags: ['house'],
          body: fairVerifyRequest,
          response: { 200: fairVerifyReply, ...errorReplies },
        },
      },
      async (request) => {
        const b = request.body;
        const input = {
          gameId: b.game,
          bet: b.bet ?? 0,
          bets: b.bets,
          actions: b.actions ?? [],
        } as unknown as VerifyRequest;
        try {
          return {
            success: true as const,
            result: verifyRound({
              ...input,
              serverSeed: b.server_seed,
              clientSeed: b.client_seed,
              nonce: b.nonce,
              serverSeedHash: b.server_seed_hash,
            }),
          };
        } catch {
          throw badRequest('Bu tur doğrulanamadı: oyun ve bahis bilgilerini kontrol edin');
        }
      },
    );
  };
}
