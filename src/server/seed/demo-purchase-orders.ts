import type { poLines, poWorkflowSteps, purchaseOrders } from '../db/schema/purchase-orders';
import { reqId, type SeedClock } from './demo-clock';
import { contractDates } from './demo-contracts';
import { priceLines, totalOf, type LineSpec } from './demo-lines';

type PoRow = typeof purchaseOrders.$inferInsert;
type PoLineRow = typeof poLines.$inferInsert;
type PoStepRow = typeof poWorkflowSteps.$inferInsert;
type StepStatus = 'completed' | 'pending' | 'not_started';

export type PoSpec = {
  n: number;
  vendorId: string;
  department: string;
  description: string;
  status: 'pending' | 'approved' | 'in-progress' | 'completed' | 'cancelled';
  contractId?: string;
  /** Sequence number of the approved requisition it came from (REQ-<year>-NNN). */
  requisition?: number;
  blanketLimit?: string;
  /** Releases: n of the blanket PO they draw down. */
  parent?: number;
  /** Days ago the PO was created / approved / completed. */
  created: number;
  approved?: number;
  completed?: number;
  attachments: string[];
  lines: LineSpec[];
  /** Workflow step statuses when not all completed (pending and cancelled POs); a shorter chain has fewer. */
  steps?: StepStatus[];
  /** Assignees when a step was escalated away from the department's usual approver. */
  assignees?: string[];
};

const G1 = '4000-001';
const G2 = '4000-002';
const G3 = '4000-003';
const G4 = '4000-004';
const G5 = '4000-005';

