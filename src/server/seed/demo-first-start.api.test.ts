import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { demoAccount, demoToday } from '../test/factories/demo';
import { isoDate } from '@shared/format';
import { verifyPassword } from '../auth/passwords';
import { users } from '../db/schema/auth';
import { invoices } from '../db/schema/invoices';

/**
 * What the demo shows on first start: the 8 demo accounts (two in Finance, so payables' separation of
 * duties can be shown by two people), the assistant's answer for REQ-<year>-001 is the spec's (section
 * 9, "pending manager approval"), and a pending invoice matches cleanly when finance presses 3-Way Match.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
});
afterAll(() => t.close());

describe('demo data on first start', () => {
  it('has the 8 demo accounts with their roles and departments, signing in with the demo password', async () => {
    // The README's table of demo accounts.
    const expected: [string, string, string, string][] = [
      ['Sarah Chen', 'procurement@procura.test', 'procurement_sme', 'Procurement'],
      ['Michael Rodriguez', 'finance@procura.test', 'finance', 'Finance'],
      ['Emily Davis', 'employee@procura.test', 'end_user', 'IT'],
      ['James Wilson', 'manager@procura.test', 'manager', 'IT'],
      ['Linda Martinez', 'director@procura.test', 'director', 'IT'],
      ['Robert Taylor', 'legal@procura.test', 'legal', 'Legal'],
      ['Alex Morgan', 'admin@procura.test', 'admin', 'IT'],
      ['Thomas Anderson', 'ap@procura.test', 'finance', 'Finance'],
    ];
    const rows = await t.database.db.select().from(users);
    for (const [name, email, role, department] of expected) {
      const u = rows.find((r) => r.email === email);
      expect(u, email).toBeDefined();
      expect([`${u!.firstName} ${u!.lastName}`, u!.email, u!.roleId, u!.department, u!.status]).toEqual([
        name,
        email,
        role,
        department,
        'Active',
      ]);
      expect(u!.joinDate < isoDate(demoToday())).toBe(true);
    }
    const accounts = new Set(expected.map(([, email]) => email));
    const demo = rows.filter((r) => accounts.has(r.email));
    expect(demo).toHaveLength(8);
    expect(await verifyPassword(demo[0]!.passwordHash, 'procura-demo')).toBe(true);
    expect(new Set(demo.map((r) => r.passwordHash)).size).toBe(1);
    const others = rows.filter((r) => !accounts.has(r.email));
    expect(others.length).toBeGreaterThanOrEqual(5);
    expect(others.every((r) => r.passwordHash === '!')).toBe(true);
    expect(others.some((r) => r.status === 'Inactive')).toBe(true);
  });

  it("gives the procurement manager's Home page the figures of a fresh start: 2, 23, 18000.00, 5", async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/dashboard/summary',
      as: demoAccount('Procurement Manager'),
    });
    expect(res.json()).toEqual({
      pendingApprovals: 2,
      activeContracts: 23,
      savingsThisQuarter: '18000.00',
      unreadMessages: 5,
    });
  });

  it('answers that REQ-<year>-001 is pending manager approval', async () => {
    const id = `REQ-${demoToday().getFullYear()}-001`;
    const answer = await t.request({
      method: 'POST',
      url: '/api/assistant/chat',
      payload: { message: `What is the status of workflow ${id}?` },
      as: demoAccount('Procurement Manager'),
    });
    expect(answer.json().reply).toMatch(new RegExp(`^${id} is pending manager approval`));
  });

  it('has a pending invoice that matches cleanly when finance presses 3-Way Match', async () => {
    const pending = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.status, 'pending'), eq(invoices.threeWayMatchStatus, 'pending')));
    expect(pending.length).toBeGreaterThanOrEqual(1);
    const outcomes: string[] = [];
    for (const { id } of pending) {
      const res = await t.request({
        method: 'POST',
        url: `/api/invoices/${id}/match`,
        as: demoAccount('Finance Director'),
      });
      expect(res.statusCode, res.body).toBe(200);
      outcomes.push(res.json().threeWayMatchStatus);
    }
    expect(outcomes).toContain('matched');
  });
});
