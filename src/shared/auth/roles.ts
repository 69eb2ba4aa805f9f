/**
 * The role table of spec section 6, as data. The seed writes it to the roles / permissions tables;
 * the server reads permissions from the database, the client only shows them.
 */
export const PERMISSION_DESCRIPTIONS = {
  create_requisitions: 'Raise purchase requests, change orders and blanket POs',
  view_own_requests: 'See your own requests',
  approve_requests: 'Approve requests routed to you',
  view_department_data: "See your department's records",
  approve_high_value: 'Approve high-value requests',
  view_department_analytics: "See your department's analytics",
  view_all_data: 'See every department’s records',
  manage_vendors: 'Onboard and manage vendors',
  manage_contracts: 'Manage contracts',
  view_all_financial_data: 'See all financial records',
  approve_invoices: 'Match, approve and pay invoices',
  manage_budgets: 'Manage budgets',
  review_contracts: 'Review contracts',
  view_all_contracts: 'See all contracts',
  manage_compliance: 'Manage compliance',
  full_access: 'Everything',
  manage_users: 'Manage users',
  system_configuration: 'Configure the system',
  access_administration: 'Open the administration area',
  manage_purchase_orders: 'Edit, issue and receive purchase orders',
  manage_rfps: 'Create and send RFPs',
} as const;

export type Permission = keyof typeof PERMISSION_DESCRIPTIONS;

export const ROLE_IDS = [
  'end_user',
  'manager',
  'director',
  'procurement_sme',
  'finance',
  'legal',
  'admin',
] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export type RoleDefinition = {
  id: RoleId;
  label: string;
  description: string;
  color: string;
  canViewAllDepartments: boolean;
  /** Exactly the spec's list for the role. */
  permissions: Permission[];
  /** Rights our product adds beside the spec's list (docs/decisions/002-permissions.md). */
  extraPermissions: Permission[];
  /**
   * The largest amount the role may approve, in dollars (null: all amounts) — the spec's sample
   * cards: Procurement Manager up to $50K, Finance Director all amounts, Department Manager up to $10K.
   */
  approvalLimit: number | null;
};

export const ROLE_DEFINITIONS: RoleDefinition[] = [
  {
    id: 'end_user',
    label: 'End User',
    description: 'Raises purchase requests and follows them to delivery.',
    color: 'slate',
    canViewAllDepartments: false,
    permissions: ['create_requisitions', 'view_own_requests'],
    extraPermissions: [],
    approvalLimit: null,
  },
  {
    id: 'manager',
    label: 'Manager',
    description: "Approves requests from the department and sees the department's data.",
    color: 'blue',
    canViewAllDepartments: false,
    permissions: ['approve_requests', 'view_department_data', 'create_requisitions'],
    extraPermissions: [],
    approvalLimit: 10000,
  },
  {
    id: 'director',
    label: 'Department Director',
    description: 'Approves high-value requests and follows department analytics.',
    color: 'indigo',
    canViewAllDepartments: false,
    permissions: [
      'approve_high_value',
      'view_department_analytics',
      'view_department_data',
      'create_requisitions',
    ],
    extraPermissions: [],
    approvalLimit: null,
  },
  {
    id: 'procurement_sme',
    label: 'Procurement Specialist',
    description: 'Runs vendors, contracts and purchase orders across every department.',
    color: 'emerald',
    canViewAllDepartments: true,
    permissions: ['view_all_data', 'manage_vendors', 'manage_contracts', 'approve_requests'],
    extraPermissions: [
      'create_requisitions',
      'access_administration',
      'manage_purchase_orders',
      'manage_rfps',
    ],
    approvalLimit: 50000,
  },
  {
    id: 'finance',
    label: 'Finance Team',
    description: 'Matches and pays invoices and manages budgets.',
    color: 'amber',
    canViewAllDepartments: true,
    permissions: ['view_all_financial_data', 'approve_invoices', 'manage_budgets'],
    extraPermissions: ['create_requisitions', 'access_administration'],
    approvalLimit: null,
  },
  {
    id: 'legal',
    label: 'Legal Team',
    description: 'Reviews contracts and keeps purchasing compliant.',
    color: 'rose',
    canViewAllDepartments: true,
    permissions: ['review_contracts', 'view_all_contracts', 'manage_compliance'],
    extraPermissions: ['create_requisitions'],
    approvalLimit: null,
  },
  {
    id: 'admin',
    label: 'System Administrator',
    description: 'Configures the system and manages users.',
    color: 'violet',
    canViewAllDepartments: true,
    permissions: ['full_access', 'manage_users', 'system_configuration'],
    extraPermissions: [],
    approvalLimit: null,
  },
];

export const ALL_PERMISSIONS = Object.keys(PERMISSION_DESCRIPTIONS) as [Permission, ...Permission[]];

/** full_access implies every permission. */
export function expandPermissions(granted: readonly string[]): Permission[] {
  if (granted.includes('full_access')) return [...ALL_PERMISSIONS];
  return ALL_PERMISSIONS.filter((p) => granted.includes(p));
}
