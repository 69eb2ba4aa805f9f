/**
 * Open loop: requests fired on a fixed schedule (request i at start + i/rate) whether or not earlier
 * ones were answered, each timed from its SCHEDULED send time (no coordinated omission: a stalled
 * server or a late client timer shows up in the latencies instead of quietly lowering the rate).
 */
import { request, type Call, type Client } from './http';
import { errorCount, summarize, tallyErrors, type Outcome, type Summary } from './stats';

export type OpenLoopResult = {
  targetRate: number;
  durationS: number;
  sent: number;
  /** Requests sent per second, over the run's duration or the sending window if the client fell behind. */
  sentRate: number;
  /** 2xx answers per second, over the run's duration or until the last answer if later. */
  achievedRate: number;
  latency: Summary;
  errors: Record<string, number>;
  errorCount: number;
  /** How late the client's timer fired a request, worst case (ms): large means the client fell behind. */
  maxSendLagMs: number;
  /** The client's own CPU over the run, in % of one core (user + system). */
  clientCpuPct: number;
  /** The health check probed once a second during the run (ms), and failures. */
  health?: Summary & { failed: number };
  /** Seconds after the run until the health check answered within 100 ms again. */
  recoveryS?: number;
  /** p95 and worst latency of the requests scheduled in each second of the run (ms): when the slow ones were sent. */
  perSecond?: { p95: number; max: number }[];
  /** Latency by operation (e.g. by path and user). */
  byOp: Record<string, Summary & { errors: number }>;
};

export type Op = { op: string; call: Call };

export async function openLoop(
  client: Client,
  opts: {
    rate: number;
    durationS: number;
    next: (i: number) => Op;
    tickMs?: number;
    /** Seconds at the same rate first, not counted: the server's steady state, not its first second (JIT, pool growth). */
    warmupS?: number;
  },
): Promise<OpenLoopResult> {
  if (opts.warmupS) await openLoop(client, { ...opts, durationS: opts.warmupS, warmupS: 0 });
  const total = Math.max(1, Math.round(opts.rate * opts.durationS));
  const interval = 1000 / opts.rate;
  const latencies: number[] = [];
  const seconds: number[][] = [];
  const outcomes: Outcome[] = [];
  const byOp = new Map<string, { ms: number[]; outcomes: Outcome[] }>();
  const inflight: Promise<void>[] = [];
  let sent = 0;
  let maxLag = 0;
  let lastAnswer = 0;
  const cpu0 = process.cpuUsage();
  const start = performance.now();

  const fire = (i: number) => {
    const scheduled = start + i * interval;
    maxLag = Math.max(maxLag, performance.now() - scheduled);
    const { op, call } = opts.next(i);
    inflight.push(
      request(client, call).then((reply) => {
        const end = performance.now();
        lastAnswer = Math.max(lastAnswer, end);
        const ms = end - scheduled;
        latencies.push(ms);
        (seconds[Math.floor((scheduled - start) / 1000)] ??= []).push(ms);
        outcomes.push(reply.outcome);
        const slot = byOp.get(op) ?? { ms: [], outcomes: [] };
        slot.ms.push(ms);
        slot.outcomes.push(reply.outcome);
        byOp.set(op, slot);
      }),
    );
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (sent < due) fire(sent++);
      if (sent >= total) return resolve();
      setTimeout(tick, opts.tickMs ?? 1);
    };
    tick();
  });
  const sendWindow = performance.now() - start;
  await Promise.all(inflight);
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - start;
  const errors = tallyErrors(outcomes);
  const ok = outcomes.length - errorCount(errors);
  const r2 = (v: number) => Math.round(v * 100) / 100;
  return {
    targetRate: opts.rate,
    durationS: opts.durationS,
    sent,
    sentRate: r2(sent / Math.max(sendWindow / 1000, opts.durationS)),
    achievedRate: r2(ok / Math.max((lastAnswer - start) / 1000, opts.durationS)),
    latency: summarize(latencies),
    errors,
    errorCount: errorCount(errors),
    maxSendLagMs: r2(maxLag),
    clientCpuPct: r2(((cpu.user + cpu.system) / 1000 / wall) * 100),
    perSecond: Array.from(seconds, (ms) => {
      const s = summarize(ms ?? []);
      return { p95: s.p95, max: s.max };
    }),
    byOp: Object.fromEntries(
      [...byOp.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([op, s]) => [op, { ...summarize(s.ms), errors: errorCount(tallyErrors(s.outcomes)) }]),
    ),
  };
}

/** A deterministic weighted pick: item of `i` in a repeating cycle that honours the weights. */
export function weightedCycle<T>(items: { item: T; weight: number }[]): (i: number) => T {
  const cycle: T[] = [];
  for (const { item, weight } of items) for (let k = 0; k < weight; k++) cycle.push(item);
  if (!cycle.length) throw new Error('nothing to pick from');
  // Interleave (stride by a number coprime with the length) so one kind does not arrive in bursts.
  const n = cycle.length;
  let stride = Math.max(1, Math.floor(n / 2) + 1);
  while (gcd(stride, n) !== 1) stride++;
  return (i) => cycle[(i * stride) % n]!;
}

function gcd(a: number, b: number): number {
  return b ? gcd(b, a % b) : a;
}
