import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, type User } from '../test/factories/users';
import { createVendor } from '../test/factories/vendors';

let t: TestApp;
let procurement: User;
let vendorId: string;
beforeAll(async () => {
  t = await createTestApp();
  procurement = await createUser(t, { role: 'procurement_sme', department: 'Procurement' });
  vendorId = (await createVendor(t)).id;
});
afterAll(() => t.close());

describe("400s in the form layer's generic wording (spec section 5)", () => {
  it('words a too-long string and a wrong type as the spec does', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/vendors/${vendorId}`,
      payload: { contactName: 'x'.repeat(201), contactPhone: 42 },
      as: procurement,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      contactName: 'String must contain at most 200 characters',
      contactPhone: 'Expected string, received number',
    });
  });
});
