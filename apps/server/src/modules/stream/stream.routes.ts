import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '@app/shared/api/common.ts';
import { streamQuery, streamReply, streamUnavailableReply } from '@app/shared/api/stream.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Bus } from '../../lib/bus.ts';
import { rateLimitKey } from '../../lib/net.ts';
import { untypedReplies } from '../../plugins/serializers.ts';
import { sessionStillLive } from '../../plugins/session.ts';
import { PlayerStreams, readTopics, STREAM_DEFAULTS, type StreamOptions, type StreamViewer } from './stream.service.ts';

/**
 * GET /api/stream[?topics=crash]: the logged-in player's server-sent events and the public topics
 * asked for, of the request's site; a visitor's stream carries public topics only (docs/decisions/0029;
 * the contract is packages/shared/src/api/stream.ts and docs/contracts/player-stream.md). A GET, so the CSRF check has nothing to refuse; the reply is a
 * stream, so the security headers' hook sets its headers before the first byte as for any reply;
 * compression is off for it (a compressor holds back what it has not filled a block with), and the
 * reverse proxy routes this path with its buffering off.
 */
export function streamRoutes(db: Db, config: Config, bus: Bus, options: StreamOptions = STREAM_DEFAULTS): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new PlayerStreams(bus, options);
    // Open streams would keep the server from closing: they end first, and their browsers reconnect
    // to another node (or poll).
    app.addHook('preClose', async () => streams.close());

    app.get(
      '/stream',
      {
        compress: false,
        schema: { tags: ['wallet'], querystring: streamQuery, response: untypedReplies({ 200: streamReply, 503: streamUnavailableReply, ...errorReplies }) },
      },
      async (request, reply) => {
        const topics = readTopics(request.query.topics);
        const viewer: StreamViewer = request.player
          ? { playerId: request.player.id, stillLive: () => sessionStillLive(db, config, request) }
          : { address: rateLimitKey(request.ip) };
        const out = await streams.connect(viewer, { siteId: request.site.id, names: topics });
        reply.raw.once('close', () => out.destroy());
        reply
          .code(200)
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no');
        return reply.send(out);
      },
    );
  };
}
