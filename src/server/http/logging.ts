import type { FastifyServerOptions } from 'fastify';

/** Where log lines go instead of stdout (the tests read them). */
export type LogStream = { write: (line: string) => void };

/**
 * Logged errors carry no SQL parameters, nor any other copy of the data a statement touched (personal
 * data): drizzle puts the parameters in its message (`Failed query: … params: …`) and in `params`, and
 * PostgreSQL's `detail` repeats the values ("Key (email)=(…)", "Failing row contains (…)"). An error
 * is logged as a fixed set of fields: its type, message and stack without the parameters, and the
 * SQLSTATE and names (constraint, table, column) that say what went wrong; its cause likewise.
 */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'hint',
  'query',
] as const;

/** The message without drizzle's `\nparams: …` (the parameters may span lines: everything after goes). */
export function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
}

type Serialized = { type: string; message: string; stack?: string; cause?: Serialized } & Record<
  string,
  unknown
>;

export function safeError(err: unknown, depth = 0): unknown {
  if (!err || typeof err !== 'object' || typeof (err as { message?: unknown }).message !== 'string')
    return err;
  const e = err as Error & Record<string, unknown>;
  const type = e.constructor?.name || e.name || 'Error';
  const message = withoutParams(e.message);
  const out: Serialized = { type, message };
  if (typeof e.stack === 'string') {
    // The stack starts with "<name>: <message>"; keep only its frames after our own first line.
    const frames = e.stack.indexOf('\n    at ');
    out.stack = `${e.name ?? type}: ${message}${frames === -1 ? '' : e.stack.slice(frames)}`;
  }
  for (const field of KEPT_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (e.cause && depth < 4) out.cause = safeError(e.cause, depth + 1) as Serialized;
  return out;
}

/** The pino options of the app's logger (Fastify `logger`): safe error serializers everywhere. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: { err: safeError, error: safeError },
    hooks: {
      // `log.error(err)` and `log.error(err, 'msg')`: pino would take the raw message as the log line's
      // msg; log it as `{ err }` with the cleaned message instead.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const msg = typeof rest[0] === 'string' ? rest.shift() : withoutParams(first.message);
          return method.apply(this, [{ err: first }, msg, ...rest] as Parameters<typeof method>);
        }
        return method.apply(this, args);
      },
    },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}
