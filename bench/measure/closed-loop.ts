/**
 * Closed loop: each endpoint as each user, one request after another (the next sent when the last was
 * answered): the latency of one request on an otherwise idle server.
 */
import { isOk, jsonOf, request, type Client } from './http';
import type { Endpoint, Kind } from './endpoints';
import type { Session } from './sessions';
import { errorCount, summarize, tallyErrors, type Outcome, type Summary } from './stats';

export type EndpointResult = Summary & {
  name: string;
  kind: Kind;
  user: string;
  /** The status of the first request: anything but 2xx means the user may not ask (not timed). */
  status: number | string;
  errors: number;
  /** Average bytes on the wire per answer. */
  bytes: number;
  /**
   * Rows on the page (a list answers a JSON array): a slope between two data sets compares like with
   * like only when both pages hold as many rows.
   */
  rows?: number;
};

export async function measureEndpoint(
  client: Client,
  session: Session,
  endpoint: Endpoint,
  opts: { runs: number; warmup: number; maxSeconds: number },
): Promise<EndpointResult> {
  const base = { name: endpoint.name, kind: endpoint.kind, user: session.who };
  const call = (i: number, keepBody = false) =>
    request(client, { path: endpoint.paths[i % endpoint.paths.length]!, cookie: session.cookie, keepBody });
  const probe = await call(0, true);
  if (!isOk(probe)) {
    const o = probe.outcome;
    const status = o.kind === 'answer' ? o.status : o.kind === 'timeout' ? 'timeout' : o.code;
    return { ...base, status, errors: 0, bytes: 0, ...summarize([]) };
  }
  for (let i = 1; i <= opts.warmup; i++) await call(i);
  const ms: number[] = [];
  const outcomes: Outcome[] = [];
  let bytes = 0;
  const until = performance.now() + opts.maxSeconds * 1000;
  for (let i = 0; i < opts.runs && performance.now() < until; i++) {
    const t0 = performance.now();
    const reply = await call(opts.warmup + 1 + i);
    ms.push(performance.now() - t0);
    outcomes.push(reply.outcome);
    bytes += reply.bytes;
  }
  const body = jsonOf(probe);
  return {
    ...base,
    ...(Array.isArray(body) ? { rows: body.length } : {}),
    status: 200,
    errors: errorCount(tallyErrors(outcomes)),
    bytes: Math.round(bytes / Math.max(1, ms.length)),
    ...summarize(ms),
  };
}
