import { toast } from '../../components/ui/use-toast';
import { ApiError, errorText, type FieldErrors } from '../../lib/api';

/** The first message of a field in an API error's fieldErrors. */
export function fieldMessage(errors: FieldErrors | undefined, field: string): string | undefined {
  const value = errors?.[field];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Shows a failed approve / reject: a comment message goes under the comment box (returned); anything
 * else — above all a 409 when someone acted first — is a destructive toast with the server's message.
 */
export function reportDecisionError(error: unknown): { commentError?: string; closed: boolean } {
  const commentError = error instanceof ApiError ? fieldMessage(error.fieldErrors, 'comment') : undefined;
  if (error instanceof ApiError && error.status === 400 && commentError)
    return { commentError, closed: false };
  const conflict = error instanceof ApiError && (error.status === 409 || error.status === 404);
  toast({
    variant: 'destructive',
    title: conflict ? 'Already decided' : 'Error',
    description: errorText(error),
  });
  return { closed: conflict };
}
