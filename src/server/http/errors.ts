import { ERROR_STATUS, type ErrorCode, type FieldErrors } from '@shared/errors';
import { NO_PERMISSION_MESSAGE, type Refusal } from '@shared/policy';

export { ERROR_STATUS, type ErrorCode, type FieldErrors };

/** The one error type use cases throw; the error handler turns it into JSON with the mapped status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const forbidden = (message = NO_PERMISSION_MESSAGE) => new AppError('forbidden', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new AppError(fieldErrors ? 'validation' : 'bad_request', message, fieldErrors);

/** Throws a policy's refusal (src/shared/policy.ts) as the API's 403 or 409; nothing when allowed. */
export function enforce(refusal: Refusal): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}
