import { drizzle } from 'drizzle-orm/node-postgres';
import { eq, and, asc } from 'drizzle-orm';
import { requisitions, requisitionItems } from '../src/server/db/schema/requisitions';
import { approvalSteps } from '../src/server/db/schema/approvals';
const db = drizzle.mock ? drizzle.mock() : (drizzle as any)({ connection: 'postgres://x@127.0.0.1/x' });
const row = { id: 'REQ-1', requestType: 'new-purchase', title: 't', description: null, itemType: 'goods', department: 'IT', businessJustification: 'x', dateNeededBy: '2030-01-01', vendorId: null, vendorName: null, shippingAddress: null, deliveryLocation: null, contractId: null, contractNumber: null, contractStartDate: null, contractEndDate: null, poNumber: null, changeDescription: null, urgencyLevel: 'low', originalPrice: null, discountAmount: null, discountPercentage: null, costSavingsNotes: null, totalAmount: '10', status: 'pending', attachmentNames: [], requestorId: 'u', createdAt: new Date(), updatedAt: new Date() } as any;
for (const [name, f] of [
  ['insert requisition', () => db.insert(requisitions).values(row).returning().toSQL()],
  ['select items', () => db.select().from(requisitionItems).where(eq(requisitionItems.requisitionId, 'x')).orderBy(asc(requisitionItems.lineNo)).toSQL()],
] as const) {
  for (let i = 0; i < 2000; i++) f();
  const t = performance.now();
  for (let i = 0; i < 5000; i++) f();
  console.log(name, ((performance.now() - t) / 5000).toFixed(3), 'ms');
}
