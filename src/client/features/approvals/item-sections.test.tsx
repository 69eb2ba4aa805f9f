import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_STATUS } from '@shared/approvals/review-queue';

import { DecisionButtons, ItemText, ReviewBadges } from './item-sections';

describe('ReviewBadges', () => {
  it("shows the item's type and that it is pending review", () => {
    const { container } = render(<ReviewBadges item={{ type: 'invoice', status: REVIEW_STATUS }} />);
    expect(container.querySelector('[data-type="invoice"]')?.textContent).toBe('Invoice');
    expect(container.querySelector(`[data-status="${REVIEW_STATUS}"]`)?.textContent).toBe('Pending Review');
  });
});

describe('DecisionButtons', () => {
  it('sends the decision of the button pressed, and waits while one is pending', async () => {
    const onDecide = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<DecisionButtons pending={false} onDecide={onDecide} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onDecide.mock.calls).toEqual([['reject'], ['approve']]);

    rerender(<DecisionButtons pending onDecide={onDecide} />);
    for (const name of ['Reject', 'Approve'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ItemText', () => {
  it('heads the text with its title and keeps its line breaks', () => {
    render(<ItemText title="Business Justification">{'Line one\nLine two'}</ItemText>);
    const heading = screen.getByRole('heading', { level: 3, name: 'Business Justification' });
    const text = heading.nextElementSibling;
    expect(text?.textContent).toBe('Line one\nLine two');
    expect(text?.className).toContain('whitespace-pre-line');
  });
});
