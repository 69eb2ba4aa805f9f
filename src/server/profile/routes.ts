import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  passwordChangeResultSchema,
  passwordChangeSchema,
  photoResultSchema,
  profileSchema,
  profileUpdateSchema,
  userStatsSchema,
} from '@shared/profile/schemas';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from '@shared/profile/notifications';
import {
  delegateCandidateSchema,
  delegateCandidatesQuery,
  delegationResultSchema,
  delegationUpdateSchema,
} from '@shared/profile/delegation';
import { requireUser } from '../auth/guard';
import { clearDelegation, getDelegation, searchDelegates, setDelegation } from './delegation';
import { getPreferences, updatePreferences } from './notifications';
import { fileResponse } from '../http/contract';
import { MULTIPART_BODY } from '../http/request-checks';
import { userStats } from './stats';
import { changePassword, getProfile, updateProfile } from './profile';
import { deletePhoto, readPhoto, uploadPhoto } from './photo';

const tags = ['profile'];

/** The photo's URL carries its version, so the browser may keep it (private: signed-in users only). */
const sendPhoto = (reply: FastifyReply, photo: { mimeType: string; content: Buffer; updatedAt: Date }) =>
  reply
    .header('Content-Type', photo.mimeType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('Last-Modified', photo.updatedAt.toUTCString())
    .send(Buffer.from(photo.content));
const userParams = z.object({ id: z.string().trim().min(1).max(100) });

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get('/api/user-stats', { schema: { tags, response: { 200: userStatsSchema } } }, async (req) =>
    userStats(db, requireUser(req)),
  );

  r.get('/api/profile', { schema: { tags, response: { 200: profileSchema } } }, async (req) =>
    getProfile(db, requireUser(req).id),
  );

  r.patch(
    '/api/profile',
    { schema: { tags, body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (req) => updateProfile(db, requireUser(req), req.body),
  );

  r.get(
    '/api/profile/notifications',
    { schema: { tags, response: { 200: notificationPreferencesSchema } } },
    async (req) => getPreferences(db, requireUser(req).id),
  );

  r.put(
    '/api/profile/notifications',
    {
      schema: {
        tags,
        description: 'Per kind of notice: in-app, email or both (kinds left out keep their channel).',
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (req) => updatePreferences(db, requireUser(req), req.body),
  );

  r.get(
    '/api/profile/delegation',
    { schema: { tags, response: { 200: delegationResultSchema } } },
    async (req) => getDelegation(db, requireUser(req).id),
  );

  r.put(
    '/api/profile/delegation',
    {
      schema: {
        tags,
        description:
          'Out-of-office delegation: while it runs (dates inclusive), the approval steps awaiting the user also await the delegate, who acts on their behalf.',
        body: delegationUpdateSchema,
        response: { 200: delegationResultSchema },
      },
    },
    async (req) => setDelegation(db, requireUser(req), req.body),
  );

  r.delete(
    '/api/profile/delegation',
    { schema: { tags, response: { 200: delegationResultSchema } } },
    async (req) => clearDelegation(db, requireUser(req)),
  );

  r.get(
    '/api/profile/delegates',
    {
      schema: {
        tags,
        querystring: delegateCandidatesQuery,
        response: { 200: z.array(delegateCandidateSchema) },
      },
    },
    async (req) => searchDelegates(db, requireUser(req), req.query.q, req.query.limit),
  );

  r.post(
    '/api/profile/password',
    { schema: { tags, body: passwordChangeSchema, response: { 200: passwordChangeResultSchema } } },
    async (req) => changePassword(db, requireUser(req), req.sessionToken, req.body),
  );

  r.post(
    '/api/profile/photo',
    {
      schema: {
        tags,
        description: 'multipart/form-data: one image (PNG, JPEG or WebP by content, 5 MB at most).',
        response: { 200: photoResultSchema },
      },
      config: { contentTypes: MULTIPART_BODY },
    },
    async (req) => ({ photoUrl: await uploadPhoto(db, requireUser(req), req) }),
  );

  r.delete('/api/profile/photo', { schema: { tags, response: { 200: photoResultSchema } } }, async (req) => {
    await deletePhoto(db, requireUser(req));
    return { photoUrl: null };
  });

  r.get(
    '/api/users/:id/photo',
    {
      schema: {
        tags,
        params: userParams,
        response: { 200: fileResponse('The user’s profile photo (PNG, JPEG or WebP).') },
      },
    },
    async (req, reply) => {
      requireUser(req);
      return sendPhoto(reply, await readPhoto(db, req.params.id));
    },
  );
}
