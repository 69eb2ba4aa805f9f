import type { RoleId } from '@shared/auth/roles';
import { hashPassword } from '../../auth/passwords';
import { users } from '../../db/schema/auth';
import { TEST_PASSWORD, type TestApp } from '../harness';
import { unique, uniqueDepartment } from './unique';

export type User = typeof users.$inferSelect;

let passwordHash: Promise<string> | undefined;

/**
 * A user who signs in with TEST_PASSWORD (pass the row as `as` to t.request). Names are unique
 * unless given, so texts that name the user name only this one.
 */
export async function createUser(
  t: TestApp,
  u: { role: RoleId; department: string } & Partial<Omit<typeof users.$inferInsert, 'roleId'>>,
): Promise<User> {
  const { role, ...over } = u;
  const id = over.id ?? unique('user');
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `${id}@example.test`,
      username: id,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: id,
      title: 'Tester',
      joinDate: '2024-01-01',
      ...over,
      id,
      roleId: role,
    })
    .returning();
  return row!;
}

export const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

/**
 * The people of one department (its own, unique unless named): a requester, a manager and a
 * director — and the roles that act for every department (procurement, two finance users so
 * payables' separation of duties has someone to hand over to, legal, admin), each with a
 * distinct first name.
 */
export async function createTeam(t: TestApp, department = uniqueDepartment()) {
  const make = (role: RoleId, firstName: string, dept = department) =>
    createUser(t, { role, department: dept, firstName });
  const [employee, manager, director, procurement, finance, ap, legal, admin] = await Promise.all([
    make('end_user', 'Erin'),
    make('manager', 'Morgan'),
    make('director', 'Dana'),
    make('procurement_sme', 'Pat', 'Procurement'),
    make('finance', 'Frances', 'Finance'),
    make('finance', 'Avery', 'Finance'),
    make('legal', 'Lee', 'Legal'),
    make('admin', 'Ada'),
  ]);
  return { department, employee, manager, director, procurement, finance, ap, legal, admin };
}
export type Team = Awaited<ReturnType<typeof createTeam>>;
/** The members of a team, by what they do. */
export type TeamMember = Exclude<keyof Team, 'department'>;
