import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the screen title as its one h1 over the description', () => {
    const { container } = render(
      <PageHeader title="Contract Management Hub" description="Every agreement with its value." />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Contract Management Hub' })).toBeTruthy();
    expect(screen.getByText('Every agreement with its value.').tagName).toBe('P');
    expect(container.firstElementChild?.className ?? '').not.toContain('justify-between');
  });

  it('puts the actions beside the heading', () => {
    const { container } = render(
      <PageHeader
        title="Invoice Processing"
        description="Match invoices."
        actions={<button type="button">Enter Invoice</button>}
      />,
    );
    const row = container.firstElementChild;
    expect(row?.className).toContain('justify-between');
    expect(row?.lastElementChild?.textContent).toBe('Enter Invoice');
  });
});
