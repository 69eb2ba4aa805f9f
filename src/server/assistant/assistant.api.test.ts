import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { formatCurrency, formatDate } from '@shared/format';
import { QUICK_ACTIONS } from '@shared/assistant/quick-actions';
import { createTestApp, type DemoUser, type TestApp } from '../test/harness';
import { requisitions } from '../db/schema/requisitions';
import { users } from '../db/schema/auth';
import { budgets } from '../db/schema/invoices';
import { poLines, purchaseOrders } from '../db/schema/purchase-orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const year = new Date().getFullYear();
const COMMITTED = ['approved', 'in-progress', 'completed'];

async function ask(message: unknown, as: DemoUser = 'procurement') {
  const res = await t.request({ method: 'POST', url: '/api/assistant/chat', payload: { message }, as });
  expect(res.statusCode).toBe(200);
  return res.json() as { reply: string; intent: string };
}

const monthsAgo = (n: number) => {
  const d = new Date();
  d.setMonth(d.getMonth() - n);
  return d;
};

describe('POST /api/assistant/chat', () => {
  it('workflow: the requisition’s real status, current step and approver', async () => {
    const id = `REQ-${year}-005`;
    const [req] = await t.database.db
      .select({
        submitted: requisitions.submittedDate,
        total: requisitions.totalAmount,
        first: users.firstName,
        last: users.lastName,
      })
      .from(requisitions)
      .innerJoin(users, eq(users.id, requisitions.requestorId))
      .where(eq(requisitions.id, id));
    const answer = await ask(`What is the status of workflow ${id.toLowerCase()}?`);
    expect(answer).toEqual({
      intent: 'workflow',
      reply:
        `${id} is pending manager approval (Manager Review, IT). Submitted ${formatDate(req!.submitted!)} by ` +
        `${req!.first} ${req!.last} for ${formatCurrency(req!.total)}.`,
    });
  });

  it('workflow: says when a requisition is approved, and when it does not exist or is out of scope', async () => {
    expect((await ask(`workflow REQ-${year}-009`)).reply).toMatch(
      new RegExp(`^REQ-${year}-009 has been approved`),
    );
    expect((await ask(`workflow REQ-${year}-999`)).reply).toMatch(
      new RegExp(`^I couldn't find requisition REQ-${year}-999`),
    );
    const [returned] = await t.database.db
      .select({ feedback: requisitions.feedback })
      .from(requisitions)
      .where(eq(requisitions.id, `REQ-${year}-014`));
    expect((await ask(`workflow REQ-${year}-014`, 'employee')).reply).toMatch(
      new RegExp(`^REQ-${year}-014 was returned to the requester for changes\\. Feedback: "`),
    );
    expect((await ask(`workflow REQ-${year}-014`, 'employee')).reply).toContain(returned!.feedback!);
    // A draft is its owner's own: the owner hears it is a draft, everyone else that it does not exist.
    expect((await ask(`workflow REQ-${year}-015`, 'employee')).reply).toMatch(/is still a draft/);
    expect((await ask(`workflow REQ-${year}-015`)).reply).toMatch(/^I couldn't find requisition/);
    // REQ-013 is a Marketing request: the IT employee may not see it, procurement may.
    expect((await ask(`workflow REQ-${year}-013`, 'employee')).reply).toMatch(/^I couldn't find requisition/);
    expect((await ask(`workflow REQ-${year}-013`)).reply).not.toMatch(/^I couldn't find/);
  });

  it('budget: the department’s most-used GL code, computed from budgets and PO lines', async () => {
    const db = t.database.db;
    const spend = await db
      .select({ glCode: poLines.glCode, total: sql<string>`sum(${poLines.total})` })
      .from(poLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, poLines.purchaseOrderId))
      .where(
        and(
          eq(purchaseOrders.department, 'IT'),
          inArray(purchaseOrders.status, COMMITTED),
          gte(purchaseOrders.createdAt, new Date(year, 0, 1)),
        ),
      )
      .groupBy(poLines.glCode);
    const itBudgets = await db
      .select()
      .from(budgets)
      .where(and(eq(budgets.department, 'IT'), eq(budgets.fiscalYear, year)));
    const percents = itBudgets.map((b) => {
      const used = Number(spend.find((s) => s.glCode === b.glCode)?.total ?? 0);
      return {
        code: b.glCode,
        pct: Number(b.amount) === 0 ? 0 : Math.round((used / Number(b.amount)) * 100),
      };
    });
    const top = percents.reduce((a, b) => (b.pct > a.pct ? b : a));
    expect(top).toEqual({ code: '4000-002', pct: 87 });
    const monthsLeft = 12 - new Date().getMonth();

    const answer = await ask('What is our IT budget status?');
    expect(answer.intent).toBe('budget');
    expect(answer.reply).toContain(
      `IT budget 4000-002 (Computer Equipment) is at ${top.pct}% utilization with ${monthsLeft} month` +
        `${monthsLeft === 1 ? '' : 's'} remaining in the fiscal year.`,
    );
  });

  it('budget: another department by name; an employee only gets their own', async () => {
    expect((await ask('How are the marketing funds?')).reply).toMatch(/^Marketing budget 4000-00\d/);
    const employee = await ask('What is the Marketing budget?', 'employee');
    expect(employee.reply).toMatch(/^I can only share your own department's budget\. IT budget /);
  });

  it('blanket-po: names the real top item by PO line spend over the last 12 months', async () => {
    const key = sql<string>`coalesce(${poLines.productNumber}, ${poLines.description})`;
    const [top] = await t.database.db
      .select({
        description: sql<string>`max(${poLines.description})`,
        total: sql<string>`sum(${poLines.total})`,
      })
      .from(poLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, poLines.purchaseOrderId))
      .where(and(inArray(purchaseOrders.status, COMMITTED), gte(purchaseOrders.createdAt, monthsAgo(12))))
      .groupBy(key)
      .orderBy(desc(sql`sum(${poLines.total})`))
      .limit(1);
    const answer = await ask('Which items should go on a blanket PO?');
    expect(answer.intent).toBe('blanket-po');
    expect(answer.reply).toContain(`1. ${top!.description}`);
    expect(answer.reply).toContain(formatCurrency(top!.total));
    expect(answer.reply).toMatch(/blanket PO/);
  });

  it('forecast: points to Analytics and gives the last 3 months of PO spend', async () => {
    const [row] = await t.database.db
      .select({ total: sql<string>`coalesce(sum(${purchaseOrders.amount}), 0)` })
      .from(purchaseOrders)
      .where(and(inArray(purchaseOrders.status, COMMITTED), gte(purchaseOrders.createdAt, monthsAgo(3))));
    const answer = await ask('Show me the spend forecast');
    expect(answer.intent).toBe('forecast');
    expect(answer.reply).toContain('Analytics');
    expect(answer.reply).toMatch(/SKU, department and time window/);
    expect(answer.reply).toContain(formatCurrency(row!.total));
  });

  it('catalog: the home pill finds office chairs under $300, cheapest first', async () => {
    const answer = await ask('Find office chairs under $300');
    expect(answer.intent).toBe('catalog');
    const lines = answer.reply.split('\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(5);
    const prices = lines.map((l) => Number(l.split(' — $')[1]!.replace(/,/g, '')));
    expect(prices.every((p) => p < 300)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(lines.every((l) => /chair/i.test(l))).toBe(true);
    expect(answer.reply).not.toContain('Aeron');
    expect(lines[0]).toBe(
      '• Staples Hyken Technical Mesh Office Chair — Staples Business Advantage — $229.99',
    );
    expect((await ask('Find unicorn saddles')).reply).toMatch(/^Nothing in the catalog matched/);
  });

  it('help for anything else, and every quick action reaches its own rule', async () => {
    const help = await ask('hello there');
    expect(help.intent).toBe('help');
    expect(help.reply).toMatch(/^I can help with/);
    for (const action of QUICK_ACTIONS) expect((await ask(action.text)).intent).toBe(action.id);
  });

  it('refuses an empty, missing or too long message with 400', async () => {
    for (const payload of [{ message: '   ' }, { message: '' }, {}, { message: 'x'.repeat(1001) }]) {
      const res = await t.request({ method: 'POST', url: '/api/assistant/chat', payload, as: 'procurement' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.message).toBeTruthy();
    }
  });

  it('needs a session', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/assistant/chat',
      payload: { message: 'hi' },
      as: null,
    });
    expect(res.statusCode).toBe(401);
  });
});
