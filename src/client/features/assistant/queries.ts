import { z } from 'zod';
import { insightSchema } from '@shared/assistant/chat';

import { jsonQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

const insightsSchema = z.array(insightSchema);

export const assistantQueries = {
  /** GET /api/assistant/insights: the chat dock's insights about the user's data. */
  insights: () => jsonQuery([QUERY_ROOT.assistant, 'insights'], '/api/assistant/insights', insightsSchema),
};
