/**
 * What is measured: every list, search, summary and type-ahead endpoint of src/server/<area>/routes.ts
 * with the page sizes the screens ask for, and a detail of each record type with ids found through
 * its list as that user (visibility differs, so each user gets their own ids).
 */
import { isOk, jsonOf, request, type Client } from './http';
import type { Session } from './sessions';

export type Kind = 'list' | 'search' | 'summary' | 'picker' | 'detail';
/** `paths` are taken in turn (details rotate over the ids found); `name` is the row of the report. */
export type Endpoint = { name: string; kind: Kind; paths: string[] };

/**
 * The search words: `common` matches a large part of every table, `rare` almost nothing, and
 * `clustered` a few percent of the rows, bunched together in the lists' orders (all "Laptop …"
 * products sit together by name): the case where walking an order's index finds its matches late;
 * `vendor` part of the names of a few vendors (12 of 10,000 at full scale), whose records a search finds
 * by their vendor's name.
 */
export type Words = { common: string; rare: string; clustered: string; vendor: string };

const one = (kind: Kind, path: string, name = path): Endpoint => ({ name, kind, paths: [path] });
const enc = encodeURIComponent;

/** A list endpoint named by its path (the bench's `--paths`). */
export const listEndpoint = (path: string): Endpoint => one('list', path);

/** The fixed endpoints (no ids). */
export function fixedEndpoints(words: Words): Endpoint[] {
  const c = enc(words.common);
  const r = enc(words.rare);
  const m = enc(words.clustered);
  const v = enc(words.vendor);
  return [
    one('list', '/api/requisitions?limit=10'),
    one('list', '/api/requisitions?limit=50&requestorId=me'),
    one('list', '/api/requisitions?limit=50&awaitingPo=true'),
    one('list', '/api/purchase-orders?limit=50'),
    one('list', '/api/invoices?limit=25'),
    one('list', '/api/invoices?limit=25&status=pending'),
    one('list', '/api/invoices?limit=25&threeWayMatchStatus=exception'),
    one('list', '/api/invoices?limit=50&status=paid'),
    one('list', '/api/review-queue?limit=20'),
    one('list', '/api/vendors?limit=25'),
    one('list', '/api/contracts?limit=50'),
    one('list', '/api/messages?limit=20'),
    one('list', '/api/approvals?limit=20'),
    one('list', '/api/approvals/history?limit=20'),
    one('list', '/api/catalog-items?limit=50'),
    one('list', '/api/rfps'),
    // The RFP hub (issue 11): its page, a status filter, its search and its count of active RFPs.
    one('list', '/api/rfps?limit=20'),
    one('list', '/api/rfps?limit=20&status=responses'),
    one('list', '/api/rfps?limit=20&status=closed'),
    one('search', `/api/search?q=${c}`, '/api/search?q=<common>'),
    one('search', `/api/search?q=${r}`, '/api/search?q=<rare>'),
    one('search', `/api/search?q=${m}`, '/api/search?q=<clustered>'),
    one('search', `/api/requisitions?limit=10&q=${c}`, '/api/requisitions?limit=10&q=<common>'),
    one('search', `/api/purchase-orders?limit=50&q=${c}`, '/api/purchase-orders?limit=50&q=<common>'),
    one('search', `/api/invoices?limit=25&q=${c}`, '/api/invoices?limit=25&q=<common>'),
    one('search', `/api/invoices?limit=25&q=${r}`, '/api/invoices?limit=25&q=<rare>'),
    one('search', `/api/vendors?limit=25&q=${c}`, '/api/vendors?limit=25&q=<common>'),
    one('search', `/api/contracts?limit=50&q=${c}`, '/api/contracts?limit=50&q=<common>'),
    one('search', `/api/catalog-items?limit=50&q=${c}`, '/api/catalog-items?limit=50&q=<common>'),
    one('search', `/api/catalog-items?limit=50&q=${m}`, '/api/catalog-items?limit=50&q=<clustered>'),
    one('search', `/api/invoices?limit=25&q=${m}`, '/api/invoices?limit=25&q=<clustered>'),
    one('search', `/api/purchase-orders?limit=50&q=${m}`, '/api/purchase-orders?limit=50&q=<clustered>'),
    one('search', `/api/search?q=${v}`, '/api/search?q=<vendor>'),
    one('search', `/api/requisitions?limit=10&q=${v}`, '/api/requisitions?limit=10&q=<vendor>'),
    one('search', `/api/purchase-orders?limit=50&q=${v}`, '/api/purchase-orders?limit=50&q=<vendor>'),
    one('search', `/api/invoices?limit=25&q=${v}`, '/api/invoices?limit=25&q=<vendor>'),
    one('search', `/api/rfps?limit=20&q=${c}`, '/api/rfps?limit=20&q=<common>'),
    one('search', `/api/rfps?limit=20&q=${r}`, '/api/rfps?limit=20&q=<rare>'),
    one('search', `/api/rfps?limit=20&status=sent&q=${c}`, '/api/rfps?limit=20&status=sent&q=<common>'),
    one('picker', '/api/invoices/vendors?q=ac&limit=20'),
    one('picker', '/api/vendors?q=ac&limit=10'),
    one('summary', '/api/dashboard/summary'),
    one('summary', '/api/invoices/summary'),
    one('summary', '/api/approvals/summary'),
    one('summary', '/api/requisitions/mine/summary'),
    one('summary', '/api/requisitions/stats'),
    one('summary', '/api/messages/unread-count'),
    one('summary', '/api/user-stats'),
    one('summary', '/api/assistant/insights'),
    one('summary', '/api/cost-savings/summary'),
    one('summary', '/api/rfps/summary'),
    // The Analytics Intelligence Center (issue 12): its default figures, a department and window, a SKU
    // and its free text (vendor name, SKU, GL code), all from the spend rollups.
    one('summary', '/api/analytics'),
    one('summary', '/api/analytics?months=24&department=IT'),
    one('summary', '/api/analytics?months=3&sku=SKU-IT-002'),
    one('search', `/api/analytics?q=${c}`, '/api/analytics?q=<common>'),
    one('summary', '/api/analytics/kpis'),
    one('summary', '/api/analytics/spend?groupBy=month&months=24'),
    one('summary', '/api/analytics/spend?groupBy=vendor'),
    one('summary', '/api/analytics/spend?groupBy=sku&months=24'),
    one('summary', '/api/analytics/spend?groupBy=category'),
    one('search', `/api/analytics/spend?groupBy=sku&q=${c}`, '/api/analytics/spend?groupBy=sku&q=<common>'),
    one('list', '/api/filter-sets'),
    one('list', '/api/analytics/anomalies?limit=20'),
    // Cost Savings Intelligence (issue 12): the period's tables and figures.
    one('list', '/api/cost-savings/direct?limit=25'),
    one('list', '/api/consolidation-opportunities?limit=20'),
    one('summary', '/api/cost-savings/summary?period=year'),
    one('summary', '/api/cost-savings/categories?period=year'),
    one('summary', '/api/cost-savings/realization?period=year'),
  ];
}

