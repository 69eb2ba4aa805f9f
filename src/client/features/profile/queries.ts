import { profileSchema, userStatsSchema } from '@shared/profile/schemas';

import { jsonQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const PROFILE_URL = '/api/profile';

export const profileQueries = {
  /** GET /api/profile: the signed-in user's profile, role and permissions (as the server enforces them). */
  profile: () => jsonQuery([QUERY_ROOT.profile, 'me'], PROFILE_URL, profileSchema),
  /** GET /api/user-stats: the Activity Stats figures. */
  stats: () => jsonQuery([QUERY_ROOT.profile, 'stats'], '/api/user-stats', userStatsSchema),
};
