import { useMutation } from '@tanstack/react-query';
import { anomalySchema } from '@shared/analytics/anomalies';

import { sendJson } from '../../../lib/api';
import { anomalyActionUrl, anomalyDismissUrl } from './queries';

/** POST /api/analytics/anomalies/{id}/action: starts the alert's follow-up; answers the started alert. */
export function useActOnAnomaly() {
  return useMutation({
    mutationFn: (id: string) => sendJson('POST', anomalyActionUrl(id), undefined, anomalySchema),
    meta: { silent: true, changes: ['anomaly'] },
  });
}

/** POST /api/analytics/anomalies/{id}/dismiss: the alert leaves the list. */
export function useDismissAnomaly() {
  return useMutation({
    mutationFn: (id: string) => sendJson('POST', anomalyDismissUrl(id), undefined, anomalySchema),
    meta: { silent: true, changes: ['anomaly'] },
  });
}
