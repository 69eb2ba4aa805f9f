import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RfpDetailView } from './rfp-detail';
import { fakeRfpApi, renderAs, rfpDetail, user } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const MANAGE = { send: false, addVendors: true, editWeights: true, compare: false, award: false };

describe('a sealed RFP', () => {
  it('shows who has responded and no prices, and does not ask for the comparison', async () => {
    const calls = fakeRfpApi({
      'GET /api/rfps/RFP-1001': () => ({
        body: rfpDetail({
          sealed: true,
          biddingOpen: true,
          can: MANAGE,
        }),
      }),
    });
    renderAs(user(true), <RfpDetailView id="RFP-1001" />);
    const notice = await screen.findByRole('region', { name: 'Sealed responses' });
    expect(notice.textContent).toContain('Responses are sealed until the deadline');
    expect(notice.textContent).toContain('1 of 2 invited vendors have responded: Acme Corp.');
    const invited = screen.getByRole('table', { name: 'Invited vendors' });
    expect(within(invited).getByText('Responded')).toBeTruthy();
    expect(within(invited).getByText('Invited')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Response comparison' })).toBeNull();
    expect(screen.queryByText(/12,000/)).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/comparison'))).toBe(false);
  });
});

describe('managing an RFP', () => {
  it('checks the weights add up to 100 before saving them', async () => {
    const calls = fakeRfpApi({
      'GET /api/rfps/RFP-1001': () => ({ body: rfpDetail({ sealed: true, can: MANAGE }) }),
      'PATCH /api/rfps/RFP-1001/weights': (_url, body) => ({
        body: rfpDetail({ sealed: true, can: MANAGE, weights: body as never }),
      }),
    });
    const ui = userEvent.setup();
    renderAs(user(true), <RfpDetailView id="RFP-1001" />);
    const form = within(await screen.findByRole('form', { name: 'Comparison weights' }));
    await ui.clear(form.getByLabelText('Price (%)'));
    await ui.type(form.getByLabelText('Price (%)'), '70');
    expect(form.getByText('Total: 110%')).toBeTruthy();
    await ui.click(form.getByRole('button', { name: 'Save Weights' }));
    expect((await form.findByRole('alert')).textContent).toBe('Weights must add up to 100');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await ui.clear(form.getByLabelText('Delivery (%)'));
    await ui.type(form.getByLabelText('Delivery (%)'), '15');
    await ui.click(form.getByRole('button', { name: 'Save Weights' }));
    expect(await screen.findByText('Weights Saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ price: 70, delivery: 15, onTime: 15 });
  });

  it('names a bad address before adding vendors, then adds them', async () => {
    const calls = fakeRfpApi({
      'GET /api/rfps/RFP-1001': () => ({ body: rfpDetail({ sealed: true, can: MANAGE }) }),
      'POST /api/rfps/RFP-1001/vendors': () => ({ body: rfpDetail({ sealed: true, can: MANAGE }) }),
    });
    const ui = userEvent.setup();
    renderAs(user(true), <RfpDetailView id="RFP-1001" />);
    const form = within(await screen.findByRole('form', { name: 'Add vendors' }));
    await ui.type(form.getByLabelText('Add vendors'), 'new@vendor.test, nope');
    await ui.click(form.getByRole('button', { name: 'Add Vendors' }));
    expect((await form.findByRole('alert')).textContent).toBe('Invalid email: nope');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await ui.clear(form.getByLabelText('Add vendors'));
    await ui.type(form.getByLabelText('Add vendors'), 'new@vendor.test, other@vendor.test');
    await ui.click(form.getByRole('button', { name: 'Add Vendors' }));
    expect(await screen.findByText('Vendors Added')).toBeTruthy();
    expect(screen.getByText('2 vendors invited with their own response link.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      vendorEmails: 'new@vendor.test, other@vendor.test',
    });
    await waitFor(() => expect((form.getByLabelText('Add vendors') as HTMLInputElement).value).toBe(''));
  });

  it('sends a draft that may be sent, and offers Send no more once sent', async () => {
    const draft = rfpDetail({ status: 'draft', sealed: true, sentAt: null, can: { ...MANAGE, send: true } });
    let current = draft;
    fakeRfpApi({
      'GET /api/rfps/RFP-1001': () => ({ body: current }),
      'POST /api/rfps/RFP-1001/send': () => {
        current = { ...draft, status: 'sent', can: MANAGE };
        return { body: current };
      },
    });
    const ui = userEvent.setup();
    renderAs(user(true), <RfpDetailView id="RFP-1001" />);
    expect(await screen.findByRole('heading', { level: 1, name: draft.title })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sealed responses' })).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Send to Vendors' }));
    expect(await screen.findByText('RFP Sent')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send to Vendors' })).toBeNull());
    expect(screen.getByText('Sent to Vendors')).toBeTruthy();
  });

  it('says so when the RFP is not found', async () => {
    fakeRfpApi({});
    renderAs(user(false), <RfpDetailView id="RFP-404" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'RFP not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to RFPs' }).getAttribute('href')).toBe('/rfp');
  });
});
