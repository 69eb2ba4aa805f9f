import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  setPasswordLinkInfoSchema,
  setPasswordResultSchema,
  setPasswordSchema,
  setPasswordTokenQuery,
} from '@shared/admin/users/schemas';
import { describeLink, setPasswordWithLink } from './password-links';

const tags = ['auth'];

/**
 * The public side of a set-password link (/set-password?token=…): the token is the credential. An
 * unknown link is 404, a used or expired one 410, each with a sentence the page shows.
 */
export async function setPasswordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const rateLimit = { max: app.config.loginRateLimit, timeWindow: '1 minute' };

  r.get(
    '/api/auth/set-password',
    {
      schema: { tags, querystring: setPasswordTokenQuery, response: { 200: setPasswordLinkInfoSchema } },
      config: { public: true, rateLimit },
    },
    async (req) => describeLink(db, req.query.token),
  );

  r.post(
    '/api/auth/set-password',
    {
      schema: { tags, body: setPasswordSchema, response: { 200: setPasswordResultSchema } },
      config: { public: true, rateLimit },
    },
    async (req) => setPasswordWithLink(db, req.body.token, req.body.password),
  );
}
