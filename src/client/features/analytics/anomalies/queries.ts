import { anomalySchema } from '@shared/analytics/anomalies';

import { listQuery } from '../../../lib/queries/options';
import { QUERY_ROOT } from '../../../lib/queries/roots';

export const ANOMALIES_URL = '/api/analytics/anomalies';
export const anomalyActionUrl = (id: string) => `${ANOMALIES_URL}/${encodeURIComponent(id)}/action`;
export const anomalyDismissUrl = (id: string) => `${ANOMALIES_URL}/${encodeURIComponent(id)}/dismiss`;

/** The cards the panel shows at most (newest first). */
export const ANOMALY_PAGE_SIZE = 20;

export const anomalyQueries = {
  /** GET /api/analytics/anomalies: the newest anomalies the user may see, of one department or all. */
  list: (department?: string) =>
    listQuery(
      [QUERY_ROOT.anomalies, 'list'],
      ANOMALIES_URL,
      { department: department && department !== 'all' ? department : undefined, limit: ANOMALY_PAGE_SIZE },
      anomalySchema,
    ),
};
