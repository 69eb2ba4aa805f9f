import { render, screen } from '@testing-library/react';
import { FileText } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import { CountTile } from './count-tile';

const tile = { title: 'Total Invoices', icon: FileText, tint: 'text-slate-700 bg-slate-100' };

describe('CountTile', () => {
  it('shows the heading over the figure, zero included', () => {
    render(<CountTile {...tile} loading={false} value={0} className="gap-4" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Total Invoices' });
    expect(heading.nextElementSibling?.textContent).toBe('0');
    expect(heading.closest('.rounded-xl')?.className).toContain('gap-4');
  });

  it("shows a placeholder while loading and '—' without a figure", () => {
    const { rerender, container } = render(<CountTile {...tile} loading value={undefined} />);
    expect(container.querySelector('p')).toBeNull();
    rerender(<CountTile {...tile} loading={false} value={undefined} />);
    expect(container.querySelector('p')?.textContent).toBe('—');
  });
});
