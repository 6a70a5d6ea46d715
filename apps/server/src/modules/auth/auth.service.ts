import type { z } from 'zod';
import { authMessages, type loginRequest, type registerRequest, type SessionUser } from '@app/shared/api/auth.ts';
import { kurusToLira } from '@app/shared/money.ts';
import { accountMessages } from '@app/shared/api/account.ts';
import { sitesMessages } from '@app/shared/api/site.ts';
import { ageOn } from '@app/shared/dates.ts';
import { openSecret } from '../../lib/seal.ts';
import { totpStep } from '../../lib/totp.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/transactions.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { AppError, badRequest, conflict, forbidden, tooManyRequests, uniqueViolation } from '../../lib/errors.ts';
import { describeIp, rateLimitKey } from '../../lib/net.ts';
import { accountKey, giveBackAttempt, LOGIN_LIMITS, takeAttempt, type LoginLimiters } from '../../lib/login-throttle.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.ts';
import { openPlayerAccounts } from '../wallet/ledger.ts';
import { endPlayerGameSessions } from '../games/games.service.ts';
import { isSelfExcludedTc, loginRestriction } from '../responsible/responsible.service.ts';
import { responsibleMessages } from '@app/shared/api/responsible.ts';
import { splitAffiliateTag } from '@app/shared/api/affiliate.ts';
import { onAddress, onLogin } from '../aml/aml.service.ts';
import * as q from './auth.queries.ts';
import { endSession } from '../../plugins/session.ts';

export { createLoginLimiters, LOGIN_LIMITS, type LoginLimiters } from '../../lib/login-throttle.ts';

export interface RequestContext {
  siteId: number;
  /** The site's minimum age at registration (site rules, 18..25); 18 when not given. */
  minAge?: number;
  ip: string;
  userAgent: string;
}

function lockError(ms: number): AppError {
  const minutes = Math.max(1, Math.ceil(ms / 60000));
  return tooManyRequests(authMessages.locked(minutes), Math.ceil(ms / 1000));
}

/**
 * Checks the credentials. An attempt is taken from the IP's and then the account's allowance
 * before the password is checked (lib/login-throttle.ts), and given back when the password is
 * right. Every evaluated attempt is written to the login history.
 */
export async function login(
  db: Db,
  limiters: LoginLimiters,
  totpKey: Buffer,
  input: z.output<typeof loginRequest>,
  ctx: RequestContext,
): Promise<{ playerId: number; restriction: string | null }> {
  const ipKey = `${ctx.siteId}:${rateLimitKey(ctx.ip)}`;
  await takeAttempt(limiters.byIp, ipKey, lockError);
  const player = await q.findPlayerForLogin(db, ctx.siteId, input.username);
  const userKey = accountKey(String(ctx.siteId), player?.id ?? null, input.username);
  const left = await takeAttempt(limiters.byAccount, userKey, lockError);

  const passwordOk = player ? await verifyPassword(player.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
  if (passwordOk && player?.two_factor_enabled && !input.totp) {
    // Right password, second step still to come: not a failure, and not yet a login.
    await Promise.all([giveBackAttempt(limiters.byAccount, userKey), giveBackAttempt(limiters.byIp, ipKey)]);
    throw new AppError(401, accountMessages.twoFactorRequired, { two_factor_required: true });
  }
  const step =
    player?.two_factor_enabled && player.two_factor_secret !== null
      ? await totpStep(openSecret(totpKey, player.two_factor_secret), input.totp ?? '')
      : null;
  let totpOk = !player?.two_factor_enabled || step !== null;
  // A code logs in once: a second login with it (a replay, or the same code sent twice) fails.
  if (player && passwordOk && step !== null) totpOk = await q.claimTotpStep(db, player.id, step);
  const ok = passwordOk && totpOk;
  const location = describeIp(ctx.ip);
  await q.recordLogin(db, {
    playerId: player?.id ?? null,
    // A name that matches no account is not kept: it may be a password typed in the wrong field.
    username: player ? input.username : '',
    success: ok,
    ip: ctx.ip,
    location,
    userAgent: ctx.userAgent,
  });
  if (!ok || !player) {
    if (left <= 0) {
      throw lockError(LOGIN_LIMITS.perAccount.blockSeconds * 1000);
    }
    const reason = passwordOk ? accountMessages.twoFactorWrong : authMessages.loginFailed;
    throw new AppError(401, `${reason}. Kalan deneme hakkı: ${left}`, passwordOk ? { two_factor_required: true } : {});
  }
  if (player.status !== 'active') throw forbidden(authMessages.blocked);
  // responsible gaming: a closed account cannot log in; an excluded player logs in restricted (withdrawals only)
  const restriction = await loginRestriction(db, player.id);
  if (restriction && 'closed' in restriction) throw forbidden(responsibleMessages.closedLogin);
  await Promise.all([limiters.byAccount.delete(userKey), giveBackAttempt(limiters.byIp, ipKey)]);
  // AML: the address is noted, and flagged when many of the site's accounts use it (decision 0019)
  await onLogin(db, { id: player.id, siteId: ctx.siteId }, ctx.ip);
  return { playerId: player.id, restriction: restriction?.excluded ?? null };
}

export async function getSessionUser(db: Db, playerId: number): Promise<SessionUser | null> {
  const row = await q.findSessionUser(db, playerId);
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    balance: kurusToLira(row.cash),
  };
}

