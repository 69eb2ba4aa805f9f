import { expect } from 'vitest';
import { AppError } from '../http/errors';

/** Test-only: the work fails with a 409 conflict (an AppError); answers its message. */
export async function conflictOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(409);
  return (error as AppError).message;
}
