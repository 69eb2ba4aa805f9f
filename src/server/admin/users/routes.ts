import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listOf } from '@shared/lists';
import {
  adminUserFiltersSchema,
  adminUserRowSchema,
  createdUserSchema,
  createUserSchema,
  passwordLinkSchema,
  updateUserSchema,
  userIdParams,
} from '@shared/admin/users/schemas';
import { requireUser } from '../../auth/guard';
import { listQuerySchema, sendList } from '../../http/list';
import { createUser, deactivateUser, updateUser } from './accounts';
import { reissuePasswordLink } from './links';
import { listUsers } from './queries';

/** The list's query: paging, sort, text and its filters (also read by its export, src/server/exports). */
export const adminUsersQuery = listQuerySchema.extend(adminUserFiltersSchema.shape);

const tags = ['admin'];

/**
 * The Users tab of /administration (issue 14): the accounts (access_administration reads them),
 * Create User with its one-time set-password link, Edit and Delete (deactivate) — manage_users.
 */
export async function adminUsersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const mailing = { publicUrl: app.config.publicUrl, smtpConfigured: Boolean(app.config.mail.smtpUrl) };

  r.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        description:
          'Accounts by name (sort: name, email, role, department, status, lastLogin; q in name or email; ' +
          'filters: role, department, status).',
        querystring: adminUsersQuery,
        response: { 200: listOf(adminUserRowSchema) },
      },
      config: { permission: 'access_administration' },
    },
    async (req, reply) => sendList(reply, await listUsers(db, requireUser(req), req.query)),
  );

  r.post(
    '/api/admin/users',
    {
      schema: {
        tags,
        description:
          'Creates an account without a password and answers its one-time set-password link (72 hours).',
        body: createUserSchema,
        response: { 201: createdUserSchema },
      },
      config: { permission: 'manage_users' },
    },
    async (req, reply) => reply.status(201).send(await createUser(db, requireUser(req), req.body, mailing)),
  );

  r.patch(
    '/api/admin/users/:id',
    {
      schema: { tags, params: userIdParams, body: updateUserSchema, response: { 200: adminUserRowSchema } },
      config: { permission: 'manage_users' },
    },
    async (req) => updateUser(db, requireUser(req), req.params.id, req.body),
  );

  r.post(
    '/api/admin/users/:id/set-password-link',
    {
      schema: {
        tags,
        description:
          'A new one-time set-password link for an active account (72 hours); its earlier unused links stop working.',
        params: userIdParams,
        response: { 200: passwordLinkSchema },
      },
      config: { permission: 'manage_users' },
    },
    async (req) => reissuePasswordLink(db, requireUser(req), req.params.id, mailing),
  );

  r.delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        description: 'Deactivates the account (its records keep their history); its sessions end at once.',
        params: userIdParams,
        response: { 200: adminUserRowSchema },
      },
      config: { permission: 'manage_users' },
    },
    async (req) => deactivateUser(db, requireUser(req), req.params.id),
  );
}
