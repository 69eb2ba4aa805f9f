import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LISTS } from '@shared/exports/schemas';
import { type TestApp } from '../test/harness';
import { createWorld } from '../test/factories/world';
import { type Team, type TeamMember } from '../test/factories/users';

/**
 * Every API endpoint × every role (a team's members): which roles get past authorization (anything but 401/403).
 * The expectations come from the spec's role table (section 6) and docs/decisions/002-permissions.md;
 * a new route must be added here, or the first test fails. Per-record access (a user of another
 * department gets 404 by id and finds nothing in lists, search or attachments, by one rule per record
 * type) is proven record type by record type in record-visibility.api.test.ts.
 */
const ALL: TeamMember[] = [
  'procurement',
  'finance',
  'ap',
  'employee',
  'manager',
  'director',
  'legal',
  'admin',
];
const PUBLIC = 'public' as const;
const FINANCE: TeamMember[] = ['finance', 'ap', 'admin'];
const PROCUREMENT: TeamMember[] = ['procurement', 'admin'];
const REQUESTERS: TeamMember[] = ALL; // create_requisitions: the spec's roles plus decision 002
/** Who acts on analytics anomalies (ANOMALY_ACTOR_PERMISSIONS: invoices, POs or vendors). */
const ANOMALY_ACTORS: TeamMember[] = ['procurement', 'finance', 'ap', 'admin'];
/** access_administration: Procurement Specialist, Finance Team, the administrator (issue 14). */
/** access_administration: the administration area's readers (issue 14). */
const ADMINISTRATION: TeamMember[] = ['procurement', 'finance', 'ap', 'admin'];

