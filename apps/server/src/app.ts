import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { authMessages } from '@app/shared/api/auth.ts';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCsrfProtection } from './plugins/csrf.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { documentOnlySerializerCompiler, documentOnlyValidatorCompiler, siteSerializerCompiler } from './plugins/serializers.ts';
import { registerSessions } from './plugins/session.ts';
import { registerSiteResolution } from './plugins/site.ts';
import { registerGeoRule } from './plugins/geo.ts';
import { geoipCountry } from './lib/geo.ts';
import { registerModules, type AppDeps } from './modules/index.ts';
import { CrashGame } from './modules/crash/crash.service.ts';
import { injectWalletClient } from './modules/house/house.service.ts';
import { playerPageHtml } from './modules/site/page-html.ts';
import { recordClick } from './modules/affiliate/affiliate.service.ts';
import { providerRoutes } from './modules/provider/provider.routes.ts';
import { useTurkishZodMessages } from './lib/zod-tr.ts';
import { logRequest, trustProxyOption } from './lib/net.ts';
import { forbidden, unauthorized } from './lib/errors.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { prettyLogTransport } from './lib/pretty-log.ts';
import { finishOpenApiDocument } from './lib/openapi.ts';
import { spoolUpload } from './lib/uploads.ts';
import { mayDo } from './modules/backoffice/permissions.ts';
import { createBus } from './lib/bus.ts';
import { withPlayerNotes } from './db/player-notes.ts';
import { staffMessages, type StaffPermission } from '@app/shared/api/staff.ts';

// Zod's own messages (wrong types and the like) in Turkish; every field also has its own text.
useTurkishZodMessages();


