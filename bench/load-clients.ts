/**
 * The simulated users of `bench/load.ts`: signed-in demo accounts running a mix of reads (lists, a
 * detail, search, dashboard) and writes (requisition create + submit, approvals) as fast as the
 * server answers, and a record of every write that was answered 2xx (checked in the database later).
 */

export type Sample = { op: string; status: number; ms: number };

export type Written = {
  /** Requisitions answered 201 (created and submitted). */
  requisitions: string[];
  /** Approval steps answered 2xx to an approve. */
  approvedSteps: string[];
};

export type ClientPlan = { baseUrl: string; who: string; writeShare: number; readPaths: string[] };

const PASSWORD = 'procura-demo';
/** Roles that create requests and roles that approve them (the demo chain: manager → director → procurement → finance). */
export const CREATORS = new Set(['employee']);
export const APPROVERS = new Set(['manager', 'director', 'procurement', 'finance']);

/** Every read the clients may run; each role keeps those that answer it 200 (probed once at start). */
export const READ_PATHS = [
  '/api/requisitions?limit=20',
  '/api/requisitions?limit=20&q=laptop',
  '/api/purchase-orders?limit=20',
  '/api/purchase-orders?limit=20&q=supplies',
  '/api/invoices?limit=20',
  '/api/vendors?limit=20',
  '/api/contracts?limit=20',
  '/api/approvals?limit=20',
  '/api/messages?limit=20',
  '/api/search?q=chair',
  '/api/dashboard/summary',
];

export async function signIn(baseUrl: string, who: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${who}@procura.test`, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${who} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('procura_session='));
  if (!cookie) throw new Error(`sign-in of ${who} set no session cookie`);
  return cookie.split(';')[0]!;
}

/** The reads of READ_PATHS that answer this role 200. */
export async function readableBy(baseUrl: string, cookie: string): Promise<string[]> {
  const ok: string[] = [];
  for (const path of READ_PATHS) {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status === 200) ok.push(path);
  }
  return ok;
}

let seq = 0;
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** A requisition of 1–3 lines; amounts spread over the approval thresholds (some auto-approve). */
function requisitionBody(who: string) {
  const n = ++seq;
  const lines = 1 + (n % 3);
  const unitPrice = pick([40, 180, 450, 900, 2600, 7400]);
  return {
    requestType: 'new-purchase',
    itemType: 'goods',
    department: 'IT',
    title: `Load test request ${who} ${n}`,
    businessJustification: 'Load test',
    dateNeededBy: '2030-01-15',
    vendorId: 'vendor-002',
    urgencyLevel: 'medium',
    lineItems: Array.from({ length: lines }, (_, i) => ({
      description: `Load item ${n}.${i + 1}`,
      quantity: 1 + (i % 2),
      unitPrice,
      generalLedgerCode: '4000-002',
    })),
  };
}

/**
 * Runs one client until `deadline` (ms since epoch): each turn is a write with probability
 * `writeShare` (creators: a requisition; approvers: approve one awaiting step),
 * otherwise a read (a list, sometimes followed by one requisition's detail).
 */
export async function runClient(
  plan: ClientPlan,
  cookie: string,
  deadline: number,
  samples: Sample[],
  written: Written,
): Promise<void> {
  const { baseUrl, who } = plan;
  const call = async (op: string, path: string, init: RequestInit = {}) => {
    const t0 = performance.now();
    let status = 0;
    let body: unknown;
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { cookie, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      });
      status = res.status;
      const text = await res.text();
      body = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch {
      status = 0; // connection refused / reset
    }
    samples.push({ op, status, ms: performance.now() - t0 });
    return { status, body };
  };
  let turn = 0;
  while (Date.now() < deadline) {
    turn++;
    const write = Math.random() < plan.writeShare;
    if (write && CREATORS.has(who)) {
      const res = await call('write: create requisition', '/api/requisitions', {
        method: 'POST',
        body: JSON.stringify(requisitionBody(who)),
      });
      if (res.status === 201) written.requisitions.push((res.body as { id: string }).id);
    } else if (write && APPROVERS.has(who)) {
      const queue = await call('read: approvals queue', '/api/approvals?limit=10');
      const items = Array.isArray(queue.body) ? (queue.body as { stepId: string }[]) : [];
      if (!items.length) continue;
      const step = pick(items).stepId;
      const res = await call('write: approve', `/api/approvals/${step}/approve`, {
        method: 'POST',
        body: JSON.stringify({ comment: 'Load test' }),
      });
      if (res.status >= 200 && res.status < 300) written.approvedSteps.push(step);
    } else {
      const path = pick(plan.readPaths);
      const res = await call(`read: ${path.split('?')[0]}`, path);
      if (
        path.startsWith('/api/requisitions?') &&
        Array.isArray(res.body) &&
        res.body.length &&
        turn % 3 === 0
      ) {
        const { id } = pick(res.body as { id: string }[]);
        await call('read: /api/requisitions/:id', `/api/requisitions/${encodeURIComponent(id)}`);
      }
    }
  }
}
