import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { vendorRequests } from '../db/schema/vendors';
import { AppError } from '../http/errors';
import { ensureDemoUsers } from '../profile/test-fixtures';
import { requestForms, submitRequest } from './test-requests';
import { decideRequest } from './transitions';

/**
 * New-vendor requests are decided only through their state machine (pending → approved | rejected,
 * once): a second decision, or one on a status read before another decision, is a 409 that writes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoUsers(t.database.db);
});
afterAll(() => t.close());

const form = requestForms();
const rowOf = async (id: string) =>
  (await t.database.db.select().from(vendorRequests).where(eq(vendorRequests.id, id)))[0]!;
const reviewer = { id: 'user-001', at: new Date() };
async function conflictOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(409);
  return (error as AppError).message;
}

describe('vendor request transitions', () => {
  it('decides a pending request once, stamping the reviewer', async () => {
    const { id } = await submitRequest(t, form());
    const pending = await rowOf(id);
    await t.database.db.transaction((tx) =>
      decideRequest(tx, pending, 'reject', reviewer, { rejectionReason: 'Not needed' }),
    );
    expect(await rowOf(id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not needed',
      reviewedBy: 'user-001',
    });
    const decided = await rowOf(id);
    expect(
      await conflictOf(t.database.db.transaction((tx) => decideRequest(tx, decided, 'approve', reviewer))),
    ).toBe('This vendor request was already rejected; it cannot be approved again.');
    // A decision on the status read before the rejection: the row moved on meanwhile.
    expect(
      await conflictOf(t.database.db.transaction((tx) => decideRequest(tx, pending, 'approve', reviewer))),
    ).toBe('This vendor request was decided meanwhile; reload it.');
    expect((await rowOf(id)).status).toBe('rejected');
  });
});
