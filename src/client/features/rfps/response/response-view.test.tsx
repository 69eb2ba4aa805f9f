import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RFP_RESPONSE_MESSAGES } from '@shared/rfps/response';

import { createQueryClient } from '../../../lib/query-client';
import { RfpResponseView } from './response-view';
import { fakeResponseServer, storedResponse, type Call } from './test-response-server';

function renderPage(server: ReturnType<typeof fakeResponseServer>, token = 'tok-123') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RfpResponseView token={token} />
    </QueryClientProvider>,
  );
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');
const form = () => screen.getByRole('form', { name: 'Your response' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the vendor response page', () => {
  it('shows the RFP: title, category, description, requirements, deadline (US short), contact and budget', async () => {
    const server = fakeResponseServer();
    renderPage(server);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Office Cleaning Services 2027' }),
    ).toBeTruthy();
    expect(screen.getByText('Responses due 3/15/2027')).toBeTruthy();
    const facts = screen.getByRole('heading', { name: 'About this RFP' }).closest('div')!.parentElement!;
    expect(within(facts).getByText('3/15/2027')).toBeTruthy();
    expect(within(facts).getByText('$40,000 - $50,000')).toBeTruthy();
    expect(within(facts).getByRole('link', { name: 'buyer@procura.test' }).getAttribute('href')).toBe(
      'mailto:buyer@procura.test',
    );
    expect(within(facts).getAllByText('Maintenance').length).toBeGreaterThan(0);
    expect(screen.getByText('Daily cleaning of the head office.')).toBeTruthy();
    expect(screen.getByText(/Eco-friendly products\./)).toBeTruthy();
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: '/api/rfp-response', token: 'tok-123' });
  });

  it('prefills the earlier response and lists its files', async () => {
    const server = fakeResponseServer({
      response: storedResponse({ attachments: [{ id: 'f1', fileName: 'quote.pdf', size: 2048 }] }),
    });
    renderPage(server);
    expect(await screen.findByLabelText('Company Name')).toHaveProperty('value', 'Sparkle Co');
    expect(screen.getByLabelText('Contact Name')).toHaveProperty('value', 'Ann Lee');
    expect(screen.getByLabelText('Total Price (USD)')).toHaveProperty('value', '42000.00');
    expect(screen.getByLabelText('Delivery Lead Time (days)')).toHaveProperty('value', '14');
    expect(screen.getByLabelText('Valid Until')).toHaveProperty('value', '2027-06-30');
    expect(screen.getByLabelText('Notes')).toHaveProperty('value', 'Includes supplies.');
    expect(screen.getByLabelText('Description of line 1')).toHaveProperty('value', 'Daily cleaning');
    expect(screen.getByTestId('lines-sum').textContent).toBe('$42,000.00');
    expect(within(screen.getByRole('list', { name: 'Attached files' })).getByText('quote.pdf')).toBeTruthy();
    expect(screen.getByText('Draft saved')).toBeTruthy();
  });

  it('starts from the vendor name it was invited as, and refuses a response without a company and a total', async () => {
    const user = userEvent.setup();
    const server = fakeResponseServer({ vendorName: 'Sparkle Cleaning Ltd' });
    renderPage(server);
    const company = await screen.findByLabelText('Company Name');
    expect(company).toHaveProperty('value', 'Sparkle Cleaning Ltd');
    await user.clear(company);
    await user.click(screen.getByRole('button', { name: 'Submit Response' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Required', 'Required']),
    );
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Total Price (USD)').getAttribute('aria-invalid')).toBe('true');
    expect(writes(server.calls)).toEqual([]);
  });

  it('saves a draft, then submits: the body the schema reads, and the success messages', async () => {
    const user = userEvent.setup();
    const server = fakeResponseServer();
    renderPage(server);
    await user.type(await screen.findByLabelText('Company Name'), 'Sparkle Co');
    await user.type(screen.getByLabelText('Total Price (USD)'), '41500.5');
    await user.type(screen.getByLabelText('Delivery Lead Time (days)'), '10');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(RFP_RESPONSE_MESSAGES.saved)).toBeTruthy();
    expect(writes(server.calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/rfp-response',
        token: 'tok-123',
        body: {
          companyName: 'Sparkle Co',
          contactName: null,
          totalPrice: 41500.5,
          lines: [],
          leadTimeDays: 10,
          validUntil: null,
          notes: null,
          submit: false,
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Submit Response' }));
    expect(await screen.findByText(RFP_RESPONSE_MESSAGES.submitted)).toBeTruthy();
    expect(writes(server.calls)[1]?.body).toMatchObject({ submit: true, totalPrice: 41500.5 });
    // The page is read again: the response's state comes from the server.
    expect(await screen.findByText('Submitted 3/2/2027')).toBeTruthy();
  });

  it('adds and removes line prices, with live line totals, and checks each line', async () => {
    const user = userEvent.setup();
    const server = fakeResponseServer({ response: storedResponse({ lines: [] }) });
    renderPage(server);
    await screen.findByText('No line prices.');
    await user.click(screen.getByRole('button', { name: 'Add Line' }));
    await user.click(screen.getByRole('button', { name: 'Add Line' }));
    await user.type(screen.getByLabelText('Description of line 1'), 'Windows');
    await user.clear(screen.getByLabelText('Quantity of line 1'));
    await user.type(screen.getByLabelText('Quantity of line 1'), '4');
    await user.type(screen.getByLabelText('Unit price of line 1'), '250');
    expect(screen.getByTestId('lines-sum').textContent).toBe('$1,000.00');

    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2); // line 2: description and unit price
    expect(screen.getByLabelText('Description of line 2').getAttribute('aria-invalid')).toBe('true');
    expect(writes(server.calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.queryByLabelText('Description of line 2')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText(RFP_RESPONSE_MESSAGES.saved);
    expect(writes(server.calls)[0]?.body).toMatchObject({
      lines: [{ description: 'Windows', quantity: 4, unitPrice: 250 }],
    });
  });

  it('uploads chosen files at once, refuses a wrong type before sending, shows the server message, removes', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const server = fakeResponseServer({ response: storedResponse() });
    renderPage(server);
    const input = await screen.findByLabelText('Attach files');
    expect(input.getAttribute('accept')).toBe('.pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg');

    await user.upload(input, new File(['x'], 'run.exe', { type: 'application/octet-stream' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^run\.exe: /);
    expect(writes(server.calls)).toEqual([]);

    await user.upload(input, new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' }));
    const list = await screen.findByRole('list', { name: 'Attached files' });
    expect(within(list).getByText('quote.pdf')).toBeTruthy();
    const upload = writes(server.calls)[0]!;
    expect(upload).toMatchObject({ method: 'POST', path: '/api/rfp-response/attachments', token: 'tok-123' });
    expect(((upload.body as FormData).get('files') as File).name).toBe('quote.pdf');

    server.state.refuse = {
      status: 400,
      body: { message: 'The file content does not match its type.', code: 'bad_request' },
      methods: ['POST'],
    };
    await user.upload(input, new File(['nope'], 'fake.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The file content does not match its type.')).toBeTruthy();
    server.state.refuse = null;

    await user.click(screen.getByRole('button', { name: 'Remove quote.pdf' }));
    await waitFor(() => expect(screen.queryByText('quote.pdf')).toBeNull());
    expect(writes(server.calls).at(-1)).toMatchObject({ method: 'DELETE', token: 'tok-123' });
    expect(writes(server.calls).at(-1)?.path).toMatch(/^\/api\/rfp-response\/attachments\/file-/);
  });

  it('refuses more files than a response takes before sending', async () => {
    const user = userEvent.setup();
    const ten = Array.from({ length: 10 }, (_, i) => ({ id: `f${i}`, fileName: `doc-${i}.pdf`, size: 10 }));
    const server = fakeResponseServer({ response: storedResponse({ attachments: ten }) });
    renderPage(server);
    await user.upload(
      await screen.findByLabelText('Attach files'),
      new File(['%PDF'], 'one-more.pdf', { type: 'application/pdf' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(RFP_RESPONSE_MESSAGES.tooManyFiles);
    expect(writes(server.calls)).toEqual([]);
  });

  it('a bad link (404) or a passed deadline (410) shows the server message and no form', async () => {
    for (const [status, message] of [
      [404, RFP_RESPONSE_MESSAGES.badToken],
      [410, RFP_RESPONSE_MESSAGES.closed],
    ] as const) {
      const server = fakeResponseServer();
      server.state.refuse = { status, body: { message, code: status === 404 ? 'not_found' : 'expired' } };
      renderPage(server);
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.queryByRole('form')).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('without a token says the link is not valid and asks nothing', async () => {
    const server = fakeResponseServer();
    renderPage(server, '');
    expect(screen.getByRole('alert').textContent).toBe(RFP_RESPONSE_MESSAGES.badToken);
    expect(server.calls).toEqual([]);
  });

  it('an RFP not taking responses shows the RFP without the form', async () => {
    renderPage(fakeResponseServer({ open: false }));
    expect(await screen.findByText(RFP_RESPONSE_MESSAGES.notTaking)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('a save refused once the deadline passed shows the message and then the closed page', async () => {
    const user = userEvent.setup();
    const server = fakeResponseServer({ response: storedResponse() });
    renderPage(server);
    await screen.findByRole('form', { name: 'Your response' });
    server.state.refuse = { status: 410, body: { message: RFP_RESPONSE_MESSAGES.closed, code: 'expired' } };
    await user.click(within(form()).getByRole('button', { name: 'Submit Response' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe(RFP_RESPONSE_MESSAGES.closed);
  });
});
