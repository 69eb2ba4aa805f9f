/**
 * `npx tsx bench/rollups.ts`: the endpoints the rollups serve, measured over HTTP against a running
 * server (BASE_URL, default http://127.0.0.1:5000) on a scale data set — signed in as the demo users
 * (password procura-demo):
 * 1. each read endpoint RUNS times (default 50) one after another: p50 / p95 / max in ms;
 * 2. requisition create + submit with LINES lines (default 5), open loop at RATE per second (default
 *    100) for SECONDS (default 10): p50 / p95 / p99 / max, answers by status, achieved rate.
 * ONLY=reads or ONLY=creates runs one part. Start the server with a high API_RATE_LIMIT.
 */
export {};

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:5000';
const runs = Number(process.env.RUNS ?? 50);
const rate = Number(process.env.RATE ?? 100);
const seconds = Number(process.env.SECONDS ?? 10);
const lines = Number(process.env.LINES ?? 5);
const only = process.env.ONLY;

async function login(who: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${who}@procura.test`, password: 'procura-demo' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('procura_session='));
  if (!cookie) throw new Error(`login ${who}: ${res.status}`);
  return cookie.split(';')[0]!;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const ms = (n: number) => n.toFixed(1);

const READS: [who: string, path: string][] = [
  ['procurement', '/api/vendors?limit=50&sort=-totalSpendYtd'],
  ['procurement', '/api/vendors?limit=50&sort=totalSpendYtd&offset=500'],
  ['procurement', '/api/vendors?limit=50&sort=-lastOrderDate'],
  ['procurement', '/api/vendors?limit=50'],
  ['procurement', '/api/vendors?limit=500&sort=name'],
  ['procurement', '/api/vendors/vendor-002'],
  ['finance', '/api/invoices/summary'],
  ['manager', '/api/invoices/summary'],
  ['employee', '/api/invoices/summary'],
  ['finance', '/api/invoices/summary?status=pending'],
  ['procurement', '/api/dashboard/summary'],
  ['manager', '/api/dashboard/summary'],
  ['employee', '/api/dashboard/summary'],
];

async function reads(cookies: Map<string, string>) {
  console.log(`reads: ${runs} runs each, one at a time, against ${baseUrl}`);
  console.log('| as | endpoint | status | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|---|');
  for (const [who, path] of READS) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}${path}`, { headers: { cookie: cookies.get(who)! } });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      status = res.status;
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${who} | ${path} | ${status} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1)!)} |`,
    );
  }
}

const DEPARTMENTS = ['IT', 'HR', 'Finance', 'Procurement'];
const GL_CODES = ['4000-001', '4000-002', '4000-003', '4000-004', '4000-005'];

function requisitionBody(n: number) {
  const unitPrice = [40, 180, 450, 900, 2600][n % 5]!;
  return {
    requestType: 'new-purchase',
    itemType: 'goods',
    department: DEPARTMENTS[n % DEPARTMENTS.length],
    title: `Rollup bench request ${n}`,
    businessJustification: 'Bench',
    dateNeededBy: '2030-01-15',
    vendorId: 'vendor-002',
    urgencyLevel: 'medium',
    lineItems: Array.from({ length: lines }, (_, i) => ({
      description: `Bench item ${n}.${i + 1}`,
      quantity: 1,
      unitPrice,
      generalLedgerCode: GL_CODES[(n + i) % GL_CODES.length],
    })),
  };
}

async function creates(cookie: string) {
  const total = Math.round(rate * seconds);
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      (async () => {
        const t0 = performance.now();
        let status = 0;
        try {
          const res = await fetch(`${baseUrl}/api/requisitions`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify(requisitionBody(n)),
          });
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = 0;
        }
        times.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      })(),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `creates: ${total} requisitions of ${lines} lines (create + submit) at ${rate}/s for ${seconds} s: ` +
      `p50 ${ms(percentile(times, 50))} / p95 ${ms(percentile(times, 95))} / p99 ${ms(percentile(times, 99))} / ` +
      `max ${ms(times.at(-1)!)} ms; answers ${JSON.stringify(Object.fromEntries(statuses))}; ` +
      `${(total / elapsed).toFixed(1)}/s achieved`,
  );
}

const cookies = new Map<string, string>();
for (const who of new Set(READS.map(([w]) => w).concat('employee'))) cookies.set(who, await login(who));
if (only !== 'creates') await reads(cookies);
if (only !== 'reads') await creates(cookies.get('employee')!);
