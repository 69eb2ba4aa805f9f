import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { z } from 'zod';
import {
  messageDetailSchema,
  messageViewSchema,
  recipientSchema,
  unreadCountSchema,
  vendorContactSchema,
  type MessageFolder,
} from '@shared/messages/schemas';

import { getList } from '../../lib/api';
import { jsonQuery, typeAheadQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const MESSAGES_URL = '/api/messages';
export const messageUrl = (id: string) => `${MESSAGES_URL}/${encodeURIComponent(id)}`;
/** One attachment of a message (a download for its sender and recipients). */
export const attachmentUrl = (fileId: string) => `/api/attachments/${encodeURIComponent(fileId)}`;

/** Rows per server page of the message list ("Load more" asks for the next). */
export const MESSAGE_PAGE_SIZE = 50;

export type MailboxParams = { folder: MessageFolder; q: string };

export const messageQueries = {
  /** GET /api/messages: the folder's messages, newest first, searched on the server, page by page. */
  list: ({ folder, q }: MailboxParams) =>
    infiniteQueryOptions({
      queryKey: [QUERY_ROOT.messages, 'list', { folder, q }],
      queryFn: ({ pageParam, signal }) =>
        getList(
          MESSAGES_URL,
          { folder, q, limit: MESSAGE_PAGE_SIZE, offset: pageParam },
          messageViewSchema,
          signal,
        ),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
        return last.rows.length === MESSAGE_PAGE_SIZE && (last.capped || loaded < last.total)
          ? loaded
          : undefined;
      },
      placeholderData: keepPreviousData,
    }),
  /** GET /api/messages/unread-count */
  unreadCount: () =>
    jsonQuery([QUERY_ROOT.messages, 'unread-count'], `${MESSAGES_URL}/unread-count`, unreadCountSchema),
  /** GET /api/messages/{id}: the message as the user holds it, with its files. */
  detail: (id: string) => jsonQuery([QUERY_ROOT.messages, 'detail', id], messageUrl(id), messageDetailSchema),
  /** GET /api/messages/{id}/thread: every message of its thread the user holds, oldest first. */
  thread: (id: string) =>
    jsonQuery([QUERY_ROOT.messages, 'thread', id], `${messageUrl(id)}/thread`, z.array(messageDetailSchema)),
  /** GET /api/messages/recipients?q=: people to write to, by name or e-mail (at most 10). */
  recipients: (q: string) =>
    jsonQuery(
      [QUERY_ROOT.messages, 'recipients', q],
      `${MESSAGES_URL}/recipients${typeAheadQuery({ q })}`,
      z.array(recipientSchema),
    ),
  /** GET /api/messages/vendor-contacts?q=: vendors whose contact e-mail or name holds the text. */
  vendorContacts: (q: string) =>
    jsonQuery(
      [QUERY_ROOT.messages, 'vendor-contacts', q],
      `${MESSAGES_URL}/vendor-contacts${typeAheadQuery({ q })}`,
      z.array(vendorContactSchema),
    ),
};
