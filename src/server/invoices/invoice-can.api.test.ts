import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceCan } from '@shared/invoices/can';
import type { InvoiceStatus, MatchStatus } from '@shared/invoices/schemas';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { insertInvoice, insertVendor } from '../profile/test-fixtures';

/**
 * Invoice answers carry `can` from the invoice policies; the server then allows exactly those
 * actions: for every state below, user and action, a fresh invoice entered by ap@ (user-012) is
 * built, its `can` read (detail and list row alike), the action tried — 2xx when `can` says yes,
 * 403 or 409 when it says no. finance@ is AP Finance, ap@ the entrant (separation of duties),
 * procurement@ sees every invoice but is not AP Finance.
 */
let t: TestApp;
let vendorId: string;
beforeAll(async () => {
  t = await createTestApp();
  vendorId = await insertVendor(t.database.db, { name: 'Zzcan Office Goods' });
});
afterAll(() => t.close());

const STATES: Record<string, [InvoiceStatus, MatchStatus]> = {
  'to match': ['pending', 'pending'],
  matched: ['pending', 'matched'],
  approved: ['approved', 'matched'],
  exception: ['pending', 'exception'],
  'on hold': ['on-hold', 'pending'],
  paid: ['paid', 'matched'],
  rejected: ['rejected', 'pending'],
};

const build = ([status, threeWayMatchStatus]: [InvoiceStatus, MatchStatus]) =>
  insertInvoice(t.database.db, { vendorId, status, threeWayMatchStatus, createdBy: 'user-012' });

const post = (id: string, action: string, as: DemoUser, payload?: object) =>
  t.request({ method: 'POST', url: `/api/invoices/${id}/${action}`, as, ...(payload ? { payload } : {}) });
const ACTIONS: Record<keyof InvoiceCan, (id: string, as: DemoUser) => ReturnType<TestApp['request']>> = {
  match: (id, as) => post(id, 'match', as),
  resolve: (id, as) => post(id, 'resolve', as, { note: 'Checked with the vendor' }),
  approve: (id, as) =>
    t.request({ method: 'PATCH', url: `/api/invoices/${id}`, as, payload: { status: 'approved' } }),
  pay: (id, as) => post(id, 'pay', as),
  hold: (id, as) => post(id, 'hold', as, { reason: 'Waiting for credit note' }),
  dispute: (id, as) => post(id, 'dispute', as, { reason: 'Wrong price' }),
  reject: (id, as) => post(id, 'reject', as, { reason: 'Not ours' }),
  release: (id, as) => post(id, 'release', as, {}),
};
const USERS: DemoUser[] = ['finance', 'ap', 'procurement'];

describe('invoice `can` is what the server allows', () => {
  for (const [name, state] of Object.entries(STATES)) {
    it(name, async () => {
      const offered: string[] = [];
      for (const as of USERS) {
        for (const action of Object.keys(ACTIONS) as (keyof InvoiceCan)[]) {
          const id = await build(state);
          const detail = await t.request({ method: 'GET', url: `/api/invoices/${id}`, as });
          expect(detail.statusCode).toBe(200);
          const can = (detail.json() as { can: InvoiceCan }).can;
          const list = await t.request({ method: 'GET', url: `/api/invoices?q=INV-${id}`, as });
          expect((list.json() as { id: string; can: InvoiceCan }[]).find((r) => r.id === id)?.can).toEqual(
            can,
          );
          const res = await ACTIONS[action](id, as);
          const label = `${as} ${action} on ${name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (can[action]) {
            expect(res.statusCode, label).toBe(200);
            offered.push(`${as}:${action}`);
          } else {
            expect([403, 409], label).toContain(res.statusCode);
          }
        }
      }
      expect(offered.sort()).toEqual(EXPECTED[name]!.sort());
    });
  }
});

const OPEN = ['hold', 'dispute', 'reject'];
const both = (actions: string[]) => actions.flatMap((a) => [`finance:${a}`, `ap:${a}`]);
/** What each user is offered per state (so the loop above cannot pass by offering nothing). */
const EXPECTED: Record<string, string[]> = {
  'to match': ['finance:match', ...both(OPEN)],
  matched: ['finance:approve', ...both(OPEN)],
  approved: ['finance:pay', ...both(OPEN)],
  exception: [...both(['resolve', ...OPEN])],
  'on hold': both(['release']),
  paid: [],
  rejected: [],
};
