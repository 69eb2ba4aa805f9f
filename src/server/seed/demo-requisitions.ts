import { addDays, isoDate } from '@shared/format';
import type { changeOrders, requisitionItems, requisitions } from '../db/schema/requisitions';
import { reqId, type SeedClock } from './demo-clock';
import { priceLines, totalOf, type LineSpec } from './demo-lines';
import { PO_SPECS, poId } from './demo-purchase-orders';
import { USER_DEPARTMENTS } from './demo-users';
import { VENDOR_NAMES } from './demo-vendors';

type RequisitionRow = typeof requisitions.$inferInsert;
type ItemRow = typeof requisitionItems.$inferInsert;
type ChangeOrderRow = typeof changeOrders.$inferInsert;

export type ReqSpec = {
  n: number;
  requestor: string;
  requestType: 'new-purchase' | 'blanket-po' | 'change-order';
  itemType: 'goods' | 'services' | 'mixed';
  title: string;
  urgency: 'low' | 'medium' | 'high' | 'critical';
  status: 'draft' | 'pending' | 'approved' | 'returned';
  /** Days ago submitted / approved (undefined for drafts). */
  submitted?: number;
  approved?: number;
  vendorId?: string;
  contractId?: string;
  /** Approved requisitions: the PO it became (its lines are the requisition's). */
  po?: number;
  justification: string;
  lines?: LineSpec[];
  deliveryLocation?: string;
  poNumber?: string;
  changeDescription?: string;
  feedback?: string;
  servicePeriod?: [startOffset: number, endOffset: number];
};

const G1 = '4000-001';
const G2 = '4000-002';
const G3 = '4000-003';
const G4 = '4000-004';
const HQ = '1200 Congress Avenue, Suite 400, Austin, TX 78701';

