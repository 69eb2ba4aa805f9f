import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EXPORT_STARTED, LIST_EXPORT_QUEUED } from '@shared/exports/schemas';

import { ExportButton, startAnalyticsExport } from './export-button';
import { Toaster } from './ui/toaster';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** fetch answering `res`, recording the URLs asked. */
function fakeFetch(res: () => Response) {
  const urls: string[] = [];
  const inits: RequestInit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      urls.push(url);
      inits.push(init);
      return res();
    }),
  );
  return { urls, inits };
}

describe('ExportButton', () => {
  it('downloads the list under its filters and sort (not the page) as the file the server names', async () => {
    const { urls } = fakeFetch(
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
    expect(urls).toEqual(['/api/exports/vendors?q=acme&status=all&sort=-name&format=csv']);
    expect(created).toHaveBeenCalledOnce();
  });

  it('says the file will come by message when the server queues it (202), and shows a refusal', async () => {
    const queued = { exportIds: ['exp-1'], status: 'queued', ...LIST_EXPORT_QUEUED };
    let answer = () => new Response(JSON.stringify(queued), { status: 202 });
    const { urls } = fakeFetch(() => answer());
    render(
      <>
        <ExportButton list="invoices" params={{ q: '' }} />
        <Toaster />
      </>,
    );
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(await screen.findByText(LIST_EXPORT_QUEUED.description)).toBeTruthy();
    expect(urls).toEqual(['/api/exports/invoices?format=xlsx']);

    answer = () =>
      new Response(JSON.stringify({ message: 'Cannot sort by nope', code: 'validation', fieldErrors: {} }), {
        status: 400,
      });
    await ui.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Failed')).toBeTruthy();
  });

  it('starts the Analytics export and toasts the spec’s words', async () => {
    const { urls, inits } = fakeFetch(
      () =>
        new Response(
          JSON.stringify({ exportIds: ['a', 'b'], status: 'queued', ...ANALYTICS_EXPORT_STARTED }),
          {
            status: 202,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    render(<Toaster />);
    await startAnalyticsExport({ department: 'IT', months: 6 });
    expect(await screen.findByText('Export Started')).toBeTruthy();
    expect(screen.getByText(ANALYTICS_EXPORT_STARTED.description)).toBeTruthy();
    expect(urls).toEqual(['/api/analytics/exports']);
    expect(JSON.parse(String(inits[0]!.body))).toEqual({
      format: 'both',
      filters: { department: 'IT', months: 6 },
    });
  });
});
