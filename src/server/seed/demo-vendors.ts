import type { catalogItems, vendorRequests, vendors } from '../db/schema/vendors';
import type { SeedClock } from './demo-clock';
import { named } from './rows';

type VendorRow = typeof vendors.$inferInsert;
type CatalogRow = typeof catalogItems.$inferInsert;
type VendorRequestRow = typeof vendorRequests.$inferInsert;

// prettier-ignore
const VENDORS: [id: string, name: string, category: string, integration: string, status: string, contact: string, email: string, phone: string, address: string, city: string, state: string, zip: string, ein: string, onTime: string | null][] = [
  ['vendor-001', 'Staples Business Advantage', 'Office Supplies', 'cxml', 'active', 'Karen Mitchell', 'karen.mitchell@staples-advantage.com', '(800) 555-0141', '500 Staples Drive', 'Framingham', 'MA', '01702', '04-2896127', '92.40'],
  ['vendor-002', 'Dell Technologies', 'IT Equipment', 'cxml', 'active', 'Brian Foster', 'brian.foster@dell.com', '(800) 555-0177', '1 Dell Way', 'Round Rock', 'TX', '78682', '74-2487834', '95.00'],
  ['vendor-003', 'CDW', 'IT Equipment', 'oci', 'active', 'Megan Walsh', 'megan.walsh@cdw.com', '(800) 555-0139', '200 N Milwaukee Ave', 'Vernon Hills', 'IL', '60061', '36-3310735', '89.60'],
  ['vendor-004', 'Microsoft Corporation', 'Software', 'hosted', 'active', 'Priya Raman', 'priya.raman@microsoft.com', '(425) 555-0110', '1 Microsoft Way', 'Redmond', 'WA', '98052', '91-1144442', '91.00'],
  ['vendor-005', 'Deloitte Consulting LLP', 'Professional Services', 'none', 'active', 'Andrew Collins', 'acollins@deloitte.com', '(212) 555-0190', '30 Rockefeller Plaza', 'New York', 'NY', '10112', '06-1454513', '88.20'],
  ['vendor-006', 'ADT Commercial', 'Security', 'none', 'active', 'Lisa Nguyen', 'lisa.nguyen@adtcommercial.com', '(561) 555-0123', '1501 Yamato Rd', 'Boca Raton', 'FL', '33431', '47-4116383', '86.50'],
  ['vendor-007', 'ABM Industries', 'Facilities', 'none', 'active', 'Marcus Reed', 'marcus.reed@abm.com', '(713) 555-0158', '14141 Southwest Fwy', 'Sugar Land', 'TX', '77478', '94-1369354', '84.30'],
  ['vendor-008', 'Herman Miller', 'Office Supplies', 'hosted', 'active', 'Olivia Carter', 'ocarter@hermanmiller.com', '(616) 555-0166', '855 E Main Ave', 'Zeeland', 'MI', '49464', '38-0837640', '90.10'],
  ['vendor-009', 'Vistaprint Corporate', 'Marketing', 'hosted', 'active', 'Ethan Brooks', 'corporate@vistaprint.com', '(866) 555-0124', '275 Wyman St', 'Waltham', 'MA', '02451', '98-0417483', '87.00'],
  ['vendor-010', 'Grainger', 'Facilities', 'oci', 'active', 'Nicole Hayes', 'nicole.hayes@grainger.com', '(847) 555-0135', '100 Grainger Pkwy', 'Lake Forest', 'IL', '60045', '36-1150280', '91.80'],
  ['vendor-011', 'Salesforce', 'Software', 'none', 'active', 'Jordan Price', 'jprice@salesforce.com', '(415) 555-0182', '415 Mission St', 'San Francisco', 'CA', '94105', '94-3320693', '90.00'],
  ['vendor-012', 'Cintas Corporation', 'Facilities', 'none', 'inactive', 'Gregory Wells', 'gwells@cintas.com', '(513) 555-0147', '6800 Cintas Blvd', 'Mason', 'OH', '45040', '31-1188630', '78.50'],
  ['vendor-013', 'Brightline Creative Agency', 'Marketing', 'none', 'pending', 'Samantha Ortiz', 'hello@brightlinecreative.com', '(512) 555-0193', '901 E 6th St', 'Austin', 'TX', '78702', '82-4419275', null],
  ['vendor-014', 'NorthStar IT Solutions', 'Professional Services', 'none', 'pending', 'Victor Huang', 'vhuang@northstarit.com', '(737) 555-0150', '11501 Alterra Pkwy', 'Austin', 'TX', '78758', '83-2290184', null],
];

