import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { CountryLookup } from '../lib/geo.ts';
import type { Bus } from '../lib/bus.ts';
import { accountRoutes } from './account/account.routes.ts';
import { adminRoutes } from './backoffice/admin.routes.ts';
import { affiliateRoutes } from './affiliate/affiliate.routes.ts';
import { affiliateStatementRoutes } from './affiliate/statements.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { bonusRoutes } from './bonus/bonus.routes.ts';
import { forfeitForExclusion, forfeitForWithdrawal } from './bonus/bonus.service.ts';
import { createLoginLimiters } from './auth/auth.service.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { contentMediaRoutes, contentRoutes } from './content/content.routes.ts';
import { gamesRoutes } from './games/games.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { houseRoutes } from './house/house.routes.ts';
import { crashRoutes } from './crash/crash.routes.ts';
import type { CrashGame } from './crash/crash.service.ts';
import { kycRoutes } from './kyc/kyc.routes.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { responsibleRoutes } from './responsible/responsible.routes.ts';
import { responsibleSessionRoutes } from './responsible-session/responsible-session.routes.ts';
import { siteRoutes } from './site/site.routes.ts';
import { statementRoutes } from './statement/statement.routes.ts';
import { streamRoutes } from './stream/stream.routes.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';
import { bonusStaffRoutes } from './bonus/bonus.staff.routes.ts';
import { gamesStaffRoutes } from './games/games.staff.routes.ts';
import { providerStaffRoutes } from './provider/provider.staff.routes.ts';
import { siteStaffRoutes } from './site/site.staff.routes.ts';
import { amlStaffRoutes } from './aml/aml.staff.routes.ts';
import { contentStaffRoutes } from './content/content.staff.routes.ts';
import { walletStaffRoutes } from './wallet/wallet.staff.routes.ts';
import { kycStaffRoutes } from './kyc/kyc.staff.routes.ts';
import { messagesStaffRoutes } from './messages/messages.staff.routes.ts';
import { contactStaffRoutes } from './contact/contact.staff.routes.ts';
import { reportsStaffRoutes } from './reports/reports.staff.routes.ts';
import { accountStaffRoutes } from './account/account.staff.routes.ts';
import { affiliateStaffRoutes } from './affiliate/affiliate.staff.routes.ts';

/**
 * The staff API's map: each domain's staff routes, mounted by the back office's registry under
 * /api/admin behind its session and permission checks (modules/backoffice/admin.routes.ts).
 */
const STAFF_ROUTES = [
  walletStaffRoutes,
  kycStaffRoutes,
  messagesStaffRoutes,
  accountStaffRoutes,
  bonusStaffRoutes,
  siteStaffRoutes,
  gamesStaffRoutes,
  providerStaffRoutes,
  amlStaffRoutes,
  contentStaffRoutes,
  contactStaffRoutes,
  reportsStaffRoutes,
  affiliateStaffRoutes,
];

/** What the app is built from (app.ts `buildApp`), handed on to every module. */
export interface AppDeps {
  config: Config;
  db: Db;
  redis?: Redis;
  /**
   * The event bus of the real-time channel (lib/bus.ts; docs/decisions/0029). main.ts makes it (its
   * scheduled jobs publish too); without one, buildApp makes its own (Redis when `redis` is given).
   */
  bus?: Bus;
  /** The country of a client address (default: the GeoIP database geoip-country ships); tests map documentation addresses. */
  countryLookup?: CountryLookup;
}

/** The site's API map: every module and its prefix (the provider wallet API is its own scope: app.ts). */
export async function registerModules(app: FastifyInstance, deps: AppDeps & { bus: Bus; crash: CrashGame }): Promise<void> {
  const { db, config, redis, bus } = deps;
  await app.register(healthRoutes(db));
  await app.register(siteRoutes(db), { prefix: '/api' });
  await app.register(contentRoutes(db), { prefix: '/api' });
  // Uploaded banner images at /media/uploads/banners/<name>, only while a published banner shows them.
  await app.register(contentMediaRoutes(db, config.uploadsDir));
  const loginLimiters = createLoginLimiters(redis, config.registrationLimits);
  await app.register(authRoutes(db, config, loginLimiters), { prefix: '/api' });
  // A withdrawal request while a bonus is active: the bonus engine's forfeit, in the request's transaction.
  await app.register(walletRoutes(db, { beforeWithdrawal: forfeitForWithdrawal, kycRequiredByDefault: config.withdrawalRequiresKyc }), { prefix: '/api' });
  await app.register(bonusRoutes(db), { prefix: '/api' });
  await app.register(accountRoutes(db, redis, config), { prefix: '/api' });
  await app.register(kycRoutes(db, config), { prefix: '/api' });
  await app.register(messagesRoutes(db), { prefix: '/api' });
  await app.register(gamesRoutes(db), { prefix: '/api' });
  await app.register(houseRoutes(db, config), { prefix: '/api' });
  // Zeplin, the in-house crash game: its game server is the app's (app.ts), its routes here.
  await app.register(crashRoutes(deps.crash, { isProduction: config.isProduction }), { prefix: '/api' });
  await app.register(adminRoutes(db, config, loginLimiters, STAFF_ROUTES), { prefix: '/api/admin' });
  await app.register(contactRoutes(db, config, redis), { prefix: '/api' });
  // The affiliate portal's API: its own session, its figures from the reports (docs/decisions/0031),
  // its statements behind the same session (0032).
  await app.register(affiliateRoutes(db, config, loginLimiters, [affiliateStatementRoutes(db)]), { prefix: '/api/affiliate' });
  // A time-out, self-exclusion or closure forfeits the active bonus (the bonus engine), in its transaction.
  await app.register(responsibleRoutes(db, config, { forfeitBonus: forfeitForExclusion }), { prefix: '/api' });
  await app.register(statementRoutes(db), { prefix: '/api' });
  await app.register(responsibleSessionRoutes(db), { prefix: '/api' });
  // The player's server-sent events: what changed, pushed to the browser (docs/decisions/0029).
  await app.register(streamRoutes(db, config, bus), { prefix: '/api' });
}
