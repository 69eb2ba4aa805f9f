import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

import { ApiError } from '../../lib/api';

/** The server's message for `field` when `error` is an API answer that refused it. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors[field] : undefined;
}

/**
 * Puts the server's field messages of an API error (`fieldErrors`, dotted paths such as
 * `lines.0.quantity`) under the form's fields. `fields`, when given, limits it to the fields the form
 * shows (the others are the caller's). Answers whether it placed any message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields?: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    if (!message || (fields && !fields.includes(name))) continue;
    form.setError(name as FieldPath<T>, { type: 'server', message });
    placed = true;
  }
  return placed;
}