const VENDOR_FIELDS = [
  'id',
  'name',
  'category',
  'integrationType',
  'status',
  'contactName',
  'contactEmail',
  'contactPhone',
  'address',
  'city',
  'state',
  'zipCode',
  'ein',
  'onTimeRate',
] as const;

export const VENDOR_NAMES: Record<string, string> = Object.fromEntries(VENDORS.map((v) => [v[0], v[1]]));
export const VENDOR_EMAILS: Record<string, string> = Object.fromEntries(VENDORS.map((v) => [v[0], v[6]]));

export function buildVendors(clock: SeedClock): VendorRow[] {
  return VENDORS.map((vendor, i) => {
    const row = named(VENDOR_FIELDS, vendor);
    return { ...row, createdAt: row.status === 'pending' ? clock.ago(12 - i / 2) : clock.ago(900 - i * 40) };
  });
}

/** Catalog items of active vendors: chairs both under and over $300, desks, laptops, monitors, paper, toner. */
// prettier-ignore
const CATALOG: [sku: string, name: string, vendorId: string, category: string, price: string, uom: string, leadDays: number][] = [
  ['SKU-OFF-001', 'HON Ergonomic Mesh Task Chair', 'vendor-001', 'Office Furniture', '249.99', 'Each', 5],
  ['SKU-OFF-002', 'Staples Hyken Technical Mesh Office Chair', 'vendor-001', 'Office Furniture', '229.99', 'Each', 3],
  ['SKU-OFF-003', 'Union & Scale FlexFit Executive Office Chair', 'vendor-001', 'Office Furniture', '289.99', 'Each', 5],
  ['SKU-OFF-004', 'Copy Paper 8.5" x 11", 10 Reams', 'vendor-001', 'Office Supplies', '54.99', 'Case', 2],
  ['SKU-OFF-005', 'HP 58A Black Toner Cartridge', 'vendor-001', 'Office Supplies', '139.99', 'Each', 2],
  ['SKU-OFF-006', 'Brother TN-760 High Yield Toner', 'vendor-001', 'Office Supplies', '72.99', 'Each', 2],
  ['SKU-OFF-007', 'Pilot G2 Gel Pens, Black', 'vendor-001', 'Office Supplies', '14.99', 'Dozen', 2],
  ['SKU-OFF-008', 'Post-it Super Sticky Notes, 24 Pads', 'vendor-001', 'Office Supplies', '23.49', 'Each', 2],
  ['SKU-OFF-009', 'Herman Miller Sayl Chair', 'vendor-008', 'Office Furniture', '695.00', 'Each', 21],
  ['SKU-OFF-010', 'Herman Miller Aeron Chair', 'vendor-008', 'Office Furniture', '1395.00', 'Each', 21],
  ['SKU-OFF-011', 'Herman Miller Renew Sit-to-Stand Desk', 'vendor-008', 'Office Furniture', '1450.00', 'Each', 28],
  ['SKU-OFF-012', 'Herman Miller Motia Sit-to-Stand Desk', 'vendor-008', 'Office Furniture', '899.00', 'Each', 28],
  ['SKU-IT-001', 'Dell Latitude 7450 Laptop', 'vendor-002', 'IT Equipment', '1849.00', 'Each', 7],
  ['SKU-IT-002', 'Dell UltraSharp 27 4K Monitor (U2723QE)', 'vendor-002', 'IT Equipment', '579.99', 'Each', 5],
  ['SKU-IT-003', 'Dell Thunderbolt Dock WD22TB4', 'vendor-002', 'IT Equipment', '289.00', 'Each', 5],
  ['SKU-IT-004', 'Dell Precision 5690 Mobile Workstation', 'vendor-002', 'IT Equipment', '3299.00', 'Each', 10],
  ['SKU-IT-005', 'Apple MacBook Pro 14" (M4 Pro)', 'vendor-003', 'IT Equipment', '1999.00', 'Each', 7],
  ['SKU-IT-006', 'Lenovo ThinkPad T14 Gen 5', 'vendor-003', 'IT Equipment', '1429.00', 'Each', 7],
  ['SKU-IT-007', 'LG 34" UltraWide QHD Monitor', 'vendor-003', 'IT Equipment', '649.99', 'Each', 5],
  ['SKU-IT-008', 'Logitech MX Keys & MX Master 3S Combo', 'vendor-003', 'IT Equipment', '199.99', 'Each', 3],
  ['SKU-IT-009', 'Cisco Catalyst 9200 24-Port Switch', 'vendor-003', 'IT Equipment', '2900.00', 'Each', 14],
  ['SKU-SW-001', 'Microsoft 365 E3 (annual, per user)', 'vendor-004', 'Software', '432.00', 'Each', 0],
  ['SKU-SW-002', 'Microsoft Visio Plan 2 (annual, per user)', 'vendor-004', 'Software', '180.00', 'Each', 0],
  ['SKU-FAC-001', 'Edsal Heavy-Duty Steel Shelving 48" x 24"', 'vendor-010', 'Facilities', '389.00', 'Each', 6],
  ['SKU-FAC-002', '3M 8210 N95 Respirators, 20/Box', 'vendor-010', 'Facilities', '29.50', 'Case', 3],
  ['SKU-MKT-001', 'Retractable Banner Stand, 33" x 81"', 'vendor-009', 'Marketing', '189.00', 'Each', 7],
  ['SKU-MKT-002', 'Premium Business Cards, 500', 'vendor-009', 'Marketing', '39.99', 'Each', 5],
];

