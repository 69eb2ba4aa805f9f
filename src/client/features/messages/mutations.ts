import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  messageDetailSchema,
  type ComposeMessage,
  type MessageDetail,
  type MessageFlags,
} from '@shared/messages/schemas';

import { sendJson } from '../../lib/api';
import { MESSAGES_URL, messageQueries, messageUrl } from './queries';

/** A new message: its users' and vendor contacts' e-mail addresses, subject, text and files. */
export type NewMessage = Omit<ComposeMessage, 'vendorTo'> & { vendorTo?: string[]; files: File[] };

/** The body of a compose: JSON, or multipart when there are files (the same fields, lists repeated). */
export function composeBody({ to, vendorTo = [], subject, content, files }: NewMessage) {
  if (!files.length) return { to, ...(vendorTo.length ? { vendorTo } : {}), subject, content };
  const form = new FormData();
  for (const address of to) form.append('to', address);
  for (const address of vendorTo) form.append('vendorTo', address);
  form.append('subject', subject);
  form.append('content', content);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** POST /api/messages: sends to each recipient (their inbox; a vendor contact by mail) and keeps the sender's copy (sent). */
export function useSendMessage() {
  return useMutation({
    mutationFn: (message: NewMessage) =>
      sendJson('POST', MESSAGES_URL, composeBody(message), messageDetailSchema),
    meta: { silent: true, changes: ['message'] },
  });
}

/** The detail an action answered goes straight into the cache (the refresh follows from `changes`). */
function useKeepDetail() {
  const queryClient = useQueryClient();
  return (detail: MessageDetail) =>
    queryClient.setQueryData(messageQueries.detail(detail.id).queryKey, detail);
}

/** PATCH /api/messages/{id}: read, starred, archived on the user's own copy. */
export function useSetMessageFlags(id: string) {
  const keep = useKeepDetail();
  return useMutation({
    mutationFn: (flags: MessageFlags) => sendJson('PATCH', messageUrl(id), flags, messageDetailSchema),
    onSuccess: keep,
    meta: { changes: ['message'] },
  });
}

/** POST /api/messages/{id}/reply: the answer joins the message's thread. */
export function useReplyToMessage(id: string) {
  return useMutation({
    mutationFn: (content: string) =>
      sendJson('POST', `${messageUrl(id)}/reply`, { content }, messageDetailSchema),
    meta: { silent: true, changes: ['message'] },
  });
}

/** POST /api/messages/{id}/forward: a copy of the message and its files to new recipients (users, vendor contacts), with a note. */
export function useForwardMessage(id: string) {
  return useMutation({
    mutationFn: (body: { to: string[]; vendorTo: string[]; content: string }) =>
      sendJson('POST', `${messageUrl(id)}/forward`, body, messageDetailSchema),
    meta: { silent: true, changes: ['message'] },
  });
}
