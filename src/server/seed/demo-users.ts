import type { RoleId } from '@shared/auth/roles';
import type { users } from '../db/schema/auth';
import type { SeedClock } from './demo-clock';

type UserRow = typeof users.$inferInsert;

export type Person = {
  id: string;
  first: string;
  last: string;
  email: string;
  title: string;
  role: RoleId;
  department: string;
  phone: string;
  /** Years ago the person joined. */
  joinedYearsAgo: number;
  status?: 'Active' | 'Inactive';
  /** Days since the last sign-in (null: never). */
  lastLoginDaysAgo: number | null;
};

/** The demo accounts' password. */
export const DEMO_PASSWORD = 'procura-demo';

/** The 8 demo accounts (password DEMO_PASSWORD), as the README lists them. */
// prettier-ignore
export const DEMO_ACCOUNTS: Person[] = [
  { id: 'user-001', first: 'Sarah', last: 'Chen', email: 'procurement@procura.test', title: 'Procurement Manager', role: 'procurement_sme', department: 'Procurement', phone: '(512) 555-0101', joinedYearsAgo: 5, lastLoginDaysAgo: 0 },
  { id: 'user-002', first: 'Michael', last: 'Rodriguez', email: 'finance@procura.test', title: 'Finance Director', role: 'finance', department: 'Finance', phone: '(512) 555-0102', joinedYearsAgo: 7, lastLoginDaysAgo: 0 },
  { id: 'user-003', first: 'Emily', last: 'Davis', email: 'employee@procura.test', title: 'Employee', role: 'end_user', department: 'IT', phone: '(512) 555-0103', joinedYearsAgo: 2, lastLoginDaysAgo: 1 },
  { id: 'user-004', first: 'James', last: 'Wilson', email: 'manager@procura.test', title: 'Department Manager', role: 'manager', department: 'IT', phone: '(512) 555-0104', joinedYearsAgo: 6, lastLoginDaysAgo: 0 },
  { id: 'user-005', first: 'Linda', last: 'Martinez', email: 'director@procura.test', title: 'Department Director', role: 'director', department: 'IT', phone: '(512) 555-0105', joinedYearsAgo: 9, lastLoginDaysAgo: 2 },
  { id: 'user-006', first: 'Robert', last: 'Taylor', email: 'legal@procura.test', title: 'Legal Counsel', role: 'legal', department: 'Legal', phone: '(512) 555-0106', joinedYearsAgo: 4, lastLoginDaysAgo: 1 },
  { id: 'user-007', first: 'Alex', last: 'Morgan', email: 'admin@procura.test', title: 'System Administrator', role: 'admin', department: 'IT', phone: '(512) 555-0107', joinedYearsAgo: 3, lastLoginDaysAgo: 0 },
  // The second finance account, so payables' separation of duties can be shown by two people: AP enters, the Finance Director matches and pays.
  { id: 'user-012', first: 'Thomas', last: 'Anderson', email: 'ap@procura.test', title: 'Accounts Payable Specialist', role: 'finance', department: 'Finance', phone: '(512) 555-0112', joinedYearsAgo: 1, lastLoginDaysAgo: 2 },
];

/** Sample employees for the Administration users table; they cannot sign in (and are not listed as demo accounts). */
// prettier-ignore
const SAMPLE_EMPLOYEES: Person[] = [
  { id: 'user-008', first: 'Jessica', last: 'Brown', email: 'jessica.brown@staff.procura.test', title: 'Marketing Manager', role: 'manager', department: 'Marketing', phone: '(512) 555-0108', joinedYearsAgo: 4, lastLoginDaysAgo: 3 },
  { id: 'user-009', first: 'Daniel', last: 'Lee', email: 'daniel.lee@staff.procura.test', title: 'Research Engineer', role: 'end_user', department: 'R&D', phone: '(512) 555-0109', joinedYearsAgo: 2, lastLoginDaysAgo: 6 },
  { id: 'user-010', first: 'Kevin', last: 'Patel', email: 'kevin.patel@staff.procura.test', title: 'Operations Manager', role: 'manager', department: 'Operations', phone: '(512) 555-0110', joinedYearsAgo: 8, lastLoginDaysAgo: 1 },
  { id: 'user-011', first: 'Rachel', last: 'Green', email: 'rachel.green@staff.procura.test', title: 'HR Generalist', role: 'end_user', department: 'HR', phone: '(512) 555-0111', joinedYearsAgo: 3, status: 'Inactive', lastLoginDaysAgo: 94 },
  { id: 'user-013', first: 'Maria', last: 'Garcia', email: 'maria.garcia@staff.procura.test', title: 'Buyer', role: 'end_user', department: 'Procurement', phone: '(512) 555-0113', joinedYearsAgo: 6, status: 'Inactive', lastLoginDaysAgo: 210 },
  { id: 'user-014', first: 'Priya', last: 'Shah', email: 'priya.shah@staff.procura.test', title: 'Facilities Coordinator', role: 'end_user', department: 'Operations', phone: '(512) 555-0114', joinedYearsAgo: 2, lastLoginDaysAgo: 1 },
];

/** Display names by user id, for assignee texts and message senders. */
export const USER_NAMES: Record<string, string> = Object.fromEntries(
  [...DEMO_ACCOUNTS, ...SAMPLE_EMPLOYEES].map((p) => [p.id, `${p.first} ${p.last}`]),
);
export const USER_EMAILS: Record<string, string> = Object.fromEntries(
  [...DEMO_ACCOUNTS, ...SAMPLE_EMPLOYEES].map((p) => [p.id, p.email]),
);
export const USER_DEPARTMENTS: Record<string, string> = Object.fromEntries(
  [...DEMO_ACCOUNTS, ...SAMPLE_EMPLOYEES].map((p) => [p.id, p.department]),
);

export function buildUsers(clock: SeedClock, demoPasswordHash: string): UserRow[] {
  const row = (p: Person, passwordHash: string): UserRow => ({
    id: p.id,
    email: p.email,
    username: `${p.first}.${p.last}`.toLowerCase(),
    passwordHash,
    firstName: p.first,
    lastName: p.last,
    title: p.title,
    roleId: p.role,
    department: p.department,
    phone: p.phone,
    status: p.status ?? 'Active',
    joinDate: clock.date(-Math.round(p.joinedYearsAgo * 365.25) - 17),
    lastLogin: p.lastLoginDaysAgo === null ? null : clock.ago(p.lastLoginDaysAgo, 2),
    createdAt: clock.ago(Math.round(p.joinedYearsAgo * 365.25) + 17),
  });
  return [...DEMO_ACCOUNTS.map((p) => row(p, demoPasswordHash)), ...SAMPLE_EMPLOYEES.map((p) => row(p, '!'))];
}
