import type { z } from 'zod';
import { composeMessageSchema, forwardMessageSchema, replyMessageSchema } from '@shared/messages/schemas';
import { fileProblem } from '@shared/files';
import { REQUISITION_FILES } from '@shared/requisitions/constants';

import { ApiError } from '../../lib/api';

/** A field's message by its name ('to', 'subject', 'content'). */
export type FormErrors = Partial<Record<string, string>>;

/** `values` checked by the shared schema: the parsed body, or the first message of each refused field. */
export function check<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FormErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Compose (spec section 5: recipients, subject and message each non-empty once trimmed). */
export const checkCompose = (v: { to: string[]; vendorTo?: string[]; subject: string; content: string }) =>
  check(composeMessageSchema, v);
/** Reply: non-empty trimmed text. */
export const checkReply = (content: string) => check(replyMessageSchema, { content });
/** Forward: at least one recipient (a user or a vendor contact); the note is optional. */
export const checkForward = (v: { to: string[]; vendorTo?: string[]; content: string }) =>
  check(forwardMessageSchema, v);

/** The server's field messages of a refused write (400), or none. */
export const serverErrors = (error: unknown): FormErrors =>
  error instanceof ApiError ? error.fieldErrors : {};

/** Message files: the requisition attachment kinds, 10 MB each; a refused file's name and reason. */
export function messageFileProblem(file: { name: string; size: number }): string | null {
  const problem = fileProblem(REQUISITION_FILES, file);
  return problem && `${file.name}: ${problem}`;
}
