import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../test/harness';
import { vendorRequests } from '../db/schema/vendors';
import { conflictOf } from '../test/conflict';
import { createWorld } from '../test/factories/world';
import type { Team } from '../test/factories/users';
import { submitVendorRequest, vendorRequestForm } from '../test/factories/vendor-requests';
import { decideRequest } from './transitions';

/**
 * New-vendor requests are decided only through their state machine (pending → approved | rejected,
 * once): a second decision, or one on a status read before another decision, is a 409 that writes nothing.
 */
let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const form = vendorRequestForm;
const rowOf = async (id: string) =>
  (await t.database.db.select().from(vendorRequests).where(eq(vendorRequests.id, id)))[0]!;
const reviewer = () => ({ id: team.procurement.id, at: new Date() });

describe('vendor request transitions', () => {
  it('decides a pending request once, stamping the reviewer', async () => {
    const { id } = await submitVendorRequest(t, team.employee, form());
    const pending = await rowOf(id);
    await t.database.db.transaction((tx) =>
      decideRequest(tx, pending, 'reject', reviewer(), { rejectionReason: 'Not needed' }),
    );
    expect(await rowOf(id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not needed',
      reviewedBy: team.procurement.id,
    });
    const decided = await rowOf(id);
    expect(
      await conflictOf(t.database.db.transaction((tx) => decideRequest(tx, decided, 'approve', reviewer()))),
    ).toBe('This vendor request was already rejected; it cannot be approved again.');
    // A decision on the status read before the rejection: the row moved on meanwhile.
    expect(
      await conflictOf(t.database.db.transaction((tx) => decideRequest(tx, pending, 'approve', reviewer()))),
    ).toBe('This vendor request was decided meanwhile; reload it.');
    expect((await rowOf(id)).status).toBe('rejected');
  });
});
