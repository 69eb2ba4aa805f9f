import type { JobDefinition } from '../../jobs/runner';
import { detectAnomalies } from './detect';

export const ANOMALY_DETECTION_JOB = 'analytics.anomaly-detection';
export const ANOMALY_DETECTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The anomaly detection as a recurring job of the job runner (decision 012): due when an instance
 * starts and an hour after each run; one pending job of the kind, so restarts and several instances
 * never double it. A run reads what is new since the last and adds each finding once.
 */
export function anomalyDetectionJob(
  everyMs = ANOMALY_DETECTION_INTERVAL_MS,
  log?: { info: (obj: object, msg: string) => void },
): JobDefinition {
  return {
    kind: ANOMALY_DETECTION_JOB,
    everyMs,
    maxAttempts: 3,
    handler: async (_payload, { db }) => {
      const { added, byRule } = await detectAnomalies(db);
      if (added) log?.info({ added, byRule }, 'anomalies detected');
    },
  };
}