/** IT's computer equipment (4000-002) spend sits on po-003/004/005/006 (the IT budget's ~87%). */
// prettier-ignore
export const PO_SPECS: PoSpec[] = [
  { n: 1, vendorId: 'vendor-008', department: 'Operations', description: 'Ergonomic seating and sit-to-stand desks for the Austin office expansion', status: 'pending', contractId: 'CTR-010', created: 6, attachments: ['HermanMiller_Quote_Q-88412.pdf', 'Austin_Office_Floor_Plan.pdf'],
    lines: [['Herman Miller Sayl Chair', 24, 'Each', '695.00', G1, 'SKU-OFF-009'], ['Herman Miller Renew Sit-to-Stand Desk', 12, 'Each', '1450.00', G1, 'SKU-OFF-011'], ['Delivery and installation crew', 3, 'Day', '800.00', G4]],
    steps: ['completed', 'completed', 'pending', 'not_started'] },
  { n: 2, vendorId: 'vendor-001', department: 'Procurement', description: 'Office supplies blanket PO — paper, toner and writing instruments', status: 'in-progress', contractId: 'CTR-001', requisition: 10, blanketLimit: '60000.00', created: 320, approved: 318, attachments: ['Staples_Contract_Pricing.xlsx', 'CTR-001_Blanket_Agreement.pdf'],
    lines: [['Copy Paper 8.5" x 11", 10 Reams', 400, 'Case', '54.99', G1, 'SKU-OFF-004'], ['HP 58A Black Toner Cartridge', 120, 'Each', '139.99', G1, 'SKU-OFF-005'], ['Pilot G2 Gel Pens, Black', 300, 'Dozen', '14.99', G1, 'SKU-OFF-007']] },
  { n: 3, vendorId: 'vendor-002', department: 'IT', description: 'Monitor and docking station refresh for IT staff', status: 'in-progress', contractId: 'CTR-007', requisition: 9, created: 40, approved: 37, attachments: ['Dell_Quote_3000187245.pdf'],
    lines: [['Dell UltraSharp 27 4K Monitor (U2723QE)', 60, 'Each', '579.99', G2, 'SKU-IT-002'], ['Dell Thunderbolt Dock WD22TB4', 60, 'Each', '289.00', G2, 'SKU-IT-003']] },
  { n: 4, vendorId: 'vendor-002', department: 'IT', description: 'Precision mobile workstations for the engineering team', status: 'completed', contractId: 'CTR-007', created: 150, approved: 147, completed: 120, attachments: ['Dell_Quote_3000171102.pdf', 'Workstation_Spec_Sheet.pdf'],
    lines: [['Dell Precision 5690 Mobile Workstation', 30, 'Each', '3299.00', G2, 'SKU-IT-004']] },
  { n: 5, vendorId: 'vendor-003', department: 'IT', description: 'Core network switch replacement — HQ data closets', status: 'approved', contractId: 'CTR-003', created: 12, approved: 9, attachments: ['CDW_Quote_NXQ7719.pdf', 'Network_Design_v2.pdf'],
    lines: [['Cisco Catalyst 9200 24-Port Switch', 12, 'Each', '2900.00', G2, 'SKU-IT-009'], ['Cisco DNA Advantage license, 3-year term', 12, 'Each', '1150.00', G3]] },
  { n: 6, vendorId: 'vendor-003', department: 'IT', description: 'MacBook Pro laptops for the product design team', status: 'completed', requisition: 12, created: 95, approved: 93, completed: 80, attachments: ['CDW_Quote_NXP5521.pdf'],
    lines: [['Apple MacBook Pro 14" (M4 Pro)', 14, 'Each', '1999.00', G2, 'SKU-IT-005'], ['Logitech MX Keys & MX Master 3S Combo', 14, 'Each', '199.99', G2, 'SKU-IT-008']] },
  { n: 7, vendorId: 'vendor-005', department: 'Finance', description: 'ERP implementation advisory — design and data conversion phases', status: 'in-progress', contractId: 'CTR-005', created: 150, approved: 145, attachments: ['Deloitte_SOW_ERP_Phase1.pdf', 'Rate_Card.pdf'],
    lines: [['Senior consultant services', 1500, 'Hour', '225.00', G4], ['Engagement manager services', 300, 'Hour', '325.00', G4]] },
  { n: 8, vendorId: 'vendor-004', department: 'IT', description: 'Microsoft 365 E3 and Visio annual renewal', status: 'completed', contractId: 'CTR-006', created: 200, approved: 198, completed: 190, attachments: ['Microsoft_EA_Renewal_Quote.pdf'],
    lines: [['Microsoft 365 E3 (annual, per user)', 450, 'Each', '432.00', G3, 'SKU-SW-001'], ['Microsoft Visio Plan 2 (annual, per user)', 25, 'Each', '180.00', G3, 'SKU-SW-002']] },
  { n: 9, vendorId: 'vendor-006', department: 'Operations', description: 'Alarm monitoring and badge access control upgrade', status: 'in-progress', contractId: 'CTR-002', created: 180, approved: 176, attachments: ['ADT_Service_Agreement.pdf', 'Access_Control_Scope.pdf'],
    lines: [['24/7 alarm monitoring, all sites', 12, 'Month', '4850.00', G5], ['Badge reader and controller upgrade', 1, 'Each', '36500.00', G5]] },
  { n: 10, vendorId: 'vendor-007', department: 'Operations', description: 'Janitorial and building maintenance services', status: 'in-progress', contractId: 'CTR-004', created: 250, approved: 245, attachments: ['ABM_Statement_of_Work.pdf'],
    lines: [['Janitorial and day porter services', 12, 'Month', '18750.00', G5]] },
  { n: 11, vendorId: 'vendor-001', department: 'Procurement', description: 'Release 1 against blanket PO-10002 — paper and toner restock', status: 'completed', contractId: 'CTR-001', parent: 2, created: 70, approved: 69, completed: 62, attachments: [],
    lines: [['Copy Paper 8.5" x 11", 10 Reams', 80, 'Case', '54.99', G1, 'SKU-OFF-004'], ['HP 58A Black Toner Cartridge', 20, 'Each', '139.99', G1, 'SKU-OFF-005']] },
  { n: 12, vendorId: 'vendor-009', department: 'Marketing', description: 'Trade show booth graphics for the spring expo (event cancelled)', status: 'cancelled', created: 60, attachments: ['Booth_Artwork_Proof.pdf'],
    lines: [['Retractable Banner Stand, 33" x 81"', 10, 'Each', '189.00', G1, 'SKU-MKT-001'], ['Tri-fold brochures, full color', 5000, 'Each', '0.42', G1]],
    steps: ['completed', 'not_started', 'not_started', 'not_started'] },
  { n: 13, vendorId: 'vendor-011', department: 'Marketing', description: 'Sales Cloud Enterprise seats — annual subscription', status: 'completed', contractId: 'CTR-008', requisition: 13, created: 110, approved: 105, completed: 100, attachments: ['Salesforce_Order_Form.pdf'],
    lines: [['Sales Cloud Enterprise license (annual)', 80, 'Each', '1650.00', G3]] },
  { n: 14, vendorId: 'vendor-010', department: 'Operations', description: 'MRO and safety supplies blanket PO — distribution center', status: 'approved', contractId: 'CTR-009', requisition: 11, blanketLimit: '25000.00', created: 30, approved: 27, attachments: ['Grainger_Contract_Pricing.pdf'],
    lines: [['Edsal Heavy-Duty Steel Shelving 48" x 24"', 20, 'Each', '389.00', G5, 'SKU-FAC-001'], ['3M 8210 N95 Respirators, 20/Box', 100, 'Case', '29.50', G5, 'SKU-FAC-002']] },
  { n: 15, vendorId: 'vendor-009', department: 'Marketing', description: 'Trade show banners and business cards for the winter sales kickoff', status: 'pending', created: 2, attachments: ['Banner_Design_Final.pdf'],
    lines: [['Retractable Banner Stand, 33" x 81"', 6, 'Each', '189.00', G1, 'SKU-MKT-001'], ['Premium Business Cards, 500', 20, 'Each', '39.99', G1, 'SKU-MKT-002']],
    steps: ['pending'], assignees: ['Sarah Chen'] },
];

