import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RETRY_AFTER_SECONDS, type OverloadSettings } from '../config/pool';
import { runWithRequestWork, type RequestWork } from '../db/request-work';

/**
 * Overload behaviour (issue 10): an instance answers what it can and refuses the rest at once.
 * - Load shedding: an API request arriving while MAX_REQUESTS_IN_FLIGHT are being worked on, or
 *   while the event loop lags more than MAX_EVENT_LOOP_DELAY_MS (see eventLoopLag), is answered 503 `unavailable` with
 *   Retry-After before any work (no queue builds up, so the instance recovers as soon as the load
 *   stops). `/api/health` is never shed.
 * - Request timeout: an API request unanswered after REQUEST_TIMEOUT_MS is answered 503 `timeout`
 *   with Retry-After; its running statements are cancelled and it gets no further connection.
 *   Uploads (multipart) stream their body inside the handler and are left to the statement timeout.
 */

export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
export const TIMEOUT_MESSAGE = 'The request took too long. Please try again in a moment.';

/** Routes answered whatever the load: the health check answers without the pool. */
const EXEMPT = new Set(['/api/health']);
const SAMPLE_MS = 500;
const MULTIPART = /^\s*multipart\//i;

type Tracked = { work: RequestWork; timer?: NodeJS.Timeout; done: boolean };
const tracked = new WeakMap<FastifyRequest, Tracked>();

const unavailable = (reply: FastifyReply, code: 'unavailable' | 'timeout', message: string) =>
  reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ message, code });

/**
 * The event loop's delay (ms): the 99th percentile of the last half-second window or of the current
 * one so far, whichever is higher (node:perf_hooks monitorEventLoopDelay), so a stall counts from the
 * moment it is measured and for one window after; a quiet window clears it.
 */
function eventLoopLag(app: FastifyInstance) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const p99 = () => (histogram.count ? histogram.percentile(99) / 1e6 : 0);
  let lastMs = 0;
  const timer = setInterval(() => {
    lastMs = p99();
    histogram.reset();
  }, SAMPLE_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  return () => Math.max(lastMs, p99());
}

export function installOverloadGuard(app: FastifyInstance, settings: OverloadSettings): void {
  const lag = eventLoopLag(app);
  let inFlight = 0;
  // Shed requests are logged at most once a second, with how many there were.
  let shed = 0;
  let loggedAt = 0;
  app.decorate('overload', { inFlight: () => inFlight, eventLoopLagMs: lag });

  const timedOut = (req: FastifyRequest, reply: FastifyReply, t: Tracked) => {
    if (t.done || reply.sent) return;
    t.work.abandoned = true;
    req.log.warn({ ms: settings.requestTimeoutMs, route: req.routeOptions.url }, 'request timed out');
    void app.database
      .cancel(t.work)
      .catch((err: unknown) => req.log.warn({ err }, 'cancelling a timed-out request failed'));
    unavailable(reply, 'timeout', TIMEOUT_MESSAGE);
  };

  const finish = (req: FastifyRequest) => {
    const t = tracked.get(req);
    if (!t || t.done) return;
    t.done = true;
    clearTimeout(t.timer);
    inFlight--;
  };

  // First of all hooks: a shed request costs no session lookup, no parsing and no connection.
  app.addHook('onRequest', (req, reply, done) => {
    const route = req.routeOptions.url;
    if (!route?.startsWith('/api/') || EXEMPT.has(route)) return done();
    const lagging = settings.maxEventLoopDelayMs > 0 && lag() > settings.maxEventLoopDelayMs;
    if (inFlight >= settings.maxInFlight || lagging) {
      shed++;
      if (Date.now() - loggedAt >= 1000) {
        req.log.warn({ inFlight, eventLoopLagMs: Math.round(lag()), shed }, 'overloaded: requests shed');
        shed = 0;
        loggedAt = Date.now();
      }
      return void unavailable(reply, 'unavailable', BUSY_MESSAGE);
    }
    // An accepted stream (config.stream) is a connection held open, not work in flight.
    if (req.routeOptions.config.stream) return done();
    inFlight++;
    runWithRequestWork((work) => {
      const t: Tracked = { work, done: false };
      tracked.set(req, t);
      if (!MULTIPART.test(req.headers['content-type'] ?? ''))
        t.timer = setTimeout(() => timedOut(req, reply, t), settings.requestTimeoutMs);
      done();
    });
  });
  app.addHook('onResponse', (req, _reply, done) => {
    finish(req);
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    finish(req);
    done();
  });
}

/**
 * The last of the instance's onRequest hooks (install after the session guard): a request whose client
 * hung up while the hooks before awaited (its own timeout, under load) gets no further work — and the
 * route's hooks (compression, the rate limit keyed by the client's address) never see a request whose
 * socket has no address left.
 */
export function installAbandonedRequestCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.raw.socket?.destroyed) return void unavailable(reply, 'unavailable', BUSY_MESSAGE);
    done();
  });
}
