import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AwardResult, RfpDetail } from '@shared/rfps/sourcing';

import { RfpDetailView } from './rfp-detail';
import { column, comparison, fakeRfpApi, renderAs, rfpDetail, user } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CAN_ALL = { send: false, addVendors: false, editWeights: true, compare: true, award: true };
const ACME = column({
  cheapest: false,
  fastest: true,
  attachments: [{ id: 'file-9', fileName: 'acme-quote.pdf', size: 2048 }],
});
const GLOBEX = column({
  responseId: 'resp-2',
  invitationId: 'inv-2',
  vendorEmail: 'b@globex.test',
  vendorId: null,
  vendorName: 'Globex Ltd',
  knownVendor: false,
  totalPrice: '9500.00',
  leadTimeDays: 21,
  validUntil: null,
  lines: [
    { description: 'Hosting', quantity: '12', unitPrice: '750.00', total: '9000.00' },
    { description: 'Onboarding', quantity: '1', unitPrice: '500.00', total: '500.00' },
  ],
  onTimeRate: null,
  scores: { price: 100, delivery: 47.6, onTime: 50, total: 79.4 },
  cheapest: true,
  fastest: false,
});

function serve(detail: RfpDetail, award?: (body: unknown) => AwardResult) {
  return fakeRfpApi({
    'GET /api/rfps/RFP-1001': () => ({ body: detail }),
    'GET /api/rfps/RFP-1001/comparison': () => ({
      body: comparison([ACME, GLOBEX], ['Hosting', 'Onboarding']),
    }),
    ...(award ? { 'POST /api/rfps/RFP-1001/award': (_url, body) => ({ body: award(body) }) } : {}),
  });
}

const table = () => screen.findByRole('table', { name: 'Response comparison' });
/** The cells of the row headed `label`, one per vendor column. */
const rowCells = (t: HTMLElement, label: string) =>
  within(within(t).getByRole('rowheader', { name: label }).closest('tr')!).getAllByRole('cell');

describe('the comparison', () => {
  it('has one column per vendor, a row per figure and line, and highlights the lowest price and shortest lead time', async () => {
    serve(rfpDetail({ can: CAN_ALL }));
    renderAs(user(true), <RfpDetailView id="RFP-1001" />);
    const t = await table();
    const headers = within(t)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Vendor', 'Acme Corpa@acme.test', 'Globex Ltdb@globex.test']);
    expect(
      within(t)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Total price',
      'Hosting',
      'Onboarding',
      'Lead time',
      'Valid until',
      'Attachments',
      'Price score (60%)',
      'Delivery score (25%)',
      'On-time score (15%)',
      'Weighted total',
      'Award',
    ]);

    const [acmeTotal, globexTotal] = rowCells(t, 'Total price');
    expect(acmeTotal!.textContent).toBe('$12,000.00');
    expect(globexTotal!.textContent).toBe('$9,500.00Lowest price');
    expect(globexTotal!.className).toContain('bg-emerald-50');
    const [acmeLead, globexLead] = rowCells(t, 'Lead time');
    expect(acmeLead!.textContent).toBe('10 daysShortest lead time');
    expect(globexLead!.textContent).toBe('21 days');
    expect(rowCells(t, 'Onboarding').map((c) => c.textContent)).toEqual([
      'Not quoted',
      '$500.00' + '1 × $500.00',
    ]);
    expect(rowCells(t, 'Valid until').map((c) => c.textContent)).toEqual(['6/30/2026', '—']);
    expect(rowCells(t, 'Weighted total').map((c) => c.textContent)).toEqual(['98.5', '79.4']);
    expect(rowCells(t, 'On-time score (15%)')[1]!.textContent).toBe('50.0No delivery record');

    const file = within(t).getByRole('link', { name: 'acme-quote.pdf' });
    expect(file.getAttribute('href')).toBe('/api/rfps/RFP-1001/responses/resp-1/attachments/file-9');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/rfps/RFP-1001/comparison.csv',
    );
  });

  it('offers no Award to someone who may not award', async () => {
    serve(rfpDetail({ can: { ...CAN_ALL, award: false, editWeights: false } }));
    renderAs(user(false), <RfpDetailView id="RFP-1001" />);
    const t = await table();
    expect(within(t).queryByRole('button', { name: /^Award/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Comparison weights' })).toBeNull();
  });

  it('awards after a confirmation naming the vendor and the amount, then shows the award and the draft requisition', async () => {
    const awarded = rfpDetail({
      status: 'closed',
      can: { ...CAN_ALL, award: false, editWeights: false },
      award: {
        responseId: 'resp-1',
        vendorId: 'vendor-1',
        vendorName: 'Acme Corp',
        amount: '12000.00',
        awardedAt: '2026-03-20T15:00:00.000Z',
        awardedByName: 'Pat Buyer',
        requisitionId: 'REQ-2026-0042',
      },
    });
    let detail = rfpDetail({ can: CAN_ALL });
    const calls = fakeRfpApi({
      'GET /api/rfps/RFP-1001': () => ({ body: detail }),
      'GET /api/rfps/RFP-1001/comparison': () => ({
        body: comparison([ACME, GLOBEX], ['Hosting', 'Onboarding']),
      }),
      'POST /api/rfps/RFP-1001/award': () => {
        detail = awarded;
        return {
          body: {
            rfp: awarded,
            requisitionId: 'REQ-2026-0042',
            newVendorRequest: null,
            savingId: null,
            savingsAmount: null,
          },
        };
      },
    });
    const ui = userEvent.setup();
    renderAs(user(true), <RfpDetailView id="RFP-1001" />);
    await ui.click(within(await table()).getByRole('button', { name: 'Award Acme Corp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Award to Acme Corp?' });
    expect(within(dialog).getByText(/to Acme Corp for \$12,000\.00/)).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm Award' }));

    expect(await screen.findByText('RFP Awarded')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ responseId: 'resp-1' });
    const banner = await screen.findByRole('region', { name: 'Award' });
    expect(banner.textContent).toContain('Awarded to Acme Corp for $12,000.00 on 3/20/2026 by Pat Buyer.');
    expect(
      within(banner).getByRole('link', { name: 'Open the draft requisition' }).getAttribute('href'),
    ).toBe('/my-requests?id=REQ-2026-0042');
    expect(screen.getByText('Closed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Award / })).toBeNull());
  });

  it('goes to a prefilled new vendor request when the vendor is not in the vendor master', async () => {
    const prefill = {
      companyName: 'Globex Ltd',
      contactPerson: 'Hank Scorpio',
      contactEmail: 'b@globex.test',
      justification: 'Awarded RFP-1001 Cloud Hosting Services.',
    };
    serve(rfpDetail({ can: CAN_ALL }), () => ({
      rfp: rfpDetail({ status: 'closed' }),
      requisitionId: null,
      newVendorRequest: prefill,
      savingId: null,
      savingsAmount: null,
    }));
    const ui = userEvent.setup();
    const { location } = renderAs(user(true), <RfpDetailView id="RFP-1001" />, '/rfp?id=RFP-1001');
    await ui.click(within(await table()).getByRole('button', { name: 'Award Globex Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Award to Globex Ltd?' });
    expect(within(dialog).getByText(/for \$9,500\.00/)).toBeTruthy();
    expect(within(dialog).getByText(/not in the vendor master yet/)).toBeTruthy();
    await ui.click(within(dialog).getByRole('button', { name: 'Confirm Award' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/new-vendor-request\?/));
    const params = new URLSearchParams(location.history.at(-1)!.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual(prefill);
  });
});
