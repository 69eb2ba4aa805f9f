import type { FastifyInstance } from 'fastify';
import { sendDueRenewalNotices } from './notices';

export const RENEWAL_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sends due renewal notices once the app is ready and then every hour while it runs. `main.ts` calls it
 * after building the app and before listening (it registers onReady / onClose hooks). The timer does not keep the
 * process alive and is cleared, after any run in progress, when the app closes.
 */
export function startRenewalNoticeScheduler(
  app: FastifyInstance,
  intervalMs = RENEWAL_CHECK_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sendDueRenewalNotices(app.database.db)
      .then((sent) => {
        if (sent) app.log.info({ sent }, 'contract renewal notices sent');
      })
      .catch((err: unknown) => app.log.error({ err }, 'contract renewal notices failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
