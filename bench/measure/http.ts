/**
 * The load generator's HTTP client: plain node:http over keep-alive connections (cheap on a 2-core
 * machine shared with the server). Each call answers its status, wire bytes and, on request, the
 * decoded body; a time limit or a socket error is an outcome, never a throw.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { Outcome } from './stats';

export type Client = {
  base: URL;
  agent: http.Agent;
  /** Sent with every request: what a browser sends (the server may compress its answers). */
  acceptEncoding: string;
  timeoutMs: number;
};

export type Reply = { outcome: Outcome; bytes: number; body?: Buffer; headers?: http.IncomingHttpHeaders };

export type Call = {
  method?: 'GET' | 'POST';
  path: string;
  cookie?: string;
  json?: unknown;
  /** Keep the (decoded) body: for discovery, not for timed requests. */
  keepBody?: boolean;
};

export function createClient(
  url: string,
  opts: { maxSockets?: number; timeoutMs?: number; compress?: boolean } = {},
): Client {
  return {
    base: new URL(url),
    agent: new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets ?? 600, keepAliveMsecs: 10_000 }),
    acceptEncoding: opts.compress === false ? 'identity' : 'gzip, deflate, br',
    timeoutMs: opts.timeoutMs ?? 10_000,
  };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** One request; resolves when the whole answer has arrived, or at its time limit, or on a socket error. */
export function request(client: Client, call: Call, timeoutMs = client.timeoutMs): Promise<Reply> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (reply: Reply) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(reply);
    };
    const payload = call.json === undefined ? undefined : Buffer.from(JSON.stringify(call.json));
    const headers: http.OutgoingHttpHeaders = {
      'accept-encoding': client.acceptEncoding,
      accept: 'application/json',
      origin: client.base.origin,
    };
    if (call.cookie) headers.cookie = call.cookie;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    const req = http.request(
      {
        host: client.base.hostname,
        port: client.base.port,
        method: call.method ?? 'GET',
        path: call.path,
        agent: client.agent,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          if (call.keepBody) chunks.push(c);
        });
        res.on('end', () => {
          const outcome: Outcome = { kind: 'answer', status: res.statusCode ?? 0 };
          if (!call.keepBody) return finish({ outcome, bytes });
          const encoding = res.headers['content-encoding'];
          finish({ outcome, bytes, headers: res.headers, body: decode(Buffer.concat(chunks), encoding) });
        });
        res.on('error', (err: NodeJS.ErrnoException) =>
          finish({ outcome: { kind: 'socket', code: err.code ?? err.message }, bytes }),
        );
      },
    );
    // The time limit counts from the call, so a request queued for a free connection is timed too.
    const timer = setTimeout(() => {
      finish({ outcome: { kind: 'timeout' }, bytes: 0 });
      req.destroy();
    }, timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) =>
      finish({ outcome: { kind: 'socket', code: err.code ?? err.message }, bytes: 0 }),
    );
    req.end(payload);
  });
}

/** The JSON body of a reply kept with `keepBody`, or undefined. */
export function jsonOf(reply: Reply): unknown {
  if (!reply.body || !reply.body.length) return undefined;
  try {
    return JSON.parse(reply.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export const isOk = (reply: Reply) =>
  reply.outcome.kind === 'answer' && reply.outcome.status >= 200 && reply.outcome.status < 300;
