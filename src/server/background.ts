import type { FastifyInstance } from 'fastify';
import { anomalyDetectionJob } from './analytics/anomalies/job';
import { renewalNoticesJob } from './contracts/scheduler';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { pruneJobsJob } from './jobs/prune';
import { mailDeliveryJob } from './mail/deliver';
import { requeueUnsentMail } from './mail/queue';
import { rfpDeadlineJob } from './rfps/deadline-job';
import { exportJob } from './exports/jobs';
import { pruneExportsJob } from './exports/prune';
import { costSavingsAnalysisJob } from './cost-savings/analysis';

/**
 * The background work of a running server (never of a test app unless a test asks): one job runner
 * with every kind of deferred work registered — mail delivery, the hourly renewal notices, the close of
 * RFP bidding at each deadline, the writing of large exports, the daily removal of expired exports, the
 * daily cost-savings opportunity analysis, the hourly anomaly detection and the daily pruning of done jobs. It
 * starts when the app is ready and stops, after the jobs in progress, when the app closes.
 */
export function startBackgroundWork(app: FastifyInstance): JobRunner {
  const { config, database } = app;
  const runner = createJobRunner(database, { ...config.jobs, log: app.log })
    .register(mailDeliveryJob({ ...config.mail, publicUrl: config.publicUrl }))
    .register(renewalNoticesJob(undefined, app.log))
    .register(rfpDeadlineJob(app.log))
    .register(exportJob(config.exports))
    .register(pruneExportsJob())
    .register(costSavingsAnalysisJob())
    .register(anomalyDetectionJob(undefined, app.log))
    .register(pruneJobsJob());
  app.addHook('onReady', async () => {
    if (config.mail.smtpUrl) {
      const requeued = await requeueUnsentMail(database.db);
      if (requeued) app.log.info({ requeued }, 'unsent mail queued again for the SMTP server');
    } else app.log.info('SMTP_URL is not set: e-mail stays in the outbox, not sent');
    await runner.start();
  });
  app.addHook('onClose', async () => {
    await runner.stop();
  });
  return runner;
}