export async function buildApp(appDeps: AppDeps): Promise<FastifyInstance> {
  const { config } = appDeps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            // Query strings can carry game session tokens: logged URLs keep the path only.
            serializers: { req: logRequest },
            // Readable lines on a developer's terminal; JSON lines everywhere else (log shippers).
            ...prettyLogTransport(config.isProduction),
          },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(siteSerializerCompiler(!config.isProduction));

  // The real-time channel's event bus (docs/decisions/0029): the caller's, or one of the app's own
  // (closed with it). The modules' database tells it, after each commit, which players' money or
  // events changed (db/player-notes.ts).
  const bus = appDeps.bus ?? createBus({ redis: appDeps.redis, log: app.log });
  if (!appDeps.bus) app.addHook('onClose', async () => bus.close());
  const deps = { ...appDeps, bus, db: withPlayerNotes(appDeps.db, bus) };
  // Zeplin's game server (modules/crash): its money through the signed wallet API, as the in-house
  // games' (app.inject reaches the provider scope). Its loops run with config.crash.loop, from ready
  // to close; tests and benchmarks drive them through app.crash.
  const crash = new CrashGame({
    db: deps.db,
    config: config.crash,
    key: config.totpKey,
    bus,
    wallet: injectWalletClient(app, 'house', config.providerHouseSecret),
    log: app.log,
  });
  app.decorate('crash', crash);
  if (config.crash.loop) app.addHook('onReady', async () => crash.start());
  app.addHook('onClose', async () => crash.stop());

  await app.register(swagger, {
    openapi: {
      info: { title: 'Casino API', version: '1.0.0', description: 'Oyuncu sitesi ve personel API sözleşmesi' },
    },
    transform: jsonSchemaTransform,
    transformObject: finishOpenApiDocument,
  });
  registerErrorHandling(app);

  // Two scopes (docs/decisions/0009). The provider wallet API serves game servers, not browsers: HMAC
  // signatures instead of cookies, no sessions, CSRF, compression or page headers, so its calls run
  // none of the site's hooks. Everything else is the site: the player site, the back office, media.
  // Its response schemas document the replies without zod work per call (plugins/serializers.ts).
  await app.register(async (provider) => {
    provider.setSerializerCompiler(documentOnlySerializerCompiler);
    provider.setValidatorCompiler(documentOnlyValidatorCompiler);
    await provider.register(providerRoutes(deps.db, config.totpKey), { prefix: '/api/provider/v1' });
  });
  await app.register(async (site) => {
    await site.register(compress, { global: true, threshold: 1024 });
    await site.register(cookie);
    await site.register(formbody);
    // Multipart forms arrive as plain fields. Files are refused (before any is read) except on the
    // routes that raise the limit with UPLOAD_ROUTE, and there only from a logged-in player: each is
    // streamed to disk, its size limit enforced while streaming, and arrives as lib/uploads.ts UploadedFile.
    await site.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: 1, files: 0, fields: 30, fieldSize: 100_000, parts: 40 },
      async onFile(part) {
        // A player's upload (KYC), or a staff member's banner image (their permission is checked here
        // too, before the file is written; the Staff API's hook checks it again for the route).
        const request = this as unknown as FastifyRequest;
        const staffPermission = (request.routeOptions.config as { staffUpload?: StaffPermission } | undefined)?.staffUpload;
        const staffUpload = staffPermission !== undefined && !!request.staff && mayDo(request.staff.role, staffPermission);
        if (staffPermission !== undefined && request.staff && !staffUpload) throw forbidden(staffMessages.forbidden);
        if (!request.player && !staffUpload) throw unauthorized(authMessages.notLoggedIn);
        (part as unknown as { value: unknown }).value = await spoolUpload(this as unknown as FastifyRequest, part, config.uploadsDir);
      },
    });

    // The API description (of both scopes' routes) is a page of the site, with its headers; in
    // production only when API_DOCS=true.
    if (config.apiDocs) await site.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

    registerSecurityHeaders(site, config);

    const sites = registerSiteResolution(site, deps.db);
    // The countries each site serves (site rules): before sessions, for pages and the player API.
    registerGeoRule(site, sites, deps.countryLookup ?? geoipCountry);
    registerSessions(site, deps.db, config);
    registerCsrfProtection(site);
    await registerModules(site, { ...deps, crash });

    await site.register(fastifyStatic, { root: config.gamesArtDir, prefix: '/media/games/', decorateReply: false, maxAge: '1h' });
    await site.register(fastifyStatic, { root: config.mediaDir, prefix: '/media/', decorateReply: false, maxAge: '1h' });
    const hasWeb = existsSync(path.join(config.webDistDir, 'index.html'));
    // The player app's page for any of its routes: the built index.html with the hints of the images
    // the route paints first (modules/site/page-html.ts).
    const playerPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      reply.header('cache-control', 'public, max-age=0');
      const siteId = (await sites.resolve(request.hostname)).id;
      // An affiliate link (?btag=): a click, counted on the side; the page never waits for it nor fails by it.
      const tag = (request.query as Record<string, unknown> | undefined)?.btag;
      if (typeof tag === 'string' && tag !== '') {
        recordClick(deps.db, config.totpKey, { siteId, tag, ip: request.ip }).catch((err: unknown) => request.log.error({ err }, 'affiliate click not recorded'));
      }
      return reply.type('text/html; charset=utf-8').send(await playerPageHtml(deps.db, siteId, config.webDistDir, pathname));
    };
    if (hasWeb) {
      // Files are looked up on each request, so a rebuilt web app is served without a restart.
      // `/` is a page like the others (its own route wins over the files' wildcard), not the file.
      site.get('/', { schema: { hide: true } }, (request, reply) => playerPage(request, reply, '/'));
      await site.register(fastifyStatic, { root: config.webDistDir, prefix: '/', index: false });
    }
    site.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // A missing file (a stale /assets/ chunk) is a 404, not the app's HTML.
      const isPage = request.method === 'GET' && !/^\/(api|media)\//.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
      if (isPage && hasWeb) {
        // The game client (loaded in the lobby's frame), the staff's back office and the affiliates'
        // portal are pages of their own; the player app handles every other route (and its own 404 page).
        const own = request.url.startsWith('/play/')
          ? 'play.html'
          : /^\/backoffice(\/|\?|$)/.test(request.url)
            ? 'backoffice.html'
            : /^\/affiliate(\/|\?|$)/.test(request.url)
              ? 'affiliate.html'
              : null;
        if (own && existsSync(path.join(config.webDistDir, own))) return reply.type('text/html').sendFile(own, config.webDistDir, { maxAge: 0 });
        return playerPage(request, reply, pathname);
      }
      return reply.code(404).send({ success: false, message: 'İstenen kaynak bulunamadı', error: 'İstenen kaynak bulunamadı' });
    });
  });

  return app;
}