export const poId = (n: number) => `po-${String(n).padStart(3, '0')}`;
export const poNumber = (n: number) => `PO-${10000 + n}`;
export const poLineId = (n: number, lineNo: number) => `${poId(n)}-l${lineNo}`;
export const LAST_PO = PO_SPECS.length;

const STEP_NAMES = ['Manager Review', 'Finance Approval', 'Legal Review', 'Final Approval'] as const;
const MANAGER_OF: Record<string, string> = {
  IT: 'James Wilson',
  Operations: 'Kevin Patel',
  Marketing: 'Jessica Brown',
  Finance: 'Michael Rodriguez',
  Procurement: 'Sarah Chen',
};

function assignees(department: string): string[] {
  return [
    MANAGER_OF[department] ?? 'Sarah Chen',
    'Michael Rodriguez',
    'Robert Taylor',
    department === 'IT' ? 'Linda Martinez' : 'Sarah Chen',
  ];
}

export function buildPurchaseOrders(clock: SeedClock) {
  const orders: PoRow[] = [];
  const lines: PoLineRow[] = [];
  const steps: PoStepRow[] = [];
  for (const s of PO_SPECS) {
    const id = poId(s.n);
    // Open-for-approval POs are recent; the others belong to this fiscal year (budget spend).
    const at = (days: number) => (s.status === 'pending' ? clock.ago(days, 3) : clock.thisYear(days, 3));
    const priced = priceLines(s.lines);
    const contract = s.contractId ? contractDates(clock, s.contractId) : null;
    orders.push({
      id,
      poNumber: poNumber(s.n),
      vendorId: s.vendorId,
      requisitionId: s.requisition ? reqId(clock.year, s.requisition) : null,
      contractId: s.contractId ?? null,
      contractNumber: s.contractId ?? null,
      description: s.description,
      department: s.department,
      amount: totalOf(priced),
      isBlanketPo: Boolean(s.blanketLimit),
      blanketLimit: s.blanketLimit ?? null,
      parentPoId: s.parent ? poId(s.parent) : null,
      status: s.status,
      contractStartDate: contract?.start ?? null,
      contractEndDate: contract?.end ?? null,
      agreementDate: contract ? contract.start : null,
      attachmentNames: s.attachments,
      createdBy: 'user-001',
      createdAt: at(s.created),
      approvedAt: s.approved !== undefined ? at(s.approved) : null,
      issuedAt: s.approved !== undefined ? at(s.approved - 0.5) : null,
      completedAt: s.completed !== undefined ? at(s.completed) : null,
    });
    for (const l of priced) lines.push({ id: poLineId(s.n, l.lineNo), purchaseOrderId: id, ...l });
    const statuses = s.steps ?? ['completed', 'completed', 'completed', 'completed'];
    const names = s.assignees ?? assignees(s.department);
    const end = s.approved ?? Math.max(0, s.created - 2);
    statuses.forEach((status, i) => {
      steps.push({
        id: `${id}-step${i + 1}`,
        purchaseOrderId: id,
        stepOrder: i + 1,
        step: STEP_NAMES[i]!,
        status,
        assignee: names[i]!,
        completedAt: status === 'completed' ? at(s.created - ((s.created - end) * (i + 1)) / 4) : null,
      });
    });
  }
  return { orders, lines, steps };
}
