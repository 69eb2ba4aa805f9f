/** What the company buys: description, GL code, unit, typical unit price (whole dollars). */
// prettier-ignore
export const ITEMS: [description: string, gl: string, unit: string, price: number][] = [
  ['Ergonomic office chair', '4000-001', 'Each', 350], ['Standing desk', '4000-001', 'Each', 600],
  ['Copy paper', '4000-001', 'Case', 45], ['Toner cartridge', '4000-001', 'Each', 120],
  ['Whiteboard markers', '4000-001', 'Dozen', 15], ['Breakroom coffee supplies', '4000-001', 'Case', 80],
  ['Laptop 14in', '4000-002', 'Each', 1400], ['Monitor 27in', '4000-002', 'Each', 320],
  ['Docking station', '4000-002', 'Each', 220], ['Network switch', '4000-002', 'Each', 2400],
  ['Wireless headset', '4000-002', 'Each', 140], ['Conference room camera', '4000-002', 'Each', 900],
  ['Design software license', '4000-003', 'Each', 600], ['Cloud storage subscription', '4000-003', 'Month', 900],
  ['CRM seats', '4000-003', 'Month', 1500], ['Analytics platform license', '4000-003', 'Each', 5000],
  ['Consulting hours', '4000-004', 'Hour', 180], ['Legal review services', '4000-004', 'Hour', 350],
  ['Training workshop', '4000-004', 'Day', 2500], ['Recruiting services', '4000-004', 'Each', 8000],
  ['HVAC maintenance visit', '4000-005', 'Each', 900], ['Elevator inspection', '4000-005', 'Each', 1200],
  ['Printer repair', '4000-005', 'Hour', 95], ['Janitorial service', '4000-005', 'Month', 3200],
];

export const ITEM_DESCRIPTIONS = ITEMS.map((i) => i[0]);
export const ITEM_GL = ITEMS.map((i) => i[1]);
export const ITEM_UNITS = ITEMS.map((i) => i[2]);
export const ITEM_PRICES = `array[${ITEMS.map((i) => i[3]).join(',')}]`;

/** What a request is for (title suffixes). */
// prettier-ignore
export const PURPOSES = ['new hires', 'the Austin office', 'the Q3 refresh', 'the training room', 'the product launch',
  'the audit season', 'the data center', 'the sales kickoff', 'the warehouse', 'remote staff', 'the lab', 'year-end close'];

/** Syllables of project code names (rare words for search). */
// prettier-ignore
export const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'zen', 'tor', 'vex', 'qua', 'nim', 'bel', 'dor', 'fy', 'gal', 'hux', 'jin', 'pol', 'syl', 'tru', 'wex', 'yor'];

export const VENDOR_CATEGORIES = [
  'Office Supplies',
  'IT Equipment',
  'Software',
  'Professional Services',
  'Security',
  'Facilities',
  'Marketing',
];
/** A word of a vendor's name per category, in VENDOR_CATEGORIES order (three each). */
// prettier-ignore
export const VENDOR_WORDS = ['Office Supply', 'Paper', 'Workplace', 'Computing', 'Hardware', 'Networks', 'Software', 'Cloud', 'Data',
  'Consulting', 'Advisory', 'Partners', 'Security', 'Protection', 'Guard', 'Facility Services', 'Maintenance', 'Building',
  'Creative', 'Media', 'Print'];
// prettier-ignore
export const VENDOR_PREFIXES = ['Apex', 'Summit', 'Blue Ridge', 'Pioneer', 'Keystone', 'Northwind', 'Lakeside', 'Redwood', 'Silverline', 'Harbor',
  'Granite', 'Evergreen', 'Crescent', 'Liberty', 'Meridian', 'Prairie', 'Beacon', 'Cobalt', 'Frontier', 'Horizon',
  'Ironwood', 'Juniper', 'Lone Star', 'Maple', 'Oakmont', 'Pinnacle', 'Quantum', 'Riverbend', 'Sterling', 'Trinity',
  'Union', 'Vanguard', 'Westfield', 'Atlas', 'Bridgeport', 'Cedar', 'Delta', 'Eagle', 'Falcon', 'Guardian'];
export const VENDOR_SUFFIXES = ['Inc', 'LLC', 'Group', 'Co', 'Corp', 'Ltd', 'Partners', 'Solutions'];
// prettier-ignore
export const CITIES: [city: string, state: string][] = [['Austin', 'TX'], ['Dallas', 'TX'], ['Chicago', 'IL'], ['Denver', 'CO'],
  ['Seattle', 'WA'], ['Boston', 'MA'], ['Atlanta', 'GA'], ['Phoenix', 'AZ'], ['Columbus', 'OH'], ['Raleigh', 'NC']];
export const CONTRACT_CATEGORIES = [
  'Supplies',
  'IT Services',
  'Software',
  'Professional Services',
  'Security',
  'Facilities',
];
