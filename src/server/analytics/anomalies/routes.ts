import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anomalyRefreshSchema, anomalySchema, anomalyStatusFilterSchema } from '@shared/analytics/anomalies';
import { ANOMALY_ACTOR_PERMISSIONS } from '@shared/analytics/anomaly-policies';
import { listOf } from '@shared/lists';
import { requireUser } from '../../auth/guard';
import { listQuerySchema, sendList } from '../../http/list';
import { actOnAnomaly, dismissAnomaly } from './act';
import { detectAnomalies } from './detect';
import { listAnomalies } from './queries';

const listQuery = listQuerySchema.pick({ limit: true, offset: true }).extend({
  /** One department's alerts; `all` or blank: every department the user sees. */
  department: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined)),
  status: anomalyStatusFilterSchema.transform((v) => (v === '' ? undefined : v)),
});
const idParams = z.object({ id: z.string().min(1).max(100) });

/** The Analytics page's anomalies (issue 12): the list, the on-demand detection and the action button. */
export async function anomaliesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['analytics'];

  r.get(
    '/api/analytics/anomalies',
    {
      schema: {
        tags,
        description:
          'The anomalies the user may see (department roles: about their department), newest first; dismissed ones only when asked.',
        querystring: listQuery,
        response: { 200: listOf(anomalySchema) },
      },
    },
    async (req, reply) => sendList(reply, await listAnomalies(db, requireUser(req), req.query)),
  );

  r.post(
    '/api/analytics/anomalies/refresh',
    {
      schema: {
        tags,
        description: 'Runs the anomaly detection now over what is new since its last run.',
        response: { 200: anomalyRefreshSchema },
      },
      config: { permission: ANOMALY_ACTOR_PERMISSIONS },
    },
    async () => detectAnomalies(db),
  );

  r.post(
    '/api/analytics/anomalies/:id/action',
    {
      schema: {
        tags,
        description: "Starts the anomaly's follow-up (its action button); the alert becomes started.",
        params: idParams,
        response: { 200: anomalySchema },
      },
    },
    async (req) => actOnAnomaly(db, requireUser(req), req.params.id),
  );

  r.post(
    '/api/analytics/anomalies/:id/dismiss',
    {
      schema: {
        tags,
        description: 'Dismisses an open anomaly: it leaves the default list.',
        params: idParams,
        response: { 200: anomalySchema },
      },
    },
    async (req) => dismissAnomaly(db, requireUser(req), req.params.id),
  );
}
