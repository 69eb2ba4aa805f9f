/**
 * Live-event latency (issue 13): the time from sending a message (POST /api/messages, timed from just
 * before the request) to the recipient's `counts` event carrying the new unread count on their
 * server-sent-events stream — which may be held by the same app instance or by another one on the same
 * PostgreSQL (then the event travels by LISTEN/NOTIFY).
 */
import { openEvents, type SseEvent } from '../../src/server/test/sse';
import { summarize, type Summary } from '../measure/stats';

export type LatencyResult = Summary & {
  route: string;
  samples: number;
  errors: number;
  /** From the send's answer (the message committed) to the event. */
  afterAnswer: Summary;
};

const isCounts = (e: SseEvent) => e.event === 'counts';
const unread = (e: SseEvent) => (JSON.parse(e.data) as { unreadMessages: number }).unreadMessages;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function eventLatency(opts: {
  route: string;
  /** The instance the sender posts to, with the sender's cookie. */
  sendTo: { url: string; cookie: string };
  /** The instance the recipient's stream is held by, with the recipient's cookie and address. */
  listenOn: { url: string; cookie: string; email: string };
  samples: number;
  /**
   * Pause between sends (ms; each event is awaited before the next send). Longer than the hub's
   * 150 ms badge interval (src/server/events/hub.ts), so each send meets a quiet hub, as a single
   * message does; sends closer together are sent on together at the end of the interval.
   */
  gapMs?: number;
}): Promise<LatencyResult> {
  const stream = await openEvents(`${opts.listenOn.url}/api/events`, opts.listenOn.cookie);
  if (stream.status !== 200) throw new Error(`GET /api/events answered ${stream.status}`);
  const ms: number[] = [];
  const after: number[] = [];
  let errors = 0;
  try {
    let last = await stream.next(isCounts, 0, 10_000);
    for (let i = 0; i < opts.samples; i++) {
      const from = stream.events.length;
      const before = unread(last);
      const t0 = performance.now();
      const res = await fetch(`${opts.sendTo.url}/api/messages`, {
        method: 'POST',
        headers: { cookie: opts.sendTo.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          to: [opts.listenOn.email],
          subject: `Latency probe ${i + 1}`,
          content: `Probe ${i + 1} of ${opts.samples} (${opts.route}).`,
        }),
      });
      if (res.status !== 201 && res.status !== 200) {
        errors++;
        await res.body?.cancel();
        continue;
      }
      await res.body?.cancel();
      const answered = performance.now();
      try {
        last = await stream.next((e) => isCounts(e) && unread(e) > before, from, 10_000);
        const heard = performance.now();
        ms.push(heard - t0);
        after.push(heard - answered);
      } catch {
        errors++;
      }
      await pause(opts.gapMs ?? 250);
    }
  } finally {
    stream.close();
  }
  return { route: opts.route, samples: ms.length, errors, ...summarize(ms), afterAnswer: summarize(after) };
}
