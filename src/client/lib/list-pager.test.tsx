import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ListPager, listTotal } from './list-pager';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('listTotal', () => {
  it('shows the exact count, or the cap with "+" when the server stopped counting', () => {
    expect(listTotal({ total: 120, capped: false })).toBe('120');
    expect(listTotal({ total: 1000, capped: false })).toBe('1,000');
    expect(listTotal({ total: 1000, capped: true })).toBe('1,000+');
  });
});

describe('ListPager', () => {
  it('says "of 1,000+" for a capped total and pages on while the page is full', async () => {
    const onOffsetChange = vi.fn();
    render(
      <ListPager
        offset={950}
        limit={50}
        page={{ rows: rows(50), total: 1000, capped: true }}
        onOffsetChange={onOffsetChange}
        label="Invoices pages"
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Invoices pages' });
    expect(pager.textContent).toContain('Showing 951–1,000 of 1,000+');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onOffsetChange).toHaveBeenCalledWith(1000);
  });

  it('past the cap, offers no next page once a page is not full', () => {
    render(
      <ListPager
        offset={1000}
        limit={50}
        page={{ rows: rows(20), total: 1000, capped: true }}
        onOffsetChange={() => {}}
      />,
    );
    expect(screen.getByRole('navigation').textContent).toContain('Showing 1,001–1,020 of 1,000+');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows an exact total and stops at its last page', () => {
    render(
      <ListPager
        offset={100}
        limit={50}
        page={{ rows: rows(20), total: 120, capped: false }}
        onOffsetChange={() => {}}
      />,
    );
    expect(screen.getByRole('navigation').textContent).toContain('Showing 101–120 of 120');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not shown for a single uncapped page', () => {
    const { container } = render(
      <ListPager
        offset={0}
        limit={50}
        page={{ rows: rows(3), total: 3, capped: false }}
        onOffsetChange={() => {}}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
