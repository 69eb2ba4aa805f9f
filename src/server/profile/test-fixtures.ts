/**
 * Test-only helpers for the API tests of the vendors, contracts, invoices, RFPs, savings, messages
 * and profile areas: the demo users (inserted when the demo seed has not provided them) and direct
 * inserts of the rows a test needs, each with a unique id so tests never depend on demo rows.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { vendors } from '../db/schema/vendors';
import { contracts } from '../db/schema/contracts';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { requisitions } from '../db/schema/requisitions';
import { invoiceLines, invoices } from '../db/schema/invoices';
import { hashPassword } from '../auth/passwords';

/** The demo accounts' password (as the harness and the demo seed use). */
const DEMO_PASSWORD = 'procura-demo';

export const DEMO_USERS = [
  { id: 'user-001', email: 'procurement@procura.test', first: 'Sarah', last: 'Chen', title: 'Procurement Manager', role: 'procurement_sme', dept: 'Procurement' },
  { id: 'user-002', email: 'finance@procura.test', first: 'Michael', last: 'Rodriguez', title: 'Finance Director', role: 'finance', dept: 'Finance' },
  { id: 'user-003', email: 'employee@procura.test', first: 'Emily', last: 'Davis', title: 'Employee', role: 'end_user', dept: 'IT' },
  { id: 'user-004', email: 'manager@procura.test', first: 'James', last: 'Wilson', title: 'Department Manager', role: 'manager', dept: 'IT' },
  { id: 'user-005', email: 'director@procura.test', first: 'Linda', last: 'Martinez', title: 'Department Director', role: 'director', dept: 'IT' },
  { id: 'user-006', email: 'legal@procura.test', first: 'Robert', last: 'Taylor', title: 'Legal Counsel', role: 'legal', dept: 'Legal' },
  { id: 'user-007', email: 'admin@procura.test', first: 'Alex', last: 'Morgan', title: 'System Administrator', role: 'admin', dept: 'IT' },
  { id: 'user-012', email: 'ap@procura.test', first: 'Thomas', last: 'Anderson', title: 'Accounts Payable Specialist', role: 'finance', dept: 'Finance' },
] as const; // prettier-ignore

/** The eight demo users (password procura-demo); rows the demo seed already wrote are left alone. */
export async function ensureDemoUsers(db: Db): Promise<void> {
  const present = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        DEMO_USERS.map((u) => u.id),
      ),
    );
  if (present.length === DEMO_USERS.length) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({
        id: u.id,
        email: u.email,
        username: u.email.split('@')[0]!,
        passwordHash,
        firstName: u.first,
        lastName: u.last,
        title: u.title,
        roleId: u.role,
        department: u.dept,
        joinDate: '2022-01-10',
      })),
    )
    .onConflictDoNothing();
}

/** A user of a given role and department (for scoping tests). */
export async function insertUser(
  db: Db,
  roleId: string,
  department: string,
): Promise<{ id: string; email: string }> {
  const id = `user-t-${randomUUID().slice(0, 8)}`;
  const email = `${id}@procura.test`;
  await db.insert(users).values({
    id,
    email,
    username: id,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Test',
    lastName: id,
    title: 'Tester',
    roleId,
    department,
    joinDate: '2023-01-01',
  });
  return { id, email };
}

export const uid = (prefix: string) => `${prefix}-t-${randomUUID().slice(0, 8)}`;

export async function insertVendor(db: Db, v: Partial<typeof vendors.$inferInsert> = {}) {
  const id = v.id ?? uid('vendor');
  await db
    .insert(vendors)
    .values({ name: `Vendor ${id}`, category: 'Office Supplies', status: 'active', ...v, id });
  return id;
}

export async function insertRequisition(
  db: Db,
  r: Partial<typeof requisitions.$inferInsert> & { requestorId: string },
) {
  const id = r.id ?? uid('REQ');
  await db.insert(requisitions).values({
    requestType: 'new-purchase',
    title: `Requisition ${id}`,
    itemType: 'goods',
    department: 'IT',
    businessJustification: 'Needed for testing',
    totalAmount: '100.00',
    status: 'pending',
    ...r,
    id,
  });
  return id;
}

export async function insertPurchaseOrder(
  db: Db,
  p: Partial<typeof purchaseOrders.$inferInsert> & { vendorId: string },
) {
  const id = p.id ?? uid('po');
  await db.insert(purchaseOrders).values({
    poNumber: `PO-${id}`,
    department: 'IT',
    amount: '1000.00',
    status: 'approved',
    ...p,
    id,
  });
  return { id, poNumber: p.poNumber ?? `PO-${id}` };
}

export async function insertContract(
  db: Db,
  c: Partial<typeof contracts.$inferInsert> & { vendorId: string; endDate: string },
) {
  const id = c.id ?? uid('contract');
  await db.insert(contracts).values({
    title: `Contract ${id}`,
    value: '10000.00',
    startDate: '2024-01-01',
    status: 'active',
    category: 'Supplies',
    riskLevel: 'Low',
    contactPerson: 'Pat Contact',
    ...c,
    id,
  });
  return id;
}

export async function insertInvoice(
  db: Db,
  i: Partial<typeof invoices.$inferInsert> & { vendorId: string },
  lines: { description: string; quantity: string; unitPrice: string; glCode: string; total: string }[] = [],
) {
  const id = i.id ?? uid('inv');
  await db.insert(invoices).values({
    invoiceNumber: `INV-${id}`,
    amount: '500.00',
    invoiceDate: `${new Date().getFullYear()}-01-15`,
    dueDate: `${new Date().getFullYear()}-02-15`,
    receivedDate: `${new Date().getFullYear()}-01-16`,
    ...i,
    id,
  });
  if (lines.length) {
    await db
      .insert(invoiceLines)
      .values(lines.map((l, n) => ({ ...l, id: `${id}-line-${n + 1}`, invoiceId: id, lineNo: n + 1 })));
  }
  return id;
}
