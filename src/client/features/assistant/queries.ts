import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { insightSchema } from '@shared/assistant/chat';

import { getJson } from '../../lib/api';
import { QUERY_ROOT } from '../../lib/queries/roots';

const insightsSchema = z.array(insightSchema);

export const assistantQueries = {
  /** GET /api/assistant/insights: the chat dock's insights about the user's data. */
  insights: () =>
    queryOptions({
      queryKey: [QUERY_ROOT.assistant, 'insights'],
      queryFn: ({ signal }) => getJson('/api/assistant/insights', insightsSchema, signal),
    }),
};
