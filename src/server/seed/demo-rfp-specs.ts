/**
 * The demo's sourcing events (issue 11), one or more in every status: a draft, one sent to vendors,
 * one receiving responses still sealed, two whose deadline has passed with their responses ready to
 * compare and award, and a closed one with its award. Days are relative to the seed's today.
 */
export type DemoResponse = {
  /** Index of the invited address that responded. */
  from: number;
  company: string;
  total: string;
  /** [description, quantity, unit price] */
  lines: [string, string, string][];
  leadTimeDays: number;
  /** Valid until: days from today. */
  validFor: number;
  notes: string;
  /** Submitted: days ago. */
  daysAgo: number;
};

export type DemoRfp = {
  title: string;
  category: string;
  department: string;
  status: 'draft' | 'sent' | 'responses' | 'closed';
  description: string;
  requirements: string;
  budget: string | null;
  /** Days from today (negative: passed). */
  deadline: number;
  /** Created: days ago. */
  created: number;
  /** Invited addresses: a vendor id (its contact email) or a plain address. */
  invited: string[];
  /** Invited addresses (by index) that opened their link without responding. */
  viewed?: number[];
  responses: DemoResponse[];
  /** The closed RFP's award: which response (index in `responses`), days ago. */
  award?: { response: number; daysAgo: number };
};

