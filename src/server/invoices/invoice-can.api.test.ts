import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceCan } from '@shared/invoices/can';
import type { InvoiceStatus, MatchStatus } from '@shared/invoices/schemas';
import type { Account, TestApp } from '../test/harness';
import { membersOf, offeredActions } from '../test/can';
import { createWorld } from '../test/factories/world';
import { createInvoice } from '../test/factories/invoices';
import type { Team } from '../test/factories/users';

/**
 * Invoice answers carry `can` from the invoice policies; the server then allows exactly those
 * actions: for every state below, user and action, a fresh invoice entered by the team's AP clerk is
 * built, its `can` read (detail and list row alike), the action tried — 2xx when `can` says yes,
 * 403 or 409 when it says no. Both finance users are AP Finance, the clerk the entrant (separation
 * of duties); procurement sees every invoice but is not AP Finance.
 */
let t: TestApp, team: Team, vendorId: string;
beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
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

const build = async ([status, threeWayMatchStatus]: [InvoiceStatus, MatchStatus]) =>
  (await createInvoice(t, { vendorId, status, threeWayMatchStatus, createdBy: team.ap.id })).id;

const post = (id: string, action: string, as: Account, payload?: object) =>
  t.request({ method: 'POST', url: `/api/invoices/${id}/${action}`, as, ...(payload ? { payload } : {}) });
const ACTIONS: Record<keyof InvoiceCan, (id: string, as: Account) => ReturnType<TestApp['request']>> = {
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
const USERS = ['finance', 'ap', 'procurement'] as const;

describe('invoice `can` is what the server allows', () => {
  for (const [name, state] of Object.entries(STATES)) {
    it(name, async () => {
      const offered = await offeredActions({
        scenario: name,
        users: membersOf(team, USERS),
        actions: ACTIONS,
        build: () => build(state),
        canOf: async (id, as) => {
          const detail = await t.request({ method: 'GET', url: `/api/invoices/${id}`, as });
          expect(detail.statusCode).toBe(200);
          const can = (detail.json() as { can: InvoiceCan }).can;
          const list = await t.request({ method: 'GET', url: `/api/invoices?q=INV-${id}`, as });
          const row = (list.json() as { id: string; can: InvoiceCan }[]).find((r) => r.id === id);
          expect(row?.can).toEqual(can);
          return can;
        },
      });
      expect(offered).toEqual(EXPECTED[name]!.sort());
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
