import { z } from 'zod';
import { errorReplies, rowId, staffCsvReply } from '@app/shared/api/common.ts';
import {
  staffLedgerQuery,
  staffLedgerReply,
  staffNoteReply,
  staffNoteRequest,
  staffPlayerBonusesQuery,
  staffPlayerBonusesReply,
  staffPlayerDepositsQuery,
  staffPlayerDepositsReply,
  staffPlayerKycQuery,
  staffPlayerKycReply,
  staffPlayerLoginsQuery,
  staffPlayerLoginsReply,
  staffPlayerMessagesQuery,
  staffPlayerMessagesReply,
  staffPlayerNotesQuery,
  staffPlayerNotesReply,
  staffPlayerRoundsQuery,
  staffPlayerRoundsReply,
  staffPlayerWithdrawalsQuery,
  staffPlayerWithdrawalsReply,
} from '@app/shared/api/account.ts';
import type { Db } from '../../db/client.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { csvReply } from '../../lib/csv.ts';
import * as page from './player-page.ts';
import { staffActor, type StaffApp } from '../../plugins/staff-routes.ts';

const idParam = z.object({ id: rowId('Geçersiz kayıt') });

/**
 * The player page's grids (GET players/:id/<part>, each one player's rows) and staff notes. Registered
 * inside the Staff API's plugin (admin.routes.ts), so its permission table and checks apply.
 */
export function playerPageRoutes(app: StaffApp, db: Db): void {
  const tags = ['staff'];
  app.get(
    '/players/:id/ledger',
    { schema: { tags, params: idParam, querystring: staffLedgerQuery, response: { 200: staffLedgerReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await page.playerLedger(db, request.params.id, request.query)) }),
  );

  app.get(
    '/players/:id/deposits',
    { schema: { tags, params: idParam, querystring: staffPlayerDepositsQuery, response: { 200: staffPlayerDepositsReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await page.playerDeposits(db, request.params.id, request.query)) }),
  );

  app.get(
    '/players/:id/withdrawals',
    { schema: { tags, params: idParam, querystring: staffPlayerWithdrawalsQuery, response: { 200: staffPlayerWithdrawalsReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await page.playerWithdrawals(db, request.params.id, request.query)) }),
  );

  app.get(
    '/players/:id/bonuses',
    { schema: { tags, params: idParam, querystring: staffPlayerBonusesQuery, response: { 200: staffPlayerBonusesReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await page.playerBonuses(db, request.params.id, request.query)) }),
  );

  app.get(
    '/players/:id/rounds',
    { schema: { tags, params: idParam, querystring: staffPlayerRoundsQuery, response: { 200: staffPlayerRoundsReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await page.playerRounds(db, request.params.id, request.query)) }),
  );

  app.get(
    '/players/:id/logins',
    { schema: { tags, params: idParam, querystring: staffPlayerLoginsQuery, response: { 200: staffPlayerLoginsReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await page.playerLogins(db, request.params.id, request.query)) }),
  );

  app.get(
    '/players/:id/messages',
    { schema: { tags, params: idParam, querystring: staffPlayerMessagesQuery, response: { 200: staffPlayerMessagesReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await page.playerMessages(db, request.params.id, request.query)) }),
  );

  app.get(
    '/players/:id/kyc',
    { schema: { tags, params: idParam, querystring: staffPlayerKycQuery, response: { 200: staffPlayerKycReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await page.playerKyc(db, request.params.id, request.query)) }),
  );

  app.get(
    '/players/:id/notes',
    { schema: { tags, params: idParam, querystring: staffPlayerNotesQuery, response: { 200: staffPlayerNotesReply, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await page.playerNotes(db, request.params.id, request.query)) }),
  );

  app.get(
    '/players/:id/ledger.csv',
    { schema: { tags, params: idParam, querystring: staffLedgerQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
    async (request, reply) => csvReply(reply, `oyuncu-${request.params.id}-hesap`, await page.playerLedgerCsv(db, request.params.id, request.query)),
  );

  app.get(
    '/players/:id/logins.csv',
    { schema: { tags, params: idParam, querystring: staffPlayerLoginsQuery, response: untypedReplies({ 200: staffCsvReply, ...errorReplies }) } },
    async (request, reply) => csvReply(reply, `oyuncu-${request.params.id}-girisler`, await page.playerLoginsCsv(db, request.params.id, request.query)),
  );

  app.post(
    '/players/:id/notes',
    { schema: { tags, params: idParam, body: staffNoteRequest, response: { 201: staffNoteReply, ...errorReplies } } },
    async (request, reply) => {
      const note = await page.addNote(db, staffActor(request), request.params.id, request.body.body);
      reply.code(201);
      return { success: true as const, note };
    },
  );
}
