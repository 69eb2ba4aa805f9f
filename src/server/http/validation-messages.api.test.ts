import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("400s in the form layer's generic wording (spec section 5)", () => {
  it('words a too-long string and a wrong type as the spec does', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/vendors/vendor-001',
      payload: { contactName: 'x'.repeat(201), contactPhone: 42 },
      as: 'procurement',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      contactName: 'String must contain at most 200 characters',
      contactPhone: 'Expected string, received number',
    });
  });
});
