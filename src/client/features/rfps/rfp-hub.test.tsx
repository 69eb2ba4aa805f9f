import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEADLINE_PAST_MESSAGE } from '@shared/rfps/schemas';

import { RfpHub } from './rfp-hub';
import { fakeRfpApi, listAnswer, renderAs, rfpDetail, rfpView, user, type Answer } from './test-fixtures';

beforeAll(() => {
  // What Radix Select calls and jsdom lacks.
  Element.prototype.scrollIntoView = () => {};
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const DRAFT = rfpView();
const SENT = rfpView({
  id: 'RFP-1002',
  title: 'Office Renovation',
  category: 'Construction',
  description: 'Second floor refit.',
  status: 'sent',
  budget: null,
  vendorCount: 3,
  responseCount: 1,
  deadline: '2026-04-01',
});

/** The list answers `rows` when nothing is searched or filtered, else none. */
const listOf = (rows: ReturnType<typeof rfpView>[]) => (url: URL) =>
  url.searchParams.get('q') || (url.searchParams.get('status') ?? 'all') !== 'all'
    ? listAnswer([])
    : listAnswer(rows);
const summary = (active: number) => () => ({ body: { active } });
const card = (title: string) => screen.getByRole('article', { name: title });

describe('the RFP hub', () => {
  it('says no RFP was created yet when there are none, and that none match once a search is typed', async () => {
    const calls = fakeRfpApi({ 'GET /api/rfps': listOf([]), 'GET /api/rfps/summary': summary(0) });
    const ui = userEvent.setup();
    renderAs(user(true), <RfpHub />);
    expect(await screen.findByRole('heading', { name: 'No RFPs Found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("You haven't created any RFPs yet.")).toBeTruthy();

    await ui.type(screen.getByRole('searchbox', { name: 'Search RFPs' }), 'cloud');
    expect(await screen.findByText('No RFPs match your search criteria.')).toBeTruthy();
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/rfps')
          .at(-1)!
          .query.get('q'),
      ).toBe('cloud'),
    );
  });

  it('shows the active count and a card per RFP, Send to Vendors on drafts only', async () => {
    fakeRfpApi({ 'GET /api/rfps': listOf([DRAFT, SENT]), 'GET /api/rfps/summary': summary(7) });
    renderAs(user(true), <RfpHub />);
    await screen.findByRole('article', { name: DRAFT.title });
    expect(screen.getByRole('heading', { level: 1, name: 'RFP Management Hub' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Active RFPs' }).nextElementSibling?.textContent).toBe('7'),
    );

    const draft = within(card(DRAFT.title));
    for (const text of [
      'Draft',
      'IT Services · IT · RFP-1001',
      DRAFT.description,
      '3/15/2026',
      '$50,000 - $75,000',
    ])
      expect(draft.getByText(text)).toBeTruthy();
    expect(draft.getByText('Vendors').nextElementSibling?.textContent).toBe('2');
    expect(draft.getByText('Responses').nextElementSibling?.textContent).toBe('0');
    expect(draft.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/rfp?id=RFP-1001');
    expect(draft.getByRole('button', { name: 'Send to Vendors' })).toBeTruthy();

    const sent = within(card(SENT.title));
    expect(sent.getByText('Sent to Vendors')).toBeTruthy();
    expect(sent.getByText('4/1/2026')).toBeTruthy();
    expect(sent.getByText('Budget').nextElementSibling?.textContent).toBe('—');
    expect(sent.getByText('Responses').nextElementSibling?.textContent).toBe('1');
    expect(sent.queryByRole('button', { name: 'Send to Vendors' })).toBeNull();
  });

  it('is read-only for a user without procurement rights: no Create RFP, no Send to Vendors', async () => {
    fakeRfpApi({ 'GET /api/rfps': listOf([DRAFT]), 'GET /api/rfps/summary': summary(1) });
    renderAs(user(false), <RfpHub />);
    await screen.findByRole('article', { name: DRAFT.title });
    expect(screen.queryByRole('button', { name: 'Create RFP' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to Vendors' })).toBeNull();
    expect(within(card(DRAFT.title)).getByRole('link', { name: 'View' })).toBeTruthy();
  });

  it('sends a draft from its card and says so', async () => {
    const calls = fakeRfpApi({
      'GET /api/rfps': listOf([DRAFT]),
      'GET /api/rfps/summary': summary(1),
      'POST /api/rfps/RFP-1001/send': () => ({ body: rfpDetail({ status: 'sent' }) }),
    });
    const ui = userEvent.setup();
    renderAs(user(true), <RfpHub />);
    await ui.click(
      await within(await screen.findByRole('article', { name: DRAFT.title })).findByRole('button', {
        name: 'Send to Vendors',
      }),
    );
    expect(await screen.findByText('RFP Sent')).toBeTruthy();
    expect(screen.getByText(`"${DRAFT.title}" was sent to 2 vendors.`)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/rfps/RFP-1001/send')).toBe(true);
  });
});

describe('the Create RFP form', () => {
  const form = () => screen.getByRole('form', { name: 'New RFP' });
  async function openForm(ui: ReturnType<typeof userEvent.setup>) {
    await screen.findByRole('heading', { name: 'No RFPs Found' });
    const toggle = screen.getByRole('button', { name: 'Create RFP' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await ui.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    return within(form());
  }
  async function choose(ui: ReturnType<typeof userEvent.setup>, label: string, option: string) {
    // Hovering loads the select in place of its stand-in (LazySelect); then it opens on the click.
    await ui.hover(within(form()).getByRole('combobox', { name: label }));
    await ui.click(within(form()).getByRole('combobox', { name: label }));
    await ui.click(await screen.findByRole('option', { name: option }, { timeout: 10_000 }));
  }
  async function fill(ui: ReturnType<typeof userEvent.setup>) {
    const f = within(form());
    await ui.type(f.getByLabelText('RFP Title'), 'Managed Print Services');
    await choose(ui, 'Category', 'Equipment');
    await choose(ui, 'Department', 'Operations');
    await ui.type(f.getByLabelText('Description'), 'Printers for three floors.');
    await ui.type(f.getByLabelText('Requirements'), 'Toner included.');
    await ui.type(f.getByLabelText('Response Deadline'), '2030-05-01');
    await ui.type(f.getByLabelText('Contact Email'), 'buyer@example.test');
    await ui.type(f.getByLabelText('Budget'), '$20K');
    await ui.type(f.getByLabelText('Vendor Emails'), ' a@print.test ,b@ink.test, ');
  }

  it('shows the notice, and the field messages of an empty submit', async () => {
    const calls = fakeRfpApi({ 'GET /api/rfps': listOf([]), 'GET /api/rfps/summary': summary(0) });
    const ui = userEvent.setup();
    renderAs(user(true), <RfpHub />);
    const f = await openForm(ui);
    expect(f.getByText(/will be automatically sent to the listed vendor emails/)).toBeTruthy();
    await ui.click(f.getByRole('button', { name: 'Create RFP' }));
    const messages = (await f.findAllByRole('alert')).map((a) => a.textContent);
    expect(messages).toEqual([
      'Required',
      'Required',
      'Required',
      'Required',
      'Required',
      'Required',
      'Required',
    ]);
    expect(f.getByLabelText('Contact Email').getAttribute('aria-invalid')).toBe('true');
    expect(f.getByLabelText('Budget').getAttribute('aria-invalid')).toBeNull();
    await ui.type(f.getByLabelText('Contact Email'), 'not-an-email');
    await ui.click(f.getByRole('button', { name: 'Create RFP' }));
    expect(await f.findByText('Invalid email')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("posts the spec's body, reads 'Creating...' meanwhile, then closes, resets and toasts", async () => {
    let answer!: (a: Answer) => void;
    const calls = fakeRfpApi({
      'GET /api/rfps': listOf([]),
      'GET /api/rfps/summary': summary(0),
      'POST /api/rfps': () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    const ui = userEvent.setup();
    renderAs(user(true), <RfpHub />);
    await openForm(ui);
    await fill(ui);
    await ui.click(within(form()).getByRole('button', { name: 'Create RFP' }));
    const busy = await within(form()).findByRole('button', { name: 'Creating...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      title: 'Managed Print Services',
      category: 'Equipment',
      department: 'Operations',
      description: 'Printers for three floors.',
      requirements: 'Toner included.',
      deadline: '2030-05-01',
      contactEmail: 'buyer@example.test',
      budget: '$20K',
      vendorEmails: ['a@print.test', 'b@ink.test'],
      status: 'draft',
      responseCount: 0,
    });
    expect(new Date((post.body as { createdDate: string }).createdDate).toISOString()).toBe(
      (post.body as { createdDate: string }).createdDate,
    );
    const listCalls = calls.filter((c) => c.path === '/api/rfps' && c.method === 'GET').length;

    answer({ status: 201, body: rfpView({ title: 'Managed Print Services' }) });
    expect(await screen.findByText('RFP Created Successfully')).toBeTruthy();
    expect(
      screen.getByText('Your Request for Proposal has been created and is ready to send to vendors.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New RFP' })).toBeNull();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/rfps' && c.method === 'GET').length).toBeGreaterThan(
        listCalls,
      ),
    );
    const f = await openForm(ui);
    expect((f.getByLabelText('RFP Title') as HTMLInputElement).value).toBe('');
    expect(f.getByRole('combobox', { name: 'Category' }).textContent).toBe('Select category');
  }, 30_000);

  it("puts the server's field message under its field (a deadline in the past)", async () => {
    fakeRfpApi({
      'GET /api/rfps': listOf([]),
      'GET /api/rfps/summary': summary(0),
      'POST /api/rfps': () => ({
        status: 400,
        body: {
          message: DEADLINE_PAST_MESSAGE,
          code: 'validation',
          fieldErrors: { deadline: DEADLINE_PAST_MESSAGE },
        },
      }),
    });
    const ui = userEvent.setup();
    renderAs(user(true), <RfpHub />);
    await openForm(ui);
    await fill(ui);
    await ui.click(within(form()).getByRole('button', { name: 'Create RFP' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toBe(DEADLINE_PAST_MESSAGE);
    expect(within(form()).getByLabelText('Response Deadline').getAttribute('aria-describedby')).toBe(
      alert.id,
    );
    expect(within(form()).getByRole('button', { name: 'Create RFP' })).toBeTruthy();
  }, 30_000);
});
