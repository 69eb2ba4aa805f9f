import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { CloseButton } from './close-button';

describe('CloseButton', () => {
  it('is a plain button named by its label that acts on click', async () => {
    const onClick = vi.fn();
    render(<CloseButton label="Dismiss error" onClick={onClick} className="p-0.5 focus-visible:ring-ring" />);
    const button = screen.getByRole('button', { name: 'Dismiss error' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('focus-visible:ring-2');
    expect(button.className).toContain('focus-visible:ring-ring');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the X hidden from assistive technology, at the size asked', () => {
    render(<CloseButton label="Clear search" onClick={() => {}} className="p-1" iconClassName="size-5" />);
    const icon = screen.getByRole('button', { name: 'Clear search' }).querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('class')).toContain('size-5');
  });
});