// prettier-ignore
export const DEMO_RFPS: DemoRfp[] = [
  { title: 'Managed IT Services & Help Desk Support', category: 'IT Services', department: 'IT', status: 'responses', budget: '$250,000 - $300,000 per year', deadline: 12, created: 24,
    description: 'Outsourced tier-1 and tier-2 help desk for 450 employees across three sites, with after-hours coverage.',
    requirements: '24/7 phone and chat support; 15-minute response SLA for P1 tickets; ITIL-aligned processes; monthly reporting; onboarding within 60 days.',
    invited: ['vendor-014', 'vendor-003', 'bids@techforce-services.com', 'rfp@apexmanagedit.com'], viewed: [2],
    responses: [
      { from: 0, company: 'NorthStar IT Solutions', total: '264000.00', leadTimeDays: 45, validFor: 75, daysAgo: 4,
        notes: 'Fixed monthly fee of $22,000 including after-hours coverage.',
        lines: [['Tier-1/2 help desk (per month)', '12', '18500.00'], ['After-hours coverage (per month)', '12', '2500.00'], ['Onboarding and transition', '1', '12000.00']] },
      { from: 1, company: 'CDW', total: '289500.00', leadTimeDays: 30, validFor: 90, daysAgo: 2,
        notes: 'Includes on-site technician two days per week.',
        lines: [['Managed help desk (per month)', '12', '20000.00'], ['On-site technician, 2 days a week (per month)', '12', '3500.00'], ['Transition services', '1', '7500.00']] },
    ] },
  { title: 'Corporate Office HVAC Maintenance', category: 'Maintenance', department: 'Operations', status: 'sent', budget: '$70,000 - $85,000', deadline: 21, created: 9,
    description: 'Preventive maintenance and emergency repair for rooftop units at headquarters and the distribution center.',
    requirements: 'Quarterly PM visits; 4-hour emergency response; licensed technicians; parts pricing schedule; certificate of insurance.',
    invited: ['vendor-007', 'service@coolairmechanical.com', 'bids@lonestarhvac.com'], viewed: [0], responses: [] },
  { title: 'External Financial Audit Services', category: 'Professional Services', department: 'Finance', status: 'closed', budget: '$150,000', deadline: -30, created: 75,
    description: 'Annual financial statement audit and quarterly reviews for the next three fiscal years.',
    requirements: 'PCAOB-registered firm; industry experience; fixed fee per year; named engagement partner; interim fieldwork schedule.',
    invited: ['vendor-005', 'audit.proposals@grantthornton.com', 'rfp@bdo-usa.com'],
    responses: [
      { from: 0, company: 'Deloitte Consulting LLP', total: '148500.00', leadTimeDays: 30, validFor: 60, daysAgo: 38,
        notes: 'Fixed fee; includes quarterly reviews.',
        lines: [['Annual financial statement audit', '1', '112500.00'], ['Quarterly review', '3', '12000.00']] },
      { from: 1, company: 'Grant Thornton LLP', total: '162000.00', leadTimeDays: 45, validFor: 45, daysAgo: 40,
        notes: 'Three-year fixed fee with 3% annual escalator.',
        lines: [['Annual financial statement audit', '1', '120000.00'], ['Quarterly review', '3', '14000.00']] },
      { from: 2, company: 'BDO USA', total: '155000.00', leadTimeDays: 35, validFor: 50, daysAgo: 35,
        notes: 'Includes SOX readiness workshop.',
        lines: [['Annual financial statement audit', '1', '115000.00'], ['Quarterly review', '3', '10000.00'], ['SOX readiness workshop', '1', '10000.00']] },
    ],
    award: { response: 0, daysAgo: 24 } },
  { title: 'Benefits Administration Consulting', category: 'Consulting', department: 'HR', status: 'draft', budget: null, deadline: 45, created: 3,
    description: 'Advisory support to re-bid medical, dental and voluntary benefits before open enrollment.',
    requirements: 'Broker or consulting firm licensed in Texas; carrier marketing; employee communication plan; compliance review.',
    invited: ['consulting@peoplefirstbenefits.com', 'rfp@meridianhr.com'], responses: [] },
  { title: 'Laptop & Peripheral Supply Agreement', category: 'Equipment', department: 'Procurement', status: 'responses', budget: '$400,000 over two years', deadline: -2, created: 28,
    description: 'Two-year supply agreement for standard laptops, monitors, docks and peripherals to replace CTR-007 at renewal.',
    requirements: 'Fixed pricing for 24 months; 5-day delivery; asset tagging; e-waste recycling; punchout catalog (cXML or OCI).',
    invited: ['vendor-002', 'vendor-003', 'enterprise@insight.com'],
    responses: [
      { from: 0, company: 'Dell Technologies', total: '382000.00', leadTimeDays: 5, validFor: 60, daysAgo: 6,
        notes: 'Pricing held for 24 months; ProSupport included.',
        lines: [['Latitude 7450 laptop', '160', '1750.00'], ['UltraSharp 27 4K monitor', '120', '550.00'], ['Thunderbolt dock WD22TB4', '120', '300.00']] },
      { from: 1, company: 'CDW', total: '371600.00', leadTimeDays: 7, validFor: 45, daysAgo: 4,
        notes: 'Asset tagging and e-waste recycling at no charge; OCI punchout.',
        lines: [['Latitude 7450 laptop', '160', '1700.00'], ['UltraSharp 27 4K monitor', '120', '560.00'], ['Thunderbolt dock WD22TB4', '120', '270.00']] },
      { from: 2, company: 'Insight Enterprises', total: '389900.00', leadTimeDays: 10, validFor: 30, daysAgo: 3,
        notes: 'cXML punchout; imaging and deployment services quoted separately.',
        lines: [['Latitude 7450 laptop', '160', '1790.00'], ['UltraSharp 27 4K monitor', '120', '575.00'], ['Thunderbolt dock WD22TB4', '120', '287.50']] },
    ] },
  { title: 'Headquarters Janitorial Services', category: 'Maintenance', department: 'Operations', status: 'responses', budget: '$120,000', deadline: -4, created: 26,
    description: 'Nightly cleaning of the headquarters building (120,000 sq ft) with quarterly floor care, for twelve months.',
    requirements: 'Nightly service Monday to Friday; green-certified products; background-checked staff; quarterly strip and wax; monthly quality inspections.',
    invited: ['vendor-007', 'bids@brightpathfacility.com', 'proposals@sparklecommercial.com'], viewed: [2],
    responses: [
      { from: 0, company: 'ABM Industries', total: '112800.00', leadTimeDays: 14, validFor: 60, daysAgo: 8,
        notes: 'Dedicated day porter included; green-certified products throughout.',
        lines: [['Nightly cleaning (per month)', '12', '8400.00'], ['Quarterly floor care', '4', '3000.00']] },
      { from: 1, company: 'BrightPath Facility Services', total: '104400.00', leadTimeDays: 21, validFor: 45, daysAgo: 6,
        notes: 'Start within three weeks of award; price held for 12 months.',
        lines: [['Nightly cleaning (per month)', '12', '7800.00'], ['Quarterly floor care', '4', '2700.00']] },
    ] },
];
