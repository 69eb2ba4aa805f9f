import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@shared/format';
import { QUICK_ACTIONS } from '@shared/assistant/quick-actions';
import type { RequisitionFormInput } from '@shared/requisitions/schemas';
import { createTestApp, type Account, type TestApp } from '../test/harness';
import { createTeam, createUser, fullName, type Team, type User } from '../test/factories/users';
import { createCatalogItem, createVendor } from '../test/factories/vendors';
import { requestForm, submitRequest, type Line } from '../test/factories/requisitions';
import { createBudget } from '../test/factories/purchase-orders';
import { act, pendingStep } from '../test/factories/approvals';

/**
 * The assistant's answers from this file's rows: an IT team's requests in every state, a Marketing
 * request, budgets of IT and Marketing (each with a committed PO), and catalog items.
 */
let t: TestApp;
let team: Team;
let marketer: User;
let vendorId: string;
const req = {} as Record<
  'pending' | 'approved' | 'returned' | 'draft' | 'marketing',
  { id: string; submittedDate: string | null }
>;
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t, 'IT');
  marketer = await createUser(t, {
    role: 'end_user',
    department: 'Marketing',
    firstName: 'Mara',
    lastName: 'Keting',
  });
  const vendor = await createVendor(t, { name: 'Office Outfitters' });
  vendorId = vendor.id;
  const submit = async (as: Account, lines: Line[], over: Partial<RequisitionFormInput> = {}) => {
    const made = await submitRequest(t, as, requestForm({ department: 'IT', vendorId, lines }, over));
    return { id: made.id, submittedDate: made.submittedDate as string | null };
  };
  req.pending = await submit(team.employee, [{ description: 'Standing desk', quantity: 2, unitPrice: 1200 }]);
  req.approved = await submit(team.employee, [
    { description: 'Webcam', quantity: 5, unitPrice: 100, generalLedgerCode: '4000-005' },
  ]);
  req.returned = await submit(team.employee, [{ description: 'Chair', quantity: 4, unitPrice: 500 }]);
  const step = await pendingStep(t, req.returned.id);
  await act(t, step.id, 'reject', team.manager, { comment: 'Get a second quote' });
  req.draft = await submit(team.employee, [{ description: 'Lamp', quantity: 1, unitPrice: 40 }], {
    status: 'draft',
  });
  req.marketing = await submit(marketer, [{ description: 'Banner', quantity: 3, unitPrice: 800 }], {
    department: 'Marketing',
  });
  await createBudget(t, {
    department: 'IT',
    glCode: '4000-002',
    amount: '10000.00',
    committed: '8700.00',
    vendorId,
  });
  await createBudget(t, {
    department: 'IT',
    glCode: '4000-001',
    amount: '20000.00',
    committed: '2000.00',
    vendorId,
  });
  await createBudget(t, {
    department: 'Marketing',
    glCode: '4000-004',
    amount: '5000.00',
    committed: '1000.00',
    vendorId,
  });
  for (const [name, unitPrice] of [
    ['Mesh Office Chair', '229.99'],
    ['Task Chair', '149.00'],
    ['Aeron Office Chair', '1395.00'],
    ['Office Desk', '199.00'],
  ] as const) {
    await createCatalogItem(t, { vendorId, name, unitPrice, category: 'Furniture' });
  }
});
afterAll(() => t.close());

async function ask(message: unknown, as: Account = team.procurement) {
  const res = await t.request({ method: 'POST', url: '/api/assistant/chat', payload: { message }, as });
  expect(res.statusCode).toBe(200);
  return res.json() as { reply: string; intent: string };
}

