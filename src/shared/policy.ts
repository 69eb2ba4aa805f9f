import type { Permission } from './auth/roles';
import type { SessionUser } from './auth/types';

/**
 * Why a policy refuses an action: `forbidden` (who asks: 403) or `conflict` (the record's state: 409),
 * with the message the API answers; null when the action is allowed. The server throws it
 * (`enforce`, src/server/http/errors.ts); a detail response's `can` is "no refusal" per action, so
 * what the screen offers and what the server allows come from the same function.
 */
export type Refusal = { code: 'forbidden' | 'conflict'; message: string } | null;

export const forbiddenBecause = (message: string): Refusal => ({ code: 'forbidden', message });
export const conflictBecause = (message: string): Refusal => ({ code: 'conflict', message });

/** The guard's answer to a user without the route's permission. */
export const NO_PERMISSION_MESSAGE = 'You do not have permission to do that.';

export const hasPermission = (user: Pick<SessionUser, 'permissions'>, permission: Permission) =>
  user.permissions.includes(permission);

/** `can` from one refusal per action: true where nothing refuses. */
export function allowedActions<K extends string>(refusals: Record<K, Refusal>): Record<K, boolean> {
  return Object.fromEntries(Object.entries(refusals).map(([k, r]) => [k, r === null])) as Record<K, boolean>;
}
