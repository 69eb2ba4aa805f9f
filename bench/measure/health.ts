/**
 * The health check seen from outside while a load runs (one probe a second on its own connection,
 * so it does not queue behind the load's), and how long the app takes to answer promptly after it.
 */
import { createClient, isOk, request } from './http';
import { summarize, type Summary } from './stats';

export type HealthWatch = { stop: () => Promise<Summary & { failed: number }> };

export function watchHealth(url: string, everyMs = 1000): HealthWatch {
  const client = createClient(url, { maxSockets: 1, timeoutMs: 30_000 });
  const ms: number[] = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      const reply = await request(client, { path: '/api/health' });
      ms.push(performance.now() - t0);
      if (!isOk(reply)) failed++;
      const wait = everyMs - (performance.now() - t0);
      if (running && wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      client.agent.destroy();
      return { ...summarize(ms), failed };
    },
  };
}

/**
 * Seconds from now until the health check answers 2xx within `promptMs` (at most `limitS`; the limit
 * itself when it never did): 0 when the app is answering promptly as soon as the load stops.
 */
export async function recoverySeconds(url: string, promptMs = 100, limitS = 120): Promise<number> {
  const client = createClient(url, { maxSockets: 1, timeoutMs: limitS * 1000 });
  const start = performance.now();
  try {
    for (;;) {
      const t0 = performance.now();
      const reply = await request(client, { path: '/api/health' });
      const took = performance.now() - t0;
      const elapsed = (performance.now() - start) / 1000;
      if (isOk(reply) && took <= promptMs) return Math.round((elapsed - took / 1000) * 100) / 100;
      if (elapsed >= limitS) return limitS;
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    client.agent.destroy();
  }
}
