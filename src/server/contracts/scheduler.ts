import type { JobDefinition } from '../jobs/runner';
import { sendDueRenewalNotices } from './notices';

export const RENEWAL_NOTICES_JOB = 'contracts.renewal-notices';
export const RENEWAL_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Renewal notices as a recurring job of the job runner (decision 012): due when an instance starts
 * (catching up on time it was down) and an hour after each run. The runner keeps one pending job of
 * this kind, so restarts and several instances never double it; the notices are idempotent on their
 * own anyway (decision 007: each contract is claimed by a conditional update).
 */
export function renewalNoticesJob(
  everyMs = RENEWAL_CHECK_INTERVAL_MS,
  log?: { info: (obj: object, msg: string) => void },
): JobDefinition {
  return {
    kind: RENEWAL_NOTICES_JOB,
    everyMs,
    maxAttempts: 3,
    handler: async (_payload, { db }) => {
      const sent = await sendDueRenewalNotices(db);
      if (sent) log?.info({ sent }, 'contract renewal notices sent');
    },
  };
}
