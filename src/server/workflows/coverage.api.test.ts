import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CoverageResult, WorkflowInput } from '@shared/admin/workflows';
import { createTestApp } from '../test/harness';
import { createTeam, createUser } from '../test/factories/users';
import { uniqueDepartment } from '../test/factories/unique';

describe('coverage sweep', () => {
  it('finds a planted gap (a step nobody can take in a department) and overlaps of equal priority', async () => {
    const app = await createTestApp();
    try {
      const lonely = uniqueDepartment();
      const admin = await createUser(app, { role: 'admin', department: 'IT' });
      await createUser(app, { role: 'end_user', department: lonely });
      const staffed = await createTeam(app);
      const sweep = async () => {
        const res = await app.request({
          method: 'POST',
          url: '/api/admin/workflows/coverage',
          payload: {},
          as: admin,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<CoverageResult>();
      };
      const before = await sweep();
      expect(before.gaps).toEqual([]);
      expect(before.amounts).toEqual(expect.arrayContaining([999, 1000, 1001, 100001]));
      // Planted: legal reviews in the lonely department, and nobody of legal, procurement or finance can take it
      // above the procurement limit when finance is gone.
      const make = (payload: WorkflowInput) =>
        app.request({ method: 'POST', url: '/api/admin/workflows', payload, as: admin });
      expect(
        (
          await make({
            name: 'Lonely',
            status: 'Active',
            departments: [lonely],
            steps: [{ name: 'Legal Review', roleId: 'legal' }],
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await make({
            name: 'Twin',
            status: 'Active',
            departments: [lonely],
            steps: [{ name: 'Manager Review', roleId: 'manager' }],
          })
        ).statusCode,
      ).toBe(201);
      await app.database.db.execute(
        sql`update users set status = 'Inactive' where role_id in ('legal', 'finance') and department in ('Legal', 'Finance')`,
      );
      const after = await sweep();
      const gap = after.gaps.find((g) => g.department === lonely && g.template === 'Lonely');
      expect(gap).toMatchObject({ step: 'Legal Review' });
      expect(gap!.amount).toBeGreaterThan(50000);
      expect(after.gaps.every((g) => g.amount > 50000)).toBe(true);
      expect(after.overlaps.some((o) => o.department === lonely && o.templates.includes('Twin'))).toBe(true);
      expect(after.cases).toBe(after.departments.length * 3 * after.amounts.length);
      expect(staffed.department).toBeTruthy();
    } finally {
      await app.close();
    }
  }, 120_000);
});
