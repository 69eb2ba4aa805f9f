import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MessageText, RecordLink } from './message-text';

describe('a message text and its record link', () => {
  it('makes the export download paths of the text links, and nothing else', () => {
    render(
      <MessageText
        content={'CSV (2 rows): /api/exports/exp-1/download\nSee https://evil.example/x and /api/users/1'}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/api/exports/exp-1/download']);
    expect(links[0]!.hasAttribute('download')).toBe(true);
    expect(screen.getByText(/https:\/\/evil\.example\/x/)).toBeTruthy();
  });

  it("links a system message to its record's screen, or an export's download", () => {
    const { rerender } = render(<RecordLink record={{ type: 'purchase-order', id: 'PO-2026-001' }} />);
    expect(screen.getByRole('link', { name: 'Open purchase order PO-2026-001' }).getAttribute('href')).toBe(
      '/po-summary?id=PO-2026-001',
    );
    // An internal id is not shown: the message names the RFP.
    rerender(<RecordLink record={{ type: 'rfp', id: 'rfp-001' }} />);
    expect(screen.getByRole('link', { name: 'Open RFP' }).getAttribute('href')).toBe('/rfp?id=rfp-001');
    rerender(<RecordLink record={{ type: 'export', id: 'exp-9' }} />);
    expect(screen.getByRole('link', { name: 'Download export' }).getAttribute('href')).toBe(
      '/api/exports/exp-9/download',
    );
    rerender(<RecordLink record={{ type: 'login', id: 'x' }} />);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<RecordLink record={null} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
