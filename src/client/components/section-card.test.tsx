import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('titles its body with a heading', () => {
    render(
      <SectionCard title="PO Details" className="space-y-4">
        <p>Body</p>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { name: 'PO Details' });
    expect(heading.tagName).toBe('H3');
    const body = screen.getByText('Body').parentElement;
    expect(body?.className).toContain('space-y-4');
    expect(heading.parentElement?.className).not.toContain('flex-row');
  });

  it('puts an action beside the heading', () => {
    render(
      <SectionCard title="Blanket PO" action={<button type="button">Create release</button>}>
        <p>Limits</p>
      </SectionCard>,
    );
    const header = screen.getByRole('heading', { name: 'Blanket PO' }).parentElement;
    expect(header?.className).toContain('flex-row');
    expect(header?.contains(screen.getByRole('button', { name: 'Create release' }))).toBe(true);
  });
});
