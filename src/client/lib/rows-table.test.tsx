import { render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TableCell, TableHead, TableRow } from '../components/ui/table';
import { RowsTable, VIRTUAL_ROWS_FROM } from './rows-table';

const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `l${i + 1}`, text: `Line ${i + 1}` }));

function Lines({ count }: { count: number }) {
  return (
    <RowsTable
      label="Line items"
      head={
        <TableRow>
          <TableHead>Description</TableHead>
        </TableRow>
      }
      rows={lines(count)}
      row={(l, props) => (
        <TableRow key={l.id} {...props}>
          <TableCell>{l.text}</TableCell>
        </TableRow>
      )}
    />
  );
}

const dataRows = () =>
  within(screen.getByRole('table', { name: 'Line items' }))
    .getAllByRole('row')
    .filter((r) => r.querySelector('td'));

describe('RowsTable', () => {
  // jsdom lays nothing out: the scrolling box gets the height it has in a browser.
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.virtualRows ? 576 : 0;
      },
    });
  });
  afterAll(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  });

  it('renders every row of a short list', () => {
    render(<Lines count={VIRTUAL_ROWS_FROM - 1} />);
    expect(dataRows()).toHaveLength(VIRTUAL_ROWS_FROM - 1);
  });

  it('renders only the rows in view of a long list, telling the row count', async () => {
    render(<Lines count={500} />);
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Line items' }).getAttribute('aria-rowcount')).toBe('501'),
    );
    const shown = dataRows();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(60);
    expect(shown[0]?.textContent).toBe('Line 1');
  });
});
