/**
 * The first segment of every query key, one per API area. The query-options factories
 * (`features/<area>/queries.ts`, `lib/queries/*`) build their keys on these, and the invalidation map
 * (`lib/invalidation.ts`) refreshes by them: invalidating ['invoices'] refreshes every invoice query.
 */
export const QUERY_ROOT = {
  me: 'me',
  demoAccounts: 'demo-accounts',
  dashboard: 'dashboard',
  requisitions: 'requisitions',
  approvals: 'approvals',
  reviewQueue: 'review-queue',
  purchaseOrders: 'purchase-orders',
  receipts: 'receipts',
  invoices: 'invoices',
  vendors: 'vendors',
  vendorRequests: 'vendor-requests',
  contracts: 'contracts',
  rfps: 'rfps',
  costSavings: 'cost-savings',
  catalog: 'catalog',
  search: 'search',
  assistant: 'assistant',
  /** The Analytics figures (every write may move them). */
  analytics: 'analytics',
  /** The user's saved Analytics filter sets. */
  filterSets: 'filter-sets',
  /** The Analytics page's anomaly cards. */
  anomalies: 'anomalies',
  /** The vendor's public response page (`/rfp-response?token=…`). */
  rfpResponse: 'rfp-response',
  /** The Messaging Center: the user's mailbox, messages, threads and recipients. */
  messages: 'messages',
  /** The signed-in user's profile and activity figures (/user-profile). */
  profile: 'profile',
  /** Administration, Roles & Permissions: the role cards and the access inspector's answers. */
  adminRoles: 'admin-roles',
  /** Administration, Users tab: the accounts (issue 14). */
  adminUsers: 'admin-users',
  /** The public set-password page (`/set-password?token=…`): whose link it is. */
  setPassword: 'set-password',
  /** The system settings (the Administration tab) and the display settings every screen formats by. */
  settings: 'settings',
  /** The Administration audit log (every change adds to it). */
  auditLog: 'audit-log',
  /** Administration: the approval workflow templates (and the simulator's people). */
  workflows: 'workflows',
} as const;

export type QueryRoot = (typeof QUERY_ROOT)[keyof typeof QUERY_ROOT];