// prettier-ignore
export const REQ_SPECS: ReqSpec[] = [
  { n: 1, requestor: 'user-003', requestType: 'new-purchase', itemType: 'goods', title: 'Developer Laptop Refresh', urgency: 'high', status: 'pending', submitted: 4, vendorId: 'vendor-002', contractId: 'CTR-007',
    justification: 'Twelve developer laptops are past their four-year refresh cycle and failing under current build workloads; replacements keep the team productive and under warranty.',
    lines: [['Dell Latitude 7450 Laptop', 12, 'Each', '1849.00', G2, 'SKU-IT-001'], ['Dell Thunderbolt Dock WD22TB4', 12, 'Each', '289.00', G2, 'SKU-IT-003']] },
  { n: 2, requestor: 'user-003', requestType: 'new-purchase', itemType: 'goods', title: 'Conference Room Display Upgrade', urgency: 'medium', status: 'pending', submitted: 6, vendorId: 'vendor-003',
    justification: 'The six conference rooms still use 2015 projectors; hybrid meetings need large displays and proper video bars.',
    lines: [['Samsung 75" 4K Commercial Display', 6, 'Each', '1899.00', G2], ['Logitech Rally Bar Video Conferencing System', 6, 'Each', '2999.00', G2]] },
  { n: 3, requestor: 'user-003', requestType: 'new-purchase', itemType: 'goods', title: 'Adobe Creative Cloud Licenses for UX Team', urgency: 'low', status: 'pending', submitted: 2, vendorId: 'vendor-003',
    justification: 'The UX team grows to twelve designers next quarter; individual subscriptions are being consolidated into one team plan.',
    lines: [['Adobe Creative Cloud for Teams — All Apps (annual)', 12, 'Each', '659.88', G3]] },
  { n: 4, requestor: 'user-001', requestType: 'new-purchase', itemType: 'goods', title: 'Ergonomic Task Chairs for Procurement', urgency: 'medium', status: 'pending', submitted: 2, vendorId: 'vendor-001', contractId: 'CTR-001',
    justification: 'Replacing worn chairs flagged in the ergonomic assessment; contract pricing keeps each chair under $300.',
    lines: [['HON Ergonomic Mesh Task Chair', 22, 'Each', '249.99', G1, 'SKU-OFF-001'], ['Union & Scale FlexFit Executive Office Chair', 2, 'Each', '289.99', G1, 'SKU-OFF-003']] },
  { n: 5, requestor: 'user-003', requestType: 'new-purchase', itemType: 'services', title: 'Managed Security Monitoring (SOC) — 12 Months', urgency: 'medium', status: 'pending', submitted: 1, vendorId: 'vendor-014', servicePeriod: [30, 395],
    justification: 'Cyber insurance renewal requires 24/7 security monitoring; outsourcing is cheaper than staffing an internal SOC.',
    lines: [['Managed SOC monitoring service', 12, 'Month', '1850.00', G4]] },
  { n: 6, requestor: 'user-003', requestType: 'change-order', itemType: 'goods', title: 'Change Order: Add Monitors to PO-10003', urgency: 'medium', status: 'pending', submitted: 2, vendorId: 'vendor-002', contractId: 'CTR-007', poNumber: 'PO-10003',
    changeDescription: 'Add 10 Dell UltraSharp 27 4K monitors and 10 docking stations for new hires starting next month, at the original unit prices.',
    justification: 'Ten new engineers join in the next hiring wave; adding them to the open order keeps contract pricing and a single delivery.',
    lines: [['Dell UltraSharp 27 4K Monitor (U2723QE)', 10, 'Each', '579.99', G2, 'SKU-IT-002'], ['Dell Thunderbolt Dock WD22TB4', 10, 'Each', '289.00', G2, 'SKU-IT-003']] },
  { n: 7, requestor: 'user-004', requestType: 'new-purchase', itemType: 'mixed', title: 'Wireless Access Point Upgrade — Building B', urgency: 'high', status: 'pending', submitted: 1, vendorId: 'vendor-003', contractId: 'CTR-003', servicePeriod: [14, 21],
    justification: 'Building B access points are end-of-life and drop connections at peak load; the upgrade includes a site survey and installation.',
    lines: [['Cisco Meraki MR46 Access Point', 24, 'Each', '1195.00', G2], ['Wireless site survey and installation', 1, 'Each', '4500.00', G4]] },
  { n: 8, requestor: 'user-003', requestType: 'new-purchase', itemType: 'goods', title: 'Ergonomic Keyboards and Mice', urgency: 'low', status: 'pending', submitted: 0.3, vendorId: 'vendor-003',
    justification: 'Replacement input devices for the help desk team recommended by the ergonomic assessment.',
    lines: [['Logitech MX Keys & MX Master 3S Combo', 6, 'Each', '199.99', G2, 'SKU-IT-008']] },
  { n: 9, requestor: 'user-003', requestType: 'new-purchase', itemType: 'goods', title: 'Monitor Refresh for IT Staff', urgency: 'medium', status: 'approved', submitted: 45, approved: 41, vendorId: 'vendor-002', contractId: 'CTR-007', po: 3,
    justification: 'Standardising IT staff desks on 4K monitors with single-cable docking to cut support tickets.' },
  { n: 10, requestor: 'user-001', requestType: 'blanket-po', itemType: 'goods', title: 'Office Supplies Blanket PO', urgency: 'low', status: 'approved', submitted: 326, approved: 322, vendorId: 'vendor-001', contractId: 'CTR-001', po: 2, deliveryLocation: 'main-office',
    justification: 'Consolidates recurring office supply orders from all departments under the Staples contract to reduce PO volume and secure volume pricing.' },
  { n: 11, requestor: 'user-010', requestType: 'blanket-po', itemType: 'goods', title: 'MRO & Safety Supplies Blanket PO', urgency: 'medium', status: 'approved', submitted: 34, approved: 31, vendorId: 'vendor-010', contractId: 'CTR-009', po: 14, deliveryLocation: 'warehouse-a',
    justification: 'Recurring shelving and PPE needs for the distribution center; a blanket PO avoids weekly one-off orders.' },
  { n: 12, requestor: 'user-003', requestType: 'new-purchase', itemType: 'goods', title: 'MacBook Pro Laptops for Design Team', urgency: 'high', status: 'approved', submitted: 100, approved: 96, vendorId: 'vendor-003', po: 6,
    justification: 'The product design team needs macOS hardware for prototyping tools that do not run on Windows.' },
  { n: 13, requestor: 'user-008', requestType: 'new-purchase', itemType: 'services', title: 'Sales Cloud Seats — Annual Subscription', urgency: 'medium', status: 'approved', submitted: 116, approved: 111, vendorId: 'vendor-011', contractId: 'CTR-008', po: 13, servicePeriod: [-100, 265],
    justification: 'Eighty sales and marketing users need CRM access; renewal under the existing contract keeps the negotiated rate.' },
  { n: 14, requestor: 'user-003', requestType: 'new-purchase', itemType: 'goods', title: 'Standing Desks for the IT Team', urgency: 'low', status: 'returned', submitted: 8, vendorId: 'vendor-008', contractId: 'CTR-010',
    feedback: 'Please attach two competing quotes and confirm the delivery location before resubmitting. Facilities also needs the floor plan for Building A.',
    justification: 'Six sit-to-stand desks for the IT team following the ergonomic assessment.',
    lines: [['Herman Miller Motia Sit-to-Stand Desk', 6, 'Each', '899.00', G1, 'SKU-OFF-012']] },
  { n: 15, requestor: 'user-003', requestType: 'new-purchase', itemType: 'goods', title: 'USB-C Docking Stations for Hot Desks', urgency: 'low', status: 'draft', vendorId: 'vendor-002',
    justification: 'Hot desks on the third floor have no docking stations; visitors and hybrid staff lose time with adapters.',
    lines: [['Dell Thunderbolt Dock WD22TB4', 10, 'Each', '289.00', G2, 'SKU-IT-003']] },
  { n: 16, requestor: 'user-003', requestType: 'new-purchase', itemType: 'services', title: 'AWS Solutions Architect Training', urgency: 'medium', status: 'draft',
    justification: 'Certification training for four engineers ahead of the cloud migration project.',
    lines: [['AWS Solutions Architect – Associate course seat', 4, 'Each', '1250.00', G4]] },
];

