import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { savedFilterSets, workflowTemplates } from '../db/schema/admin';
import { detectAnomalies } from '../analytics/anomalies/detect';
import { SEQUENCES, continueAfter, requisitionSequence } from '../lib/ids';
import { approvalRequests, approvalSteps } from '../db/schema/approvals';
import { users } from '../db/schema/auth';
import { contracts } from '../db/schema/contracts';
import { budgets, invoiceLines, invoices } from '../db/schema/invoices';
import { mailboxEntries, messages } from '../db/schema/messages';
import {
  goodsReceiptLines,
  goodsReceipts,
  poLines,
  poWorkflowSteps,
  purchaseOrders,
} from '../db/schema/purchase-orders';
import { changeOrders, requisitionItems, requisitions } from '../db/schema/requisitions';
import { attachments } from '../db/schema/attachments';
import { rfpResponses, rfpVendors, rfps } from '../db/schema/rfps';
import { consolidationOpportunities, directSavings } from '../db/schema/savings';
import { catalogItems, vendorRequests, vendors } from '../db/schema/vendors';
import { buildSavedFilterSets, buildWorkflowTemplates } from './demo-admin';
import { buildApprovals } from './demo-approvals';
import { buildBudgets } from './demo-budgets';
import { seedClock } from './demo-clock';
import { buildContracts } from './demo-contracts';
import { buildInvoices, LAST_INVOICE } from './demo-invoices';
import { buildMessages } from './demo-messages';
import { buildPurchaseOrders, LAST_PO } from './demo-purchase-orders';
import { buildReceipts } from './demo-receipts';
import { buildChangeOrders, buildRequisitions, LAST_REQ } from './demo-requisitions';
import { buildRfps, LAST_RFP } from './demo-rfps';
import { buildDirectSavings, buildOpportunities } from './demo-savings';
import { buildUsers, DEMO_PASSWORD } from './demo-users';
import { buildCatalogItems, buildVendorRequests, buildVendors } from './demo-vendors';

/**
 * The demo data set (users, vendors, contracts, requisitions, approvals, POs, receipts, invoices,
 * budgets, RFPs, messages, savings, admin data), dated relative to `today`, inserted in one transaction
 * in dependency order. Then the document-number sequences continue after the seeded ids, and the
 * anomaly detection runs over the demo records.
 */
export async function seedDemoData(db: Db, opts: { today?: Date } = {}): Promise<void> {
  const clock = seedClock(opts.today ?? new Date());
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const pos = buildPurchaseOrders(clock);
  const receipts = buildReceipts(clock);
  const reqs = buildRequisitions(clock);
  const approvals = buildApprovals(clock);
  const inv = buildInvoices(clock);
  const rfp = buildRfps(clock);
  const contractRows = buildContracts(clock);
  const msg = buildMessages(clock, {
    requisitions: reqs.rows,
    contracts: contractRows,
    rfps: rfp.rows,
  });
  const vendorRows = buildVendors(clock);

  await db.transaction(async (tx) => {
    await tx.insert(users).values(buildUsers(clock, passwordHash));
    await tx.insert(vendors).values(vendorRows);
    await tx.insert(catalogItems).values(buildCatalogItems(clock));
    await tx.insert(vendorRequests).values(buildVendorRequests(clock));
    await tx.insert(contracts).values(contractRows);
    await tx.insert(requisitions).values(reqs.rows);
    await tx.insert(requisitionItems).values(reqs.items);
    await tx.insert(changeOrders).values(buildChangeOrders(clock));
    await tx.insert(approvalRequests).values(approvals.requests);
    await tx.insert(approvalSteps).values(approvals.steps);
    await tx.insert(purchaseOrders).values(pos.orders);
    await tx.insert(poLines).values(pos.lines);
    await tx.insert(poWorkflowSteps).values(pos.steps);
    await tx.insert(goodsReceipts).values(receipts.receipts);
    await tx.insert(goodsReceiptLines).values(receipts.lines);
    await tx.insert(invoices).values(inv.rows);
    await tx.insert(invoiceLines).values(inv.lines);
    await tx.insert(attachments).values(inv.files);
    await tx.insert(budgets).values(buildBudgets(clock));
    await tx.insert(rfps).values(rfp.rows);
    await tx.insert(rfpVendors).values(rfp.invited);
    await tx.insert(rfpResponses).values(rfp.responses);
    await tx.insert(messages).values(msg.rows);
    await tx.insert(mailboxEntries).values(msg.entries);
    await tx.insert(attachments).values(msg.files);
    await tx.insert(directSavings).values(buildDirectSavings(clock));
    await tx.insert(consolidationOpportunities).values(buildOpportunities(clock));
    await tx.insert(workflowTemplates).values(buildWorkflowTemplates(clock));
    await tx.insert(savedFilterSets).values(buildSavedFilterSets(clock));
    for (const [sequence, last] of [
      [requisitionSequence(clock.year), LAST_REQ],
      [SEQUENCES.poNumber, 10000 + LAST_PO],
      [SEQUENCES.poId, LAST_PO],
      [SEQUENCES.vendor, vendorRows.length],
      [SEQUENCES.invoice, LAST_INVOICE],
      [SEQUENCES.rfp, LAST_RFP],
      [SEQUENCES.message, msg.rows.length],
    ] as const)
      await continueAfter(tx, sequence, last);
  });
  // The Analytics page's anomalies: found in the demo records by the detection itself (all of them).
  await detectAnomalies(db, { now: clock.today, since: clock.ago(DEMO_HISTORY_DAYS) });
}

/** The demo records go back less than this (the anomaly detection reads them all at seed). */
const DEMO_HISTORY_DAYS = 3 * 365;