const CATALOG_FIELDS = [
  'sku',
  'name',
  'vendorId',
  'category',
  'unitPrice',
  'unitOfMeasure',
  'leadTimeDays',
] as const;

export function buildCatalogItems(clock: SeedClock): CatalogRow[] {
  return CATALOG.map((item, i) => ({
    id: `cat-${String(i + 1).padStart(3, '0')}`,
    ...named(CATALOG_FIELDS, item),
    createdAt: clock.ago(400 - i * 5),
  }));
}

/** Pending onboarding requests (no bank details), ids NVR-<timestamp> as the client builds them. */
export function buildVendorRequests(clock: SeedClock): VendorRequestRow[] {
  const first = clock.ago(3, 5);
  const second = clock.ago(1, 2);
  return [
    {
      id: `NVR-${first.getTime()}`,
      companyName: 'GreenLeaf Office Solutions',
      contactPerson: 'Hannah Wright',
      contactEmail: 'hannah@greenleafoffice.com',
      contactPhone: '(512) 555-0172',
      businessType: 'LLC',
      ein: '85-1029384',
      address: '2400 S Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      w9Document: 'GreenLeaf_W9.pdf',
      supportingDocuments: ['GreenLeaf_Certificate_of_Insurance.pdf', 'GreenLeaf_Price_List.pdf'],
      justification:
        'Local supplier of recycled office paper and sustainable supplies; quotes are 8% below our current contract pricing and support our sustainability goals.',
      status: 'pending',
      requestedBy: 'user-001',
      createdAt: first,
    },
    {
      id: `NVR-${second.getTime()}`,
      companyName: 'Summit Data Labs',
      contactPerson: 'Carlos Medina',
      contactEmail: 'carlos.medina@summitdatalabs.io',
      businessType: 'Corporation',
      address: '1 Market St, Suite 3600',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94105',
      w9Document: 'SummitDataLabs_W9.pdf',
      supportingDocuments: ['SummitDataLabs_SOC2_Report.pdf'],
      justification:
        'Specialised data-warehouse consulting for the R&D analytics platform; no current vendor offers Snowflake migration expertise.',
      status: 'pending',
      requestedBy: 'user-003',
      createdAt: second,
    },
  ];
}