export const MATRIX: Record<string, TeamMember[] | typeof PUBLIC> = {
  'GET /api/health': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'GET /api/auth/me': ALL,
  'GET /api/auth/demo-accounts': PUBLIC,
  'GET /api/requisitions': ALL,
  'POST /api/requisitions': REQUESTERS,
  'POST /api/change-orders': REQUESTERS,
  'GET /api/requisitions/:id': ALL,
  'PATCH /api/requisitions/:id': REQUESTERS,
  'GET /api/requisitions/:id/items': ALL,
  'GET /api/requisitions/:id/workflow': ALL,
  'POST /api/requisition-items': REQUESTERS,
  'GET /api/approvals': ALL,
  'GET /api/approvals/history': ALL,
  'GET /api/approvals/summary': ALL,
  'GET /api/purchase-orders': ALL,
  'GET /api/purchase-orders/:id': ALL,
  // The PO as a PDF: whoever sees the PO (its visibility rule decides, 404 otherwise).
  'GET /api/purchase-orders/:id/pdf': ALL,
  'PATCH /api/purchase-orders/:id': PROCUREMENT,
  'GET /api/contracts': ALL,
  'GET /api/contracts/:id': ALL,
  'GET /api/vendors': ALL,
  'GET /api/vendors/:id': ALL,
  'POST /api/vendors': PROCUREMENT,
  'POST /api/vendor-requests': ALL,
  'GET /api/vendor-requests': ALL,
  'GET /api/vendor-requests/:id': ALL,
  'POST /api/new-vendor-requests': ALL,
  'GET /api/new-vendor-requests': ALL,
  'GET /api/new-vendor-requests/:id': ALL,
  'GET /api/invoices': ALL,
  'GET /api/invoices/summary': ALL,
  'GET /api/invoices/:id': ALL,
  'PATCH /api/invoices/:id': FINANCE,
  'GET /api/rfps': ALL,
  'GET /api/rfps/summary': ALL,
  'GET /api/rfps/:id': ALL,
  'POST /api/rfps': PROCUREMENT,
  'GET /api/rfps/:id/comparison': ALL,
  'GET /api/rfps/:id/comparison.csv': ALL,
  'GET /api/rfps/:id/responses/:responseId/attachments/:fileId': ALL,
  'POST /api/rfps/:id/award': PROCUREMENT,
  'POST /api/rfps/:id/send': PROCUREMENT,
  'POST /api/rfps/:id/vendors': PROCUREMENT,
  'PATCH /api/rfps/:id/weights': PROCUREMENT,
  // The vendor's response link: the token is the credential.
  'GET /api/rfp-response': PUBLIC,
  'PUT /api/rfp-response': PUBLIC,
  'POST /api/rfp-response/attachments': PUBLIC,
  'DELETE /api/rfp-response/attachments/:fileId': PUBLIC,
  // A vendor contact's reply link (Messaging Center, type vendor): the token is the credential.
  'GET /api/vendor-reply': PUBLIC,
  'POST /api/vendor-reply': PUBLIC,
  'GET /api/vendor-reply/attachments/:id': PUBLIC,
  'GET /api/dashboard/summary': ALL,
  'GET /api/cost-savings/summary': ALL,
  'GET /api/cost-savings/direct': ALL,
  'GET /api/cost-savings/opportunistic': ALL,
  'GET /api/cost-savings/categories': ALL,
  'GET /api/cost-savings/realization': ALL,
  'GET /api/consolidation-opportunities': ALL,
  // Procurement (manage_vendors), finance (manage_budgets) and administrators.
  'PATCH /api/consolidation-opportunities/:id': ['procurement', 'finance', 'ap', 'admin'],
  'POST /api/consolidation-opportunities/analyze': PROCUREMENT,
  'GET /api/messages': ALL,
  'GET /api/messages/unread-count': ALL,
  'GET /api/search': ALL,
  'GET /api/search/vendors': ALL,
  'GET /api/search/purchase-orders': ALL,
  'GET /api/catalog-items': ALL,
  'GET /api/catalog-items/:id': ALL,
  'POST /api/assistant/chat': ALL,
  'GET /api/assistant/insights': ALL,
  'GET /api/user-stats': ALL,
  // The signed-in user's own profile, password and photo; any user's photo (like their name).
  'GET /api/profile': ALL,
  'PATCH /api/profile': ALL,
  'GET /api/profile/notifications': ALL,
  'PUT /api/profile/notifications': ALL,
  // Out-of-office delegation (issue 13): anyone may set their own; the delegate must be an approver.
  'GET /api/profile/delegation': ALL,
  'PUT /api/profile/delegation': ALL,
  'DELETE /api/profile/delegation': ALL,
  'GET /api/profile/delegates': ALL,
  'POST /api/profile/password': ALL,
  'POST /api/profile/photo': ALL,
  'DELETE /api/profile/photo': ALL,
  'GET /api/users/:id/photo': ALL,
  'GET /api/requisitions/mine/summary': ALL,
  'GET /api/requisitions/stats': ALL,
  'POST /api/requisitions/:id/attachments': REQUESTERS,
  // Acting on a step or a review item: the record decides (the step must await the user).
  'POST /api/approvals/:stepId/approve': ALL,
  'POST /api/approvals/:stepId/reject': ALL,
  'GET /api/review-queue': ALL,
  'POST /api/review-queue/:type/:id/approve': ALL,
  'POST /api/review-queue/:type/:id/reject': ALL,
  'POST /api/purchase-orders': PROCUREMENT,
  'POST /api/purchase-orders/:id/issue': PROCUREMENT,
  'POST /api/purchase-orders/:id/cancel': PROCUREMENT,
  // Releases and receipts: procurement, or the requester of the PO (checked on the record).
  'POST /api/purchase-orders/:id/releases': ALL,
  'GET /api/purchase-orders/:id/receipts': ALL,
  'POST /api/purchase-orders/:id/receipts': ALL,
  'POST /api/contracts/notices/run': PROCUREMENT,
  'PATCH /api/vendors/:id': PROCUREMENT,
  'POST /api/vendor-requests/:id/files': ALL,
  'GET /api/vendor-requests/:id/files/:fileId': ALL,
  'POST /api/vendor-requests/:id/approve': PROCUREMENT,
  'POST /api/vendor-requests/:id/reject': PROCUREMENT,
  'GET /api/invoices/vendors': ALL,
  // AP Finance only (role finance, department Finance, or full access).
  'POST /api/invoices': FINANCE,
  'POST /api/invoices/:id/match': FINANCE,
  'POST /api/invoices/:id/resolve': FINANCE,
  'POST /api/invoices/:id/pay': FINANCE,
  'POST /api/invoices/:id/hold': FINANCE,
  'POST /api/invoices/:id/dispute': FINANCE,
  'POST /api/invoices/:id/reject': FINANCE,
  'POST /api/invoices/:id/release': FINANCE,
  'POST /api/invoices/:id/attachments': FINANCE,
  'GET /api/invoices/:id/attachments/:attachmentId': ALL,
  'GET /api/attachments/:id': ALL,
  'GET /api/admin/outbox': ['admin'],
  // Roles & Permissions (issue 14): read with access_administration, changed with manage_users.
  'GET /api/admin/roles': ['procurement', 'finance', 'ap', 'admin'],
  'PUT /api/admin/roles/:id': ['admin'],
  'GET /api/admin/access-check': ['procurement', 'finance', 'ap', 'admin'],
  // Administration, Users tab: read with access_administration, changed with manage_users (issue 14).
  'GET /api/admin/users': ['procurement', 'finance', 'ap', 'admin'],
  'POST /api/admin/users': ['admin'],
  'PATCH /api/admin/users/:id': ['admin'],
  'DELETE /api/admin/users/:id': ['admin'],
  'POST /api/admin/users/:id/set-password-link': ['admin'],
  // A set-password link: the token is the credential.
  'GET /api/auth/set-password': PUBLIC,
  'POST /api/auth/set-password': PUBLIC,
  // System Settings and the audit log (issue 14): read in the administration area, saved by system_configuration.
  'GET /api/admin/settings': ADMINISTRATION,
  'PUT /api/admin/settings': ['admin'],
  'GET /api/admin/audit': ADMINISTRATION,
  'GET /api/admin/audit/users': ADMINISTRATION,
  // The display settings (company name, currency, fiscal year start) every screen formats by.
  'GET /api/settings/display': ALL,
  // Workflow templates (issue 14): read, simulate, sweep and replay with access_administration
  // (procurement, finance, administrators); changed with system_configuration (administrators).
  'GET /api/admin/workflows': ADMINISTRATION,
  'GET /api/admin/workflows/people': ADMINISTRATION,
  'GET /api/admin/workflows/:id': ADMINISTRATION,
  'POST /api/admin/workflows': ['admin'],
  'PATCH /api/admin/workflows/:id': ['admin'],
  'DELETE /api/admin/workflows/:id': ['admin'],
  'POST /api/admin/workflows/simulate': ADMINISTRATION,
  'POST /api/admin/workflows/coverage': ADMINISTRATION,
  'POST /api/admin/workflows/replay': ADMINISTRATION,
  // The signed-in user's live events (an event stream; here its 406 to a plain request proves the way in).
  'GET /api/events': ALL,
  // Analytics: every user, on the figures of the departments they see; filter sets are each user's own.
  'GET /api/analytics': ALL,
  'GET /api/analytics/kpis': ALL,
  'GET /api/analytics/spend': ALL,
  'GET /api/filter-sets': ALL,
  'POST /api/filter-sets': ALL,
  'DELETE /api/filter-sets/:id': ALL,
  'GET /api/analytics/filter-sets': ALL,
  'POST /api/analytics/filter-sets': ALL,
  'DELETE /api/analytics/filter-sets/:id': ALL,
  // Anomalies: seen by department; acted on (per alert: anomaly-policies.ts) and refreshed by procurement and finance.
  'GET /api/analytics/anomalies': ALL,
  'POST /api/analytics/anomalies/refresh': ANOMALY_ACTORS,
  'POST /api/analytics/anomalies/:id/action': ANOMALY_ACTORS,
  'POST /api/analytics/anomalies/:id/dismiss': ANOMALY_ACTORS,
  // The Messaging Center: every user, on the messages they hold a copy of (404 otherwise).
  'GET /api/messages/recipients': ALL,
  'GET /api/messages/vendor-contacts': ALL,
  'POST /api/messages': ALL,
  'GET /api/messages/:id': ALL,
  'GET /api/messages/:id/thread': ALL,
  'PATCH /api/messages/:id': ALL,
  'POST /api/messages/:id/reply': ALL,
  'POST /api/messages/:id/forward': ALL,
  // Exports: every signed-in user; each list's visibility decides the rows, the owner the file (404 otherwise).
  ...Object.fromEntries(EXPORT_LISTS.map((list) => [`GET /api/exports/${list}`, ALL])),
  // …but the audit log and the users only to those who open the administration area.
  'GET /api/exports/audit-log': ADMINISTRATION,
  'GET /api/exports/users': ADMINISTRATION,
  'GET /api/exports/:id/download': ALL,
  'POST /api/analytics/exports': ALL,
  'POST /api/analytics/export': ALL,
};