describe('POST /api/assistant/chat', () => {
  it('workflow: the requisition’s real status, current step and approver', async () => {
    const { id, submittedDate } = req.pending;
    const answer = await ask(`What is the status of workflow ${id.toLowerCase()}?`);
    expect(answer).toEqual({
      intent: 'workflow',
      reply:
        `${id} is pending manager approval (Manager Review, IT). Submitted ${formatDate(submittedDate!)} by ` +
        `${fullName(team.employee)} for $2,400.00.`,
    });
  });

  it('workflow: says when a requisition is approved, and when it does not exist or is out of scope', async () => {
    expect((await ask(`workflow ${req.approved.id}`)).reply).toMatch(
      new RegExp(`^${req.approved.id} has been approved`),
    );
    const year = new Date().getFullYear();
    expect((await ask(`workflow REQ-${year}-999`)).reply).toMatch(
      new RegExp(`^I couldn't find requisition REQ-${year}-999`),
    );
    expect((await ask(`workflow ${req.returned.id}`, team.employee)).reply).toMatch(
      new RegExp(
        `^${req.returned.id} was returned to the requester for changes\\. Feedback: "Get a second quote"`,
      ),
    );
    // A draft is its owner's own: the owner hears it is a draft, everyone else that it does not exist.
    expect((await ask(`workflow ${req.draft.id}`, team.employee)).reply).toMatch(/is still a draft/);
    expect((await ask(`workflow ${req.draft.id}`)).reply).toMatch(/^I couldn't find requisition/);
    // A Marketing request: the IT employee may not see it, procurement may.
    expect((await ask(`workflow ${req.marketing.id}`, team.employee)).reply).toMatch(
      /^I couldn't find requisition/,
    );
    expect((await ask(`workflow ${req.marketing.id}`)).reply).toMatch(
      new RegExp(`^${req.marketing.id} is pending .* by Mara Keting for \\$2,400\\.00\\.$`),
    );
  });

  it('budget: the department’s most-used GL code, computed from budgets and PO lines', async () => {
    const monthsLeft = 12 - new Date().getMonth();
    const answer = await ask('What is our IT budget status?');
    expect(answer.intent).toBe('budget');
    expect(answer.reply).toBe(
      `IT budget 4000-002 (Computer Equipment) is at 87% utilization with ${monthsLeft} month` +
        `${monthsLeft === 1 ? '' : 's'} remaining in the fiscal year. ` +
        'IT in total: $10,700.00 committed of $30,000.00 (36%).',
    );
  });

  it('budget: another department by name; an employee only gets their own', async () => {
    expect((await ask('How are the marketing funds?')).reply).toMatch(
      /^Marketing budget 4000-004 \(.+\) is at 20% /,
    );
    const employee = await ask('What is the Marketing budget?', team.employee);
    expect(employee.reply).toMatch(/^I can only share your own department's budget\. IT budget 4000-002 /);
  });

  it('blanket-po: names the real top items by PO line spend over the last 12 months', async () => {
    const answer = await ask('Which items should go on a blanket PO?');
    expect(answer.intent).toBe('blanket-po');
    expect(answer.reply).toContain(
      'Your top-spend items over the last 12 months are 1. Committed spend: $11,700.00 across 3 POs; ' +
        '2. Webcam: $500.00 across 1 PO. ',
    );
  });

  it('forecast: points to Analytics and gives the last 3 months of PO spend', async () => {
    const answer = await ask('Show me the spend forecast');
    expect(answer.intent).toBe('forecast');
    expect(answer.reply).toContain('Analytics');
    expect(answer.reply).toMatch(/SKU, department and time window/);
    expect(answer.reply).toContain(
      'Purchase-order spend over the last 3 months: $12,200.00 across 4 purchase orders.',
    );
  });

  it('catalog: the home pill finds office chairs under $300, cheapest first', async () => {
    const answer = await ask('Find office chairs under $300');
    expect(answer.intent).toBe('catalog');
    expect(answer.reply.split('\n').slice(1)).toEqual(['• Mesh Office Chair — Office Outfitters — $229.99']);
    expect((await ask('Find chairs under $300')).reply.split('\n').slice(1)).toEqual([
      '• Task Chair — Office Outfitters — $149.00',
      '• Mesh Office Chair — Office Outfitters — $229.99',
    ]);
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
      const res = await t.request({
        method: 'POST',
        url: '/api/assistant/chat',
        payload,
        as: team.procurement,
      });
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
