import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_WATCHED, parseWatch, type LiveEventName } from '@shared/events/schemas';
import { canSeeRecord } from '../access/records';
import { requireUser } from '../auth/guard';
import { userForSession } from '../auth/sessions';
import { AppError, badRequest } from '../http/errors';
import { createEventHub, type Connection } from './hub';

const query = z.object({
  /** Records the page shows, `type:id` separated by commas (at most 10): their changes are sent. */
  watch: z.string().max(1200).optional(),
  /** The last event id seen, for a browser opening a new stream (a reconnect sends Last-Event-ID). */
  lastEventId: z.string().max(20).optional(),
});

const lastEventIdOf = (header: string | string[] | undefined) => {
  const raw = Array.isArray(header) ? header[0] : header;
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/**
 * GET /api/events: the signed-in user's live events as server-sent events (src/shared/events). Held
 * open (config.stream: not counted as work in flight, no request timeout); pinged every
 * EVENTS_HEARTBEAT_MS, when the session is also read again — a session that ended (sign-out,
 * deactivation) gets `signed-out` and the stream closes; a changed role or department counts anew.
 */
export async function eventsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const hub = createEventHub(app.database, app.log);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', async () => hub.stop());
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  r.get(
    '/api/events',
    {
      config: { stream: true },
      schema: {
        tags: ['events'],
        querystring: query,
        response: {
          200: {
            description: 'Server-sent events: counts, record and signed-out (src/shared/events/schemas.ts).',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      // An EventSource asks for text/event-stream; anything else (a plain fetch, a crawler) is told so.
      if (!/\btext\/event-stream\b/.test(req.headers.accept ?? ''))
        throw new AppError('not_acceptable', 'This address is an event stream: ask for text/event-stream.');
      const token = req.sessionToken;
      const watch = parseWatch(req.query.watch);
      if (!watch) {
        const message = `Watch at most ${MAX_WATCHED} records, each as type:id`;
        throw badRequest(message, { watch: message });
      }
      // Only records the user may see are watched; the others are left out silently (unseen = missing).
      const seen = [];
      for (const w of watch) if (await canSeeRecord(db, user, w.type, w.id)) seen.push(w);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.write('retry: 3000\n\n');
      const conn: Connection = {
        user,
        watch: seen,
        send: (event: LiveEventName, data: unknown, id: number) => {
          if (!res.writableEnded) res.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
      };
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(ping);
        hub.remove(conn);
        streams.delete(end);
        res.end();
      };
      const ping = setInterval(() => {
        res.write(': ping\n\n');
        if (!token) return end();
        userForSession(db, token)
          .then((now) => {
            if (!now) {
              conn.send('signed-out', {}, 0);
              return end();
            }
            hub.refresh(conn, now);
          })
          .catch((err: unknown) => req.log.warn({ err }, 'live events: session check failed'));
      }, app.config.events.heartbeatMs);
      streams.add(end);
      req.raw.on('close', end);
      try {
        await hub.add(conn, lastEventIdOf(req.headers['last-event-id'] ?? req.query.lastEventId));
      } catch (err) {
        req.log.warn({ err }, 'live events: first counts failed');
        end();
      }
    },
  );
}
