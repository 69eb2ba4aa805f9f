import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** The public reply page is rate limited per address like the RFP response page (LOGIN_RATE_LIMIT × 6 a minute). */
let t: TestApp;
beforeAll(async () => (t = await createTestApp({ LOGIN_RATE_LIMIT: '1' })));
afterAll(() => t.close());

describe('/api/vendor-reply', () => {
  it('refuses the seventh look-up of a minute from one address with 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await t.app.inject({ method: 'GET', url: '/api/vendor-reply?token=guess' })).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });
});
