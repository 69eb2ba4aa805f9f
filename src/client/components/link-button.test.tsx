import { render, screen } from '@testing-library/react';
import { Plus } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import { LinkButton } from './link-button';

describe('LinkButton', () => {
  it('is a link styled as a button, its icon hidden from the accessible name', () => {
    render(
      <LinkButton href="/new-vendor-request" icon={Plus} variant="outline" size="sm" className="-ml-2">
        Request New Vendor
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Request New Vendor' });
    expect(link.getAttribute('href')).toBe('/new-vendor-request');
    expect(link.className).toContain('border-input');
    expect(link.className).toContain('-ml-2');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes an accessible name of its own, and needs no icon', () => {
    render(
      <LinkButton href="/vendors?id=v-1" aria-label="View Dell">
        View
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'View Dell' });
    expect(link.querySelector('svg')).toBeNull();
    expect(link.textContent).toBe('View');
  });
});
