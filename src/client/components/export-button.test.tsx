import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EXPORT_STARTED, LIST_EXPORT_QUEUED } from '@shared/exports/schemas';

import { fakeApi, type FakeAnswer, type FakeCall } from '@client/test/fake-api';
import { ExportButton, startAnalyticsExport } from './export-button';
import { Toaster } from './ui/toaster';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The URLs the component asked for, as written. */
const urls = (calls: FakeCall[]) => calls.map((c) => c.url);

describe('ExportButton', () => {
  it('downloads the list under its filters and sort (not the page) as the file the server names', async () => {
    const calls = fakeApi(
      () =>
        new Response('\uFEFFName\r\nAcme\r\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="vendors-2026-11-27.csv"' },
        }),
    );
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(
      <ExportButton
        list="vendors"
        params={{ q: 'acme', status: 'all', sort: '-name', limit: 50, offset: 100 }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['vendors-2026-11-27.csv']));
    expect(urls(calls)).toEqual(['/api/exports/vendors?q=acme&status=all&sort=-name&format=csv']);
    expect(created).toHaveBeenCalledOnce();
  });

  it('says the file will come by message when the server queues it (202), and shows a refusal', async () => {
    const queued = { exportIds: ['exp-1'], status: 'queued', ...LIST_EXPORT_QUEUED };
    let answer: FakeAnswer = { status: 202, body: queued };
    const calls = fakeApi(() => answer);
    render(
      <>
        <ExportButton list="invoices" params={{ q: '' }} />
        <Toaster />
      </>,
    );
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(await screen.findByText(LIST_EXPORT_QUEUED.description)).toBeTruthy();
    expect(urls(calls)).toEqual(['/api/exports/invoices?format=xlsx']);

    answer = { status: 400, body: { message: 'Cannot sort by nope', code: 'validation', fieldErrors: {} } };
    await ui.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Failed')).toBeTruthy();
  });

  it('starts the Analytics export and toasts the spec’s words', async () => {
    const calls = fakeApi(() => ({
      status: 202,
      body: { exportIds: ['a', 'b'], status: 'queued', ...ANALYTICS_EXPORT_STARTED },
    }));
    render(<Toaster />);
    await startAnalyticsExport({ department: 'IT', months: 6 });
    expect(await screen.findByText('Export Started')).toBeTruthy();
    expect(screen.getByText(ANALYTICS_EXPORT_STARTED.description)).toBeTruthy();
    expect(urls(calls)).toEqual(['/api/analytics/exports']);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({
      format: 'both',
      filters: { department: 'IT', months: 6 },
    });
  });
});
