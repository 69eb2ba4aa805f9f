import { createElement, Fragment } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Anomaly } from '@shared/analytics/anomalies';

import { Toaster } from '../../../components/ui/toaster';
import { fakeApi, type FakeCall } from '../../../test/fake-api';
import { createQueryClient } from '../../../lib/query-client';
import { AnomalyPanel } from './anomaly-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const anomaly = (over: Partial<Anomaly> = {}): Anomaly => ({
  id: 'alert-1',
  rule: 'duplicate-invoice',
  type: 'warning',
  title: 'Possible duplicate invoice INV-2026-0022',
  description: 'INV-2026-0022 from Cintas Corporation for $2,340.00 matches INV-2026-0021.',
  action: 'Put on Hold',
  poId: null,
  vendorId: 'vendor-012',
  invoiceId: 'inv-022',
  department: null,
  details: {},
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  startedAt: null,
  startedByName: null,
  can: { act: true, dismiss: true },
  ...over,
});

/** The API: the list answers `rows` (the calls are kept); the action answers the alert started. */
function fakeAnomalies(
  rows: Anomaly[],
  action: { status: number; body: unknown } | null = null,
  total?: number,
): FakeCall[] {
  let current = rows;
  return fakeApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/analytics/anomalies')
      return { status: 200, body: current, headers: { 'X-Total-Count': String(total ?? current.length) } };
    const dismissed = /^\/api\/analytics\/anomalies\/([^/]+)\/dismiss$/.exec(path)?.[1];
    if (method === 'POST' && dismissed) {
      const row = current.find((a) => a.id === dismissed)!;
      current = current.filter((a) => a.id !== dismissed);
      return { status: 200, body: { ...row, status: 'dismissed' } };
    }
    const id = /^\/api\/analytics\/anomalies\/([^/]+)\/action$/.exec(path)?.[1];
    if (method === 'POST' && id && action) {
      if (action.status === 200) current = current.map((a) => (a.id === id ? (action.body as Anomaly) : a));
      return action;
    }
    return undefined;
  });
}

function renderPanel(department?: string) {
  const client = createQueryClient();
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(Fragment, null, createElement(AnomalyPanel, { department }), createElement(Toaster)),
    ),
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('the anomaly panel', () => {
  it('shows a card per anomaly with its type, title, description and action; a started one is in progress', async () => {
    const calls = fakeAnomalies([
      anomaly(),
      anomaly({
        id: 'alert-2',
        rule: 'invoice-without-po',
        type: 'info',
        title: 'Invoice without a PO: INV-2026-0021',
        description: 'INV-2026-0021 names no purchase order.',
        action: 'Notify Finance',
        status: 'started',
        startedByName: 'Frances Finance',
        startedAt: '2026-11-21T10:00:00.000Z',
      }),
      anomaly({
        id: 'alert-3',
        type: 'success',
        title: 'Read only',
        action: 'Notify Buyer',
        can: { act: false, dismiss: false },
      }),
    ]);
    renderPanel('IT');
    const open = within(await screen.findByRole('article', { name: anomaly().title }));
    expect(open.getByText(anomaly().description)).toBeTruthy();
    expect(open.getByLabelText('Warning')).toBeTruthy();
    expect(open.getByRole('button', { name: 'Put on Hold' })).toBeTruthy();

    const started = within(card('Invoice without a PO: INV-2026-0021'));
    expect(started.getByLabelText('Info')).toBeTruthy();
    expect(started.getByText('In progress')).toBeTruthy();
    expect(started.queryByRole('button')).toBeNull();
    expect(started.getByText(/Notify Finance started by Frances Finance/)).toBeTruthy();

    const readOnly = within(card('Read only'));
    expect(readOnly.getByLabelText('Success')).toBeTruthy();
    expect((readOnly.getByRole('button', { name: 'Notify Buyer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls[0]!.query.get('department')).toBe('IT');
  });

  it("starts the follow-up: toast 'Action Initiated' saying the workflow has been started, then In progress", async () => {
    const started = anomaly({
      status: 'started',
      startedByName: 'Frances Finance',
      can: { act: false, dismiss: false },
    });
    const calls = fakeAnomalies([anomaly()], { status: 200, body: started });
    renderPanel();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Put on Hold' }));
    expect((await screen.findAllByText('Action Initiated')).length).toBeGreaterThan(0);
    // The toast (and, while it is announced, Radix's live region) says so.
    expect(
      screen.getAllByText(
        'The "Put on Hold" workflow has been started for Possible duplicate invoice INV-2026-0022.',
      ).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(within(card(anomaly().title)).getByText('In progress')).toBeTruthy());
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/analytics/anomalies/alert-1/action'),
    ).toBe(true);
  });

  it('shows the refusal when the follow-up was started meanwhile', async () => {
    fakeAnomalies([anomaly()], {
      status: 409,
      body: { message: 'The follow-up of this alert has already been started.', code: 'conflict' },
    });
    renderPanel();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Put on Hold' }));
    expect(
      (await screen.findAllByText('The follow-up of this alert has already been started.')).length,
    ).toBeGreaterThan(0);
  });

  it('dismisses an open anomaly: it leaves the list', async () => {
    const calls = fakeAnomalies([anomaly()]);
    renderPanel();
    await userEvent.setup().click(await screen.findByRole('button', { name: `Dismiss ${anomaly().title}` }));
    expect(await screen.findByText('No anomalies found.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/alert-1/dismiss'))).toBe(true);
  });

  it('says how many there are when the list holds more than it shows', async () => {
    fakeAnomalies([anomaly()], null, 1585);
    renderPanel();
    expect(await screen.findByText('The 1 newest of 1,585 anomalies.')).toBeTruthy();
  });

  it('says so when there is no anomaly', async () => {
    fakeAnomalies([]);
    renderPanel();
    expect(await screen.findByText('No anomalies found.')).toBeTruthy();
  });
});
