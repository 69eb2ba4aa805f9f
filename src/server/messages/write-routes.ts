import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  composeMessageSchema,
  forwardMessageSchema,
  messageDetailSchema,
  messageFlagsSchema,
  recipientSchema,
  vendorContactSchema,
  replyMessageSchema,
} from '@shared/messages/schemas';
import { REQUISITION_FILES } from '@shared/requisitions/constants';
import { requireUser } from '../auth/guard';
import type { Upload } from '../http/files';
import { readMultipart } from '../http/uploads';
import { forwardMessage, replyToMessage, sendMessage } from './compose';
import { getMessageDetail, getThread, searchRecipients, setMessageFlags } from './mailbox';
import { searchVendorContacts } from './vendor-mail';

const idParams = z.object({ id: z.string().min(1).max(100) });
const recipientsQuery = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

/** Files of a multipart compose, read before its fields are validated (the fields become the body). */
const composeUploads = new WeakMap<FastifyRequest, Upload[]>();
/** Message files: the requisition attachment kinds (content checked), 10 MB each. */
const MESSAGE_FILES = REQUISITION_FILES;

async function readMultipartCompose(req: FastifyRequest) {
  if (!req.isMultipart()) return;
  const { fields, uploads } = await readMultipart(req, MESSAGE_FILES, ['to', 'vendorTo']);
  req.body = fields;
  composeUploads.set(req, uploads);
}

/**
 * The Messaging Center's writes and reads of one message (issue 13): compose (JSON, or multipart with
 * files), a message and its thread as the user holds them, read/star/archive on the user's own copy,
 * reply and forward, and the recipient type-ahead. A message the user holds no copy of is 404.
 */
export async function messageWriteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const { publicUrl } = app.config;
  const tags = ['messages'];
  const detail = { 201: messageDetailSchema };

  r.get(
    '/api/messages/recipients',
    { schema: { tags, querystring: recipientsQuery, response: { 200: z.array(recipientSchema) } } },
    async (req) => {
      requireUser(req);
      return req.query.q ? searchRecipients(db, req.query.q, req.query.limit) : [];
    },
  );

  r.get(
    '/api/messages/vendor-contacts',
    {
      schema: { tags, querystring: recipientsQuery, response: { 200: z.array(vendorContactSchema) } },
    },
    async (req) => {
      requireUser(req);
      return req.query.q ? searchVendorContacts(db, req.query.q, req.query.limit) : [];
    },
  );

  r.post(
    '/api/messages',
    {
      schema: {
        tags,
        description: 'JSON, or multipart/form-data with the same fields and files (any other field name).',
        body: composeMessageSchema,
        response: detail,
      },
      config: { contentTypes: ['application/json', 'multipart/form-data'] },
      preValidation: readMultipartCompose,
    },
    async (req, reply) => {
      const user = requireUser(req);
      const id = await sendMessage(db, user, req.body, composeUploads.get(req) ?? [], publicUrl);
      return reply.status(201).send(await getMessageDetail(db, user, id));
    },
  );

  r.get(
    '/api/messages/:id',
    { schema: { tags, params: idParams, response: { 200: messageDetailSchema } } },
    async (req) => getMessageDetail(db, requireUser(req), req.params.id),
  );

  r.get(
    '/api/messages/:id/thread',
    { schema: { tags, params: idParams, response: { 200: z.array(messageDetailSchema) } } },
    async (req) => getThread(db, requireUser(req), req.params.id),
  );

  r.patch(
    '/api/messages/:id',
    { schema: { tags, params: idParams, body: messageFlagsSchema, response: { 200: messageDetailSchema } } },
    async (req) => setMessageFlags(db, requireUser(req), req.params.id, req.body),
  );

  r.post(
    '/api/messages/:id/reply',
    { schema: { tags, params: idParams, body: replyMessageSchema, response: detail } },
    async (req, reply) => {
      const user = requireUser(req);
      const id = await replyToMessage(db, user, req.params.id, req.body.content, publicUrl);
      return reply.status(201).send(await getMessageDetail(db, user, id));
    },
  );

  r.post(
    '/api/messages/:id/forward',
    { schema: { tags, params: idParams, body: forwardMessageSchema, response: detail } },
    async (req, reply) => {
      const user = requireUser(req);
      const id = await forwardMessage(db, user, req.params.id, req.body, publicUrl);
      return reply.status(201).send(await getMessageDetail(db, user, id));
    },
  );
}
