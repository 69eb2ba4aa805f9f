import { closesAtOf } from '@shared/rfps/deadline';
import type { rfpResponses, rfpVendors, rfps } from '../db/schema/rfps';
import type { SeedClock } from './demo-clock';
import { VENDOR_EMAILS } from './demo-vendors';

type RfpRow = typeof rfps.$inferInsert;
type RfpVendorRow = typeof rfpVendors.$inferInsert;
type RfpResponseRow = typeof rfpResponses.$inferInsert;

type Spec = {
  title: string;
  category: string;
  department: string;
  status: 'draft' | 'sent' | 'responses' | 'closed';
  description: string;
  requirements: string;
  budget: string | null;
  deadline: number;
  created: number;
  /** Invited addresses: a vendor id (its contact email) or a plain address. */
  invited: string[];
  /** [invited index, amount, notes, days ago] */
  responses: [number, string, string, number][];
};

// prettier-ignore
const SPECS: Spec[] = [
  { title: 'Managed IT Services & Help Desk Support', category: 'IT Services', department: 'IT', status: 'responses', budget: '$250,000 - $300,000 per year', deadline: 12, created: 24,
    description: 'Outsourced tier-1 and tier-2 help desk for 450 employees across three sites, with after-hours coverage.',
    requirements: '24/7 phone and chat support; 15-minute response SLA for P1 tickets; ITIL-aligned processes; monthly reporting; onboarding within 60 days.',
    invited: ['vendor-014', 'vendor-003', 'bids@techforce-services.com', 'rfp@apexmanagedit.com'],
    responses: [[0, '264000.00', 'Fixed monthly fee of $22,000 including after-hours coverage.', 4], [1, '289500.00', 'Includes on-site technician two days per week.', 2]] },
  { title: 'Corporate Office HVAC Maintenance', category: 'Maintenance', department: 'Operations', status: 'sent', budget: '$70,000 - $85,000', deadline: 21, created: 9,
    description: 'Preventive maintenance and emergency repair for rooftop units at headquarters and the distribution center.',
    requirements: 'Quarterly PM visits; 4-hour emergency response; licensed technicians; parts pricing schedule; certificate of insurance.',
    invited: ['vendor-007', 'service@coolairmechanical.com', 'bids@lonestarhvac.com'], responses: [] },
  { title: 'External Financial Audit Services', category: 'Professional Services', department: 'Finance', status: 'closed', budget: '$150,000', deadline: -30, created: 75,
    description: 'Annual financial statement audit and quarterly reviews for the next three fiscal years.',
    requirements: 'PCAOB-registered firm; industry experience; fixed fee per year; named engagement partner; interim fieldwork schedule.',
    invited: ['vendor-005', 'audit.proposals@grantthornton.com', 'rfp@bdo-usa.com'],
    responses: [[0, '162000.00', 'Three-year fixed fee with 3% annual escalator.', 40], [1, '148500.00', 'Fixed fee; includes quarterly reviews.', 38], [2, '155000.00', 'Includes SOX readiness workshop.', 35]] },
  { title: 'Benefits Administration Consulting', category: 'Consulting', department: 'HR', status: 'draft', budget: null, deadline: 45, created: 3,
    description: 'Advisory support to re-bid medical, dental and voluntary benefits before open enrollment.',
    requirements: 'Broker or consulting firm licensed in Texas; carrier marketing; employee communication plan; compliance review.',
    invited: ['consulting@peoplefirstbenefits.com', 'rfp@meridianhr.com'], responses: [] },
  { title: 'Laptop & Peripheral Supply Agreement', category: 'Equipment', department: 'Procurement', status: 'responses', budget: '$400,000 over two years', deadline: 5, created: 28,
    description: 'Two-year supply agreement for standard laptops, monitors, docks and peripherals to replace CTR-007 at renewal.',
    requirements: 'Fixed pricing for 24 months; 5-day delivery; asset tagging; e-waste recycling; punchout catalog (cXML or OCI).',
    invited: ['vendor-002', 'vendor-003', 'enterprise@insight.com'],
    responses: [[0, '382000.00', 'Pricing held for 24 months; ProSupport included.', 6]] },
];

export const LAST_RFP = SPECS.length;

export function buildRfps(clock: SeedClock) {
  const rows: RfpRow[] = [];
  const invited: RfpVendorRow[] = [];
  const responses: RfpResponseRow[] = [];
  SPECS.forEach((s, i) => {
    const id = `rfp-${String(i + 1).padStart(3, '0')}`;
    const created = clock.ago(s.created, 5);
    const sentAt = s.status === 'draft' ? null : clock.ago(s.created - 1, 2);
    rows.push({
      id,
      title: s.title,
      category: s.category,
      department: s.department,
      status: s.status,
      description: s.description,
      requirements: s.requirements,
      budget: s.budget,
      deadline: clock.date(s.deadline),
      closesAt: closesAtOf(clock.date(s.deadline)),
      contactEmail: 'procurement@procura.test',
      createdBy: 'user-001',
      createdDate: created,
      sentAt,
    });
    const emails = s.invited.map((v) =>
      v.startsWith('vendor-') ? { email: VENDOR_EMAILS[v]!, vendorId: v } : { email: v, vendorId: null },
    );
    emails.forEach((e, n) => invited.push({ rfpId: id, id: `${id}-inv${n + 1}`, ...e, invitedAt: sentAt }));
    s.responses.forEach(([idx, amount, notes, days], j) => {
      responses.push({
        id: `${id}-resp${j + 1}`,
        rfpId: id,
        vendorEmail: emails[idx]!.email,
        vendorId: emails[idx]!.vendorId,
        amount,
        notes,
        submittedAt: clock.ago(days, 1),
      });
    });
  });
  return { rows, invited, responses };
}
