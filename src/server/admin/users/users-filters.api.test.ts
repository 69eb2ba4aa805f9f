import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Account, type TestApp } from '../../test/harness';
import { createUser, type User } from '../../test/factories/users';
import { unique } from '../../test/factories/unique';
import { csvRows } from '../../exports/xlsx/test-unzip';

/**
 * The Users tab's filters (role, department, status; 'all' or blank for any) and its export: the file
 * holds exactly the rows the list shows under the same search, filters and sort; only users who may
 * read the list (access_administration) export it.
 */
let t: TestApp;
let admin: User;
let employee: User;
const tag = unique('Zzusers').toLowerCase();
const made: User[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin', department: 'IT', lastName: `Admin ${tag}` });
  employee = await createUser(t, { role: 'end_user', department: 'IT', lastName: `Employee ${tag}` });
  const people = [
    { role: 'finance', department: 'Finance', status: 'Active' },
    { role: 'finance', department: 'Finance', status: 'Inactive' },
    { role: 'finance', department: 'IT', status: 'Active' },
    { role: 'manager', department: 'Finance', status: 'Active' },
    { role: 'legal', department: 'Legal', status: 'Inactive' },
  ] as const;
  for (const [i, p] of people.entries())
    made.push(await createUser(t, { ...p, firstName: `P${i}`, lastName: `Person ${tag}` }));
});
afterAll(() => t.close());

const list = async (query: string, as: Account = admin) => {
  const res = await t.request({ method: 'GET', url: `/api/admin/users?q=${tag}&limit=100&${query}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: (res.json() as { id: string }[]).map((r) => r.id),
    total: Number(res.headers['x-total-count']),
  };
};
const ids = (...indexes: number[]) => indexes.map((i) => made[i]!.id);

describe('the Users tab’s filters', () => {
  it('narrow the accounts by role, department and status, together and with the search', async () => {
    expect((await list('role=finance')).ids).toEqual(ids(0, 1, 2));
    expect((await list('department=Finance')).ids).toEqual(ids(0, 1, 3));
    expect((await list('status=Inactive')).ids).toEqual(ids(1, 4));
    const both = await list('role=finance&department=Finance&status=Active');
    expect(both).toEqual({ ids: ids(0), total: 1 });
    // "All" and blank mean no filter.
    expect((await list('role=all&department=&status=all')).total).toBe(7);
  });

  it('refuse a value that is not one of the list’s', async () => {
    for (const query of ['role=wizard', 'department=Atlantis', 'status=Away']) {
      const res = await t.request({ method: 'GET', url: `/api/admin/users?${query}`, as: admin });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});

describe('the Users tab’s export', () => {
  it('holds the rows the list shows, in its order, under its filters', async () => {
    const query = `q=${tag}&department=Finance&sort=-name`;
    const shown = await list(`department=Finance&sort=-name`);
    const res = await t.request({ method: 'GET', url: `/api/exports/users?${query}&format=csv`, as: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d\d-\d\d\.csv"$/);
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual(['Name', 'Email', 'Role', 'Department', 'Status', 'Last Login', 'Password Set']);
    const byEmail = new Map(made.map((u) => [u.email, u.id]));
    expect(rows.slice(1).map((r) => byEmail.get(r[1]!))).toEqual(shown.ids);
    expect(rows[1]).toEqual(expect.arrayContaining(['Finance', made[3]!.email, 'Active']));
  });

  it('is refused to a user who may not read the list', async () => {
    const res = await t.request({ method: 'GET', url: '/api/exports/users?format=csv', as: employee });
    expect(res.statusCode).toBe(403);
  });
});