/** Record types with a detail: the list that finds their ids, and the detail paths of an id. */
const DETAILS: { list: string; details: ((id: string) => string)[]; names: string[] }[] = [
  {
    list: '/api/requisitions?limit=50',
    details: [(id) => `/api/requisitions/${id}`, (id) => `/api/requisitions/${id}/workflow`],
    names: ['/api/requisitions/:id', '/api/requisitions/:id/workflow'],
  },
  {
    list: '/api/purchase-orders?limit=50',
    details: [(id) => `/api/purchase-orders/${id}`, (id) => `/api/purchase-orders/${id}/receipts`],
    names: ['/api/purchase-orders/:id', '/api/purchase-orders/:id/receipts'],
  },
  { list: '/api/invoices?limit=50', details: [(id) => `/api/invoices/${id}`], names: ['/api/invoices/:id'] },
  { list: '/api/vendors?limit=50', details: [(id) => `/api/vendors/${id}`], names: ['/api/vendors/:id'] },
  {
    list: '/api/contracts?limit=50',
    details: [(id) => `/api/contracts/${id}`],
    names: ['/api/contracts/:id'],
  },
  {
    list: '/api/catalog-items?limit=50',
    details: [(id) => `/api/catalog-items/${id}`],
    names: ['/api/catalog-items/:id'],
  },
  { list: '/api/rfps', details: [(id) => `/api/rfps/${id}`], names: ['/api/rfps/:id'] },
];

/** The ids of a list answer: an array of rows, or `{ rows | items | data }` of rows, each with an `id`. */
export function idsOf(body: unknown, max = 50): string[] {
  const rows = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as Record<string, unknown>).rows ??
        (body as Record<string, unknown>).items ??
        (body as Record<string, unknown>).data)
      : undefined;
  if (!Array.isArray(rows)) return [];
  const ids = rows
    .map((r) => (r && typeof r === 'object' ? (r as { id?: unknown }).id : undefined))
    .filter((id): id is string => typeof id === 'string' && id.length > 0);
  return ids.slice(0, max);
}

/** The detail endpoints for one user: each record type's first page of ids (none when the list is refused). */
export async function detailEndpoints(client: Client, session: Session): Promise<Endpoint[]> {
  const out: Endpoint[] = [];
  for (const t of DETAILS) {
    const reply = await request(client, { path: t.list, cookie: session.cookie, keepBody: true }, 120_000);
    const ids = isOk(reply) ? idsOf(jsonOf(reply)) : [];
    if (!ids.length) continue;
    t.details.forEach((detail, i) =>
      out.push({ name: t.names[i]!, kind: 'detail', paths: ids.map((id) => detail(enc(id))) }),
    );
  }
  return out;
}

/**
 * The open-loop read mix: the list screens (first page at the screen's page size) and the home
 * screen's summary, weighted by how often a screen is opened; each user keeps those answering 200.
 */
export const READ_MIX: { path: string; weight: number }[] = [
  { path: '/api/dashboard/summary', weight: 3 },
  { path: '/api/requisitions?limit=10', weight: 3 },
  { path: '/api/requisitions?limit=50&awaitingPo=true', weight: 1 },
  { path: '/api/approvals?limit=20', weight: 2 },
  { path: '/api/purchase-orders?limit=50', weight: 2 },
  { path: '/api/invoices?limit=25', weight: 2 },
  { path: '/api/invoices?limit=25&status=pending', weight: 1 },
  { path: '/api/review-queue?limit=20', weight: 1 },
  { path: '/api/vendors?limit=25', weight: 1 },
  { path: '/api/contracts?limit=50', weight: 1 },
  { path: '/api/messages?limit=20', weight: 2 },
  { path: '/api/catalog-items?limit=50', weight: 1 },
];

/** Share of the mix's requests sent as each user (most people asking are employees). */
export const USER_WEIGHTS = { employee: 6, manager: 2, procurement: 2 } as const;
