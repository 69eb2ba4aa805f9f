import type { contracts } from '../db/schema/contracts';
import type { SeedClock } from './demo-clock';
import { USER_NAMES } from './demo-users';

type ContractRow = typeof contracts.$inferInsert;

type C = [
  id: string,
  vendorId: string,
  title: string,
  value: string,
  startOffset: number,
  endOffset: number,
  status: 'active' | 'expired' | 'draft',
  category: string,
  risk: 'High' | 'Medium' | 'Low',
  autoRenewal: boolean,
  reviewedDaysAgo: number | null,
  contactUserId: string,
  noticeDays: number,
  description: string,
];

/**
 * 23 active contracts (end date today or later) spread over the expiry bands — ≤ 15 days: CTR-001
 * (blanket-PO supplies, exactly 15 days), CTR-002; 16–30: CTR-003 (exactly 20 days), CTR-004;
 * 31–90: CTR-007/008/009/011; the rest beyond 90 — plus 5 expired and 2 drafts.
 */
// prettier-ignore
const CONTRACTS: C[] = [
  ['CTR-001', 'vendor-001', 'Office Supplies Blanket Purchase Agreement', '60000.00', -350, 15, 'active', 'Supplies', 'Medium', false, 40, 'user-001', 30, 'Company-wide blanket agreement for paper, toner, writing instruments and general office supplies at contracted catalog pricing, released against blanket PO PO-10002.'],
  ['CTR-002', 'vendor-006', 'Security Monitoring & Access Control Services', '120000.00', -356, 9, 'active', 'Security', 'High', true, 75, 'user-001', 60, '24/7 alarm monitoring for the Austin campus and two warehouses, plus badge access control maintenance and the card-reader upgrade.'],
  ['CTR-003', 'vendor-003', 'Network Hardware Supply & Support Agreement', '85000.00', -710, 20, 'active', 'IT Services', 'Medium', false, 120, 'user-001', 30, 'Supply of Cisco switching hardware with next-business-day replacement and SmartNet support coverage.'],
  ['CTR-004', 'vendor-007', 'Janitorial & Facilities Maintenance Services', '240000.00', -338, 27, 'active', 'Facilities', 'Medium', true, 60, 'user-001', 60, 'Nightly janitorial service, day porter and general building maintenance for headquarters and the distribution center.'],
  ['CTR-005', 'vendor-005', 'ERP Implementation Advisory Services', '450000.00', -155, 210, 'active', 'Professional Services', 'High', false, 30, 'user-002', 30, 'Advisory and implementation support for the finance ERP migration: design, data conversion and testing phases, billed monthly on time and materials.'],
  ['CTR-006', 'vendor-004', 'Microsoft Enterprise Agreement', '210000.00', -430, 300, 'active', 'Software', 'Medium', true, 90, 'user-001', 60, 'Three-year enterprise agreement covering Microsoft 365 E3, Visio and Azure DevOps licensing for all employees.'],
  ['CTR-007', 'vendor-002', 'Dell Hardware Purchase Agreement', '350000.00', -320, 45, 'active', 'IT Services', 'Medium', false, 50, 'user-001', 30, 'Preferred pricing on Latitude laptops, Precision workstations, monitors and docking stations, with ProSupport included.'],
  ['CTR-008', 'vendor-011', 'Sales Cloud Subscription', '135000.00', -303, 62, 'active', 'Software', 'Low', true, 110, 'user-001', 30, 'Annual Salesforce Sales Cloud Enterprise subscription for the sales and marketing teams.'],
  ['CTR-009', 'vendor-010', 'MRO Supplies Agreement', '25000.00', -290, 75, 'active', 'Supplies', 'Low', true, 95, 'user-001', 30, 'Maintenance, repair and operations supplies for the distribution center at contracted discounts, released against blanket PO PO-10014.'],
  ['CTR-010', 'vendor-008', 'Office Furniture Supply Agreement', '150000.00', -245, 120, 'active', 'Supplies', 'Low', false, 45, 'user-001', 30, 'Ergonomic seating, sit-to-stand desks and installation for office expansions and refreshes.'],
  ['CTR-011', 'vendor-009', 'Marketing Print & Promotional Materials', '40000.00', -277, 88, 'active', 'Supplies', 'Low', true, 130, 'user-001', 30, 'Trade show banners, brochures, business cards and branded promotional items.'],
  ['CTR-012', 'vendor-003', 'Cisco SmartNet Support Renewal', '48000.00', -185, 180, 'active', 'IT Services', 'Medium', true, 80, 'user-001', 60, 'Hardware support and software updates for core and access network equipment.'],
  ['CTR-013', 'vendor-002', 'ProSupport Plus Extended Warranty', '36000.00', -125, 240, 'active', 'IT Services', 'Low', false, 35, 'user-001', 30, 'Extended warranty with accidental damage coverage for the laptop and workstation fleet.'],
  ['CTR-014', 'vendor-004', 'Azure Consumption Commitment', '300000.00', -400, 330, 'active', 'Software', 'High', false, 20, 'user-002', 60, 'Committed Azure cloud spend for production and analytics workloads with tiered discounts.'],
  ['CTR-015', 'vendor-005', 'Internal Audit Co-Sourcing', '180000.00', -215, 150, 'active', 'Professional Services', 'Medium', false, 65, 'user-002', 30, 'Co-sourced internal audit program covering SOX testing and operational audits.'],
  ['CTR-016', 'vendor-006', 'Fire Alarm Inspection & Testing', '18000.00', -35, 330, 'active', 'Security', 'Low', true, 25, 'user-001', 30, 'Annual fire alarm, sprinkler monitoring and life safety inspections for all sites.'],
  ['CTR-017', 'vendor-007', 'HVAC Preventive Maintenance', '72000.00', -270, 95, 'active', 'Facilities', 'Medium', true, 100, 'user-001', 30, 'Quarterly preventive maintenance and emergency repair of rooftop HVAC units.'],
  ['CTR-018', 'vendor-010', 'Safety Supplies & PPE Agreement', '30000.00', -165, 200, 'active', 'Supplies', 'Low', true, 55, 'user-001', 30, 'Respirators, gloves, eye protection and first-aid restocking for operations staff.'],
  ['CTR-019', 'vendor-011', 'Marketing Cloud Subscription', '84000.00', -95, 270, 'active', 'Software', 'Medium', false, 15, 'user-001', 60, 'Email marketing automation and customer journey licenses for the marketing team.'],
  ['CTR-020', 'vendor-001', 'Breakroom & Janitorial Supplies Agreement', '22000.00', -205, 160, 'active', 'Supplies', 'Low', true, 70, 'user-001', 30, 'Coffee, breakroom consumables and janitorial supplies for headquarters.'],
  ['CTR-021', 'vendor-008', 'Furniture Installation & Moves Services', '45000.00', -1, 365, 'active', 'Facilities', 'Low', false, 5, 'user-001', 30, 'Installation, reconfiguration and office moves for furniture purchased under CTR-010.'],
  ['CTR-022', 'vendor-003', 'Managed Print Services', '54000.00', -235, 130, 'active', 'IT Services', 'Medium', true, 85, 'user-001', 30, 'Fleet management of multifunction printers, including toner, service and usage reporting.'],
  ['CTR-023', 'vendor-005', 'Tax Advisory Services', '125000.00', -230, 500, 'active', 'Professional Services', 'High', false, 60, 'user-006', 60, 'Federal and state tax advisory, R&D tax credit study and transfer pricing documentation.'],
  ['CTR-024', 'vendor-012', 'Uniform & Floor Mat Service', '28000.00', -405, -40, 'expired', 'Facilities', 'Low', false, 400, 'user-001', 30, 'Weekly uniform rental and entrance mat service; not renewed after service quality issues.'],
  ['CTR-025', 'vendor-001', 'Office Supplies Agreement (prior term)', '52000.00', -716, -351, 'expired', 'Supplies', 'Low', false, 380, 'user-001', 30, 'Previous one-year office supplies agreement, replaced by CTR-001.'],
  ['CTR-026', 'vendor-002', 'Laptop Lease Program', '210000.00', -1215, -120, 'expired', 'IT Services', 'Medium', false, 150, 'user-001', 60, 'Three-year laptop lease; equipment returned and replaced by purchases under CTR-007.'],
  ['CTR-027', 'vendor-005', 'Cybersecurity Risk Assessment', '65000.00', -150, -60, 'expired', 'Professional Services', 'High', false, 62, 'user-006', 30, 'Fixed-fee external penetration test and security program assessment.'],
  ['CTR-028', 'vendor-006', 'Video Surveillance Upgrade', '88000.00', -380, -200, 'expired', 'Security', 'Medium', false, 210, 'user-001', 30, 'Replacement of analog cameras with IP video surveillance at the distribution center.'],
  ['CTR-029', 'vendor-014', 'Managed Help Desk Services', '264000.00', 30, 395, 'draft', 'IT Services', 'High', false, null, 'user-001', 60, 'Proposed tier-1 help desk outsourcing following the Managed IT Services RFP; under legal review.'],
  ['CTR-030', 'vendor-013', 'Brand Refresh Creative Services', '75000.00', 20, 200, 'draft', 'Professional Services', 'Medium', false, null, 'user-006', 30, 'Draft statement of work for the brand identity refresh and website redesign.'],
];

