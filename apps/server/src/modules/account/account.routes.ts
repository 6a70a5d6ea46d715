import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import {
  accountMessages,
  changePasswordRequest,
  profileReply,
  twoFactorReply,
  twoFactorRequest,
} from '@app/shared/api/account.ts';
import { errorReplies, messageReply } from '@app/shared/api/common.ts';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { Redis } from 'ioredis';
import { requirePlayer } from '../../plugins/session.ts';
import { totpUri } from '../../lib/totp.ts';
import * as service from './account.service.ts';

export function accountRoutes(db: Db, redis: Redis | undefined, config: Config): FastifyPluginAsyncZod {
  const limiter = service.createPasswordCheckLimiter(redis);
  return async (app) => {
    app.get('/profile.php', { schema: { tags: ['account'], response: { 200: profileReply, ...errorReplies } } }, async (request) => ({
      success: true as const,
      logged_in: true as const,
      ...(await service.profile(db, requirePlayer(request).id)),
    }));

    app.post('/change-password.php', { schema: { tags: ['account'], body: changePasswordRequest, response: { 200: messageReply, ...errorReplies } } }, async (request) => {
      const player = requirePlayer(request);
      await service.changePassword(db, limiter, player, request.body.current_password, request.body.new_password);
      return { success: true, message: accountMessages.passwordChanged };
    });

    app.post('/two-factor.php', { schema: { tags: ['account'], body: twoFactorRequest, response: { 200: twoFactorReply, ...errorReplies } } }, async (request) => {
      const player = requirePlayer(request);
      const body = request.body;
      if (body.action === 'setup') {
        const secret = await service.startTwoFactorSetup(db, config.totpKey, limiter, player.id, body.password);
        const uri = totpUri(request.site.name, player.username, secret);
        return { success: true as const, secret, otpauth_uri: uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
      }
      if (body.action === 'enable') {
        await service.enableTwoFactor(db, config.totpKey, limiter, player, body.code, body.password);
        return { success: true as const, message: accountMessages.twoFactorEnabled, two_factor_enabled: true };
      }
      await service.disableTwoFactor(db, config.totpKey, limiter, player, body.code, body.password);
      return { success: true as const, message: accountMessages.twoFactorDisabled, two_factor_enabled: false };
    });
  };
}
