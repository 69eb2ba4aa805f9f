import { serverFieldError } from '../../components/form/server-errors';
import { toast } from '../../components/ui/use-toast';
import { errorText, isApiError } from '../../lib/api';

/**
 * Shows a failed approve / reject: a comment message goes under the comment box (returned); anything
 * else — above all a conflict when someone acted first — is a destructive toast with the server's message.
 */
export function reportDecisionError(error: unknown): { commentError?: string; closed: boolean } {
  const commentError = serverFieldError(error, 'comment');
  if (commentError) return { commentError, closed: false };
  const conflict = isApiError(error, 'conflict', 'not_found');
  toast({
    variant: 'destructive',
    title: conflict ? 'Already decided' : 'Error',
    description: errorText(error),
  });
  return { closed: conflict };
}