let t: TestApp, team: Team;
beforeAll(async () => ({ t, team } = await createWorld()));
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** A concrete URL: path parameters become ids that do not exist (a 404 still proves authorization passed). */
const concrete = (url: string) => url.replace(/:type/g, 'po').replace(/:[a-zA-Z]+/g, 'does-not-exist');

describe('permissions matrix', () => {
  it('covers every registered API route, and nothing that is not registered', () => {
    const registered = t.app.routeTable.map(key).sort();
    expect(registered).toEqual(Object.keys(MATRIX).sort());
  });

  it('public routes say so, and only they', () => {
    for (const route of t.app.routeTable)
      expect(route.public, key(route)).toBe(MATRIX[key(route)] === PUBLIC);
  });

  it.each(ALL)('%s is allowed exactly the routes of the matrix', async (who) => {
    const outcomes: string[] = [];
    for (const route of t.app.routeTable) {
      const expected = MATRIX[key(route)];
      if (expected === PUBLIC || route.url === '/api/auth/logout') continue;
      const res = await t.request({
        method: route.method as 'GET',
        url: concrete(route.url),
        as: team[who],
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      const allowed = expected!.includes(who);
      expect(res.statusCode, `${key(route)} as ${who}: ${res.body.slice(0, 160)}`).toBeLessThan(500);
      if (allowed)
        expect([401, 403], `${key(route)} as ${who} should be allowed`).not.toContain(res.statusCode);
      else expect(res.statusCode, `${key(route)} as ${who} should be refused`).toBe(403);
      outcomes.push(`${key(route)}=${res.statusCode}`);
    }
    expect(outcomes.length).toBeGreaterThan(30);
  });

  it('signed out, every non-public route answers 401', async () => {
    for (const route of t.app.routeTable) {
      if (MATRIX[key(route)] === PUBLIC) continue;
      const res = await t.request({
        method: route.method as 'GET',
        url: concrete(route.url),
        as: null,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, key(route)).toBe(401);
    }
  });
});