export const LAST_REQ = REQ_SPECS.length;

/** Lines of a requisition: its own, or those of the PO it became. */
export function reqLines(s: ReqSpec): LineSpec[] {
  if (s.lines) return s.lines;
  return PO_SPECS.find((p) => p.n === s.po)!.lines;
}

export const reqTotal = (s: ReqSpec) => totalOf(priceLines(reqLines(s)));

/** Timestamps of a requisition's history; approved ones (and their POs) sit in this fiscal year. */
export const reqAt = (clock: SeedClock, s: ReqSpec, days: number) =>
  s.status === 'approved' ? clock.thisYear(days, 4) : clock.ago(days, 4);

export function buildRequisitions(clock: SeedClock) {
  const rows: RequisitionRow[] = [];
  const items: ItemRow[] = [];
  for (const s of REQ_SPECS) {
    const id = reqId(clock.year, s.n);
    const priced = priceLines(reqLines(s));
    const created = reqAt(clock, s, (s.submitted ?? 3) + 0.5);
    const submitted = s.submitted !== undefined ? reqAt(clock, s, s.submitted) : null;
    const approvedAt = s.approved !== undefined ? reqAt(clock, s, s.approved) : null;
    const lastChange = approvedAt ?? submitted ?? created;
    const needBy = submitted ? addDays(submitted, 14) : addDays(clock.today, 7);
    rows.push({
      id,
      requestType: s.requestType,
      title: s.title,
      description: priced.map((l) => `${Number(l.quantity)} × ${l.description}`).join('; '),
      itemType: s.itemType,
      department: USER_DEPARTMENTS[s.requestor]!,
      businessJustification: s.justification,
      dateNeededBy: isoDate(needBy),
      vendorId: s.vendorId ?? null,
      vendorName: s.vendorId ? VENDOR_NAMES[s.vendorId]! : null,
      shippingAddress: HQ,
      deliveryLocation: s.deliveryLocation ?? null,
      contractId: s.contractId ?? null,
      contractNumber: s.contractId ?? null,
      contractStartDate: s.servicePeriod ? clock.date(s.servicePeriod[0]) : null,
      contractEndDate: s.servicePeriod ? clock.date(s.servicePeriod[1]) : null,
      poNumber: s.poNumber ?? null,
      changeDescription: s.changeDescription ?? null,
      urgencyLevel: s.urgency,
      totalAmount: totalOf(priced),
      status: s.status,
      feedback: s.feedback ?? null,
      requestorId: s.requestor,
      submittedDate: submitted,
      approvedAt,
      createdAt: created,
      updatedAt: lastChange,
    });
    for (const l of priced) {
      items.push({
        id: `${id}-item${l.lineNo}`,
        requisitionId: id,
        lineNo: l.lineNo,
        itemType: 'good',
        productNumber: l.productNumber,
        description: l.description,
        quantity: l.quantity,
        unitOfMeasure: l.unitOfMeasure,
        unitPrice: l.unitPrice,
        total: l.total,
        generalLedgerCode: l.glCode,
        contractNumber: s.contractId ?? null,
        minOrderQuantity: s.requestType === 'blanket-po' ? 10 : null,
        leadTimeDays: s.requestType === 'blanket-po' ? 5 : null,
      });
    }
  }
  return { rows, items };
}

/** The change order behind REQ-<year>-006: 10 monitors and docks to add to PO-10003 (po-003). */
export function buildChangeOrders(clock: SeedClock): ChangeOrderRow[] {
  const spec = REQ_SPECS.find((s) => s.requestType === 'change-order')!;
  const po = PO_SPECS.find((p) => p.n === 3)!;
  const original = totalOf(priceLines(po.lines));
  const added = reqTotal(spec);
  return [
    {
      id: 'co-001',
      requisitionId: reqId(clock.year, spec.n),
      purchaseOrderId: poId(po.n),
      changeType: 'amendment',
      changeDescription: spec.changeDescription!,
      originalAmount: original,
      // As the API stores it: the change order's own amount (what its approval chain was built from).
      newAmount: added,
      status: 'pending',
      createdAt: reqAt(clock, spec, spec.submitted!),
    },
  ];
}
