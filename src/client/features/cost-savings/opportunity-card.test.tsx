import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConsolidationOpportunityView } from '@shared/cost-savings/schemas';

import { OpportunityCard } from './opportunity-card';

const opportunity = (over: Partial<ConsolidationOpportunityView> = {}): ConsolidationOpportunityView => ({
  id: 'opp-1',
  opportunityType: 'vendor_consolidation',
  category: 'office supplies',
  currentVendors: ['A', 'B', 'C'],
  recommendedVendor: 'A',
  currentSpend: '1000.00',
  potentialSavings: '120.00',
  savingsPercentage: 12,
  aiConfidence: 0.8,
  dataPoints: 40,
  status: 'identified',
  implementationEffort: 'low',
  similarItems: ['Copy paper'],
  analysisMethod: 'text_similarity',
  dismissedReason: null,
  realizedSavings: null,
  statusChangedAt: null,
  evidence: { vendors: [] },
  ...over,
});
const handlers = () => ({
  onReview: vi.fn(),
  onApprove: vi.fn(),
  onActualize: vi.fn(),
  onDismiss: vi.fn(),
});
const all = { approve: true, actualize: false, dismiss: true };

describe('OpportunityCard', () => {
  it('colours the AI confidence: 0.8 and above green, 0.6 and above yellow, otherwise red', () => {
    for (const [value, band] of [
      [0.8, 'green'],
      [0.79, 'yellow'],
      [0.6, 'yellow'],
      [0.59, 'red'],
    ] as const) {
      const { container, unmount } = render(
        <OpportunityCard
          opportunity={opportunity({ aiConfidence: value })}
          can={all}
          busy={false}
          {...handlers()}
        />,
      );
      expect(container.querySelector('[data-confidence]')?.getAttribute('data-confidence')).toBe(band);
      unmount();
    }
  });

  it('offers Review to everyone and only the actions the policy allows', () => {
    const h = handlers();
    render(
      <OpportunityCard
        opportunity={opportunity()}
        can={{ approve: false, actualize: false, dismiss: false }}
        busy={false}
        {...h}
      />,
    );
    expect(screen.getByRole('article', { name: 'Vendor Consolidation — Office Supplies' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(h.onReview).toHaveBeenCalledOnce();
  });

  it('approves and dismisses through its handlers, and shows a dismissal’s reason', () => {
    const h = handlers();
    const { rerender } = render(
      <OpportunityCard opportunity={opportunity()} can={all} busy={false} {...h} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(h.onApprove).toHaveBeenCalledOnce();
    expect(h.onDismiss).toHaveBeenCalledOnce();
    rerender(
      <OpportunityCard
        opportunity={opportunity({ status: 'dismissed', dismissedReason: 'Covered elsewhere' })}
        can={{ approve: false, actualize: false, dismiss: false }}
        busy={false}
        {...h}
      />,
    );
    expect(screen.getByText('Dismissed: Covered elsewhere')).toBeTruthy();
  });

  it('shows an actualized opportunity with what invoices realized, and no realized line without it', () => {
    const none = { approve: false, actualize: false, dismiss: false };
    const { rerender } = render(
      <OpportunityCard
        opportunity={opportunity({ status: 'actualized', realizedSavings: '1234.00' })}
        can={none}
        busy={false}
        {...handlers()}
      />,
    );
    expect(screen.getByText('Actualized')).toBeTruthy();
    expect(screen.getByText(/Realized in invoices:/).textContent).toBe(
      'Realized in invoices: $1,234 of $120 potential',
    );
    rerender(
      <OpportunityCard
        opportunity={opportunity({ status: 'actualized', realizedSavings: null })}
        can={none}
        busy={false}
        {...handlers()}
      />,
    );
    expect(screen.queryByText(/Realized in invoices:/)).toBeNull();
  });
});