const UNIQUE_MESSAGES: Record<string, string> = {
  players_username: authMessages.usernameTaken,
  players_email: authMessages.identityTaken,
  players_tc: authMessages.identityTaken,
};

/**
 * Creates the player and their ledger accounts in one transaction. Each call (an argon2 hash, and
 * a question about who is registered) is taken first from the IP's and the site-wide allowance.
 */
export async function register(db: Db, limiters: LoginLimiters, input: z.output<typeof registerRequest>, ctx: RequestContext): Promise<number> {
  const tooMany = (ms: number) => tooManyRequests(authMessages.registerTooMany, Math.ceil(ms / 1000));
  await takeAttempt(limiters.registerByIp, `${ctx.siteId}:${rateLimitKey(ctx.ip)}`, tooMany);
  await takeAttempt(limiters.registerGlobal, 'all', tooMany);
  const siteId = ctx.siteId;
  // The site's minimum age (site rules): the form's own check is 18, a site may ask more.
  const minAge = ctx.minAge ?? 18;
  if (ageOn({ year: input.dob_year, month: input.dob_month, day: input.dob_day }) < minAge) {
    throw badRequest(minAge === 18 ? authMessages.underage : sitesMessages.underage(minAge), { field: 'dob_year' });
  }
  if (isCommonPassword(input.password)) throw badRequest(COMMON_PASSWORD_MESSAGE, { field: 'password' });
  const taken = await q.findTakenIdentity(db, siteId, input);
  if (taken?.username_taken) throw conflict(authMessages.usernameTaken);
  if (taken?.email_taken || taken?.tc_taken) throw conflict(authMessages.identityTaken);
  // A TC Kimlik No self-excluded on any site of the installation opens no account on any (the same
  // reply as a taken identity: it tells nobody that the number is self-excluded; decision 0021).
  if (await isSelfExcludedTc(db, input.tc)) throw conflict(authMessages.identityTaken);
  const passwordHash = await hashPassword(input.password);
  const pad = (n: number) => String(n).padStart(2, '0');
  // The affiliate link's value as the client kept it: `btag` or `btag.campaign` (the shared contract splits it).
  const tag = splitAffiliateTag(input.affiliate_btag);
  try {
    return await inTransaction(db, async (tx) => {
      const id = await openPlayer(tx, {
        siteId,
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        tc: input.tc,
        birthdate: `${input.dob_year}-${pad(input.dob_month)}-${pad(input.dob_day)}`,
        gender: input.gender,
        country: 'Türkiye',
        city: input.city,
        currency: input.currency,
        lang: input.lang,
        affiliateBtag: tag.btag,
        affiliateCampaign: tag.campaign,
        campaignNews: input.campaign_news,
      });
      // AML: the address is noted, and flagged when many of the site's accounts use it (decision 0019)
      await onAddress(tx, { id, siteId }, ctx.ip, 'register');
      return id;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint !== null) throw conflict(UNIQUE_MESSAGES[constraint] ?? authMessages.usernameTaken);
    throw err;
  }
}

/** A new player with their ledger accounts, in the caller's transaction. */
export async function openPlayer(tx: Queryable, p: q.NewPlayer): Promise<number> {
  const id = await q.insertPlayer(tx, p);
  await openPlayerAccounts(tx, p.siteId, id);
  return id;
}

/** Logout: the session ends, and with it the player's game sessions (an open game takes no new bet). */
export async function logout(db: Db, player: { id: number; sessionId: string }): Promise<void> {
  await endSession(db, player.sessionId);
  await endPlayerGameSessions(db, player.id);
}