export function buildContracts(clock: SeedClock): ContractRow[] {
  return CONTRACTS.map(
    ([
      id,
      vendorId,
      title,
      value,
      start,
      end,
      status,
      category,
      riskLevel,
      autoRenewal,
      reviewed,
      contactUserId,
      noticePeriodDays,
      description,
    ]) => ({
      id,
      vendorId,
      title,
      value,
      status,
      category,
      riskLevel,
      autoRenewal,
      contactUserId,
      noticePeriodDays,
      description,
      startDate: clock.date(start),
      endDate: clock.date(end),
      lastReviewed: reviewed === null ? null : clock.date(-reviewed),
      contactPerson: USER_NAMES[contactUserId]!,
      createdAt: clock.ago(Math.max(1, -start + 20)),
      // Renewal notices of demo contracts already past their notice date went out on that date,
      // so a fresh demo instance starts with the spec's figures (5 unread for procurement).
      noticeSentAt:
        status === 'active' && end - noticePeriodDays <= 0 ? clock.ago(noticePeriodDays - end) : null,
    }),
  );
}

/** Start and end dates of a contract, for the POs placed under it. */
export function contractDates(clock: SeedClock, id: string): { start: string; end: string } {
  const c = CONTRACTS.find((row) => row[0] === id);
  if (!c) throw new Error(`unknown contract ${id}`);
  return { start: clock.date(c[4]), end: clock.date(c[5]) };
}
