import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_STATUS, type ReviewItem } from '@shared/approvals/review-queue';

import { ReviewQueueList } from './review-queue-list';

const po = (over: Partial<ReviewItem>): ReviewItem => ({
  id: 'po-1',
  type: 'po',
  title: 'Purchase Order PO-00001',
  amount: '3000.00',
  vendor: 'Seating Works',
  dueDate: null,
  description: 'Chairs',
  status: REVIEW_STATUS,
  items: [],
  reference: 'PO-00001',
  stepId: 'step-1',
  stage: 'Manager Review',
  onBehalfOf: null,
  submittedAt: '2026-01-01T00:00:00.000Z',
  attachments: [],
  attachmentFiles: [],
  ...over,
});

describe('ReviewQueueList', () => {
  it('says on whose behalf a delegate reviews an item, and nothing for the user’s own', () => {
    render(
      <ReviewQueueList
        items={[po({ onBehalfOf: 'Morgan Lee' }), po({ id: 'po-2', title: 'Purchase Order PO-00002' })]}
        onSelect={() => {}}
      />,
    );
    const delegated = screen.getByRole('button', { name: 'Purchase Order PO-00001' });
    expect(delegated.textContent).toContain('Seating Works · Manager Review · on behalf of Morgan Lee');
    const own = screen.getByRole('button', { name: 'Purchase Order PO-00002' });
    expect(own.textContent).not.toContain('on behalf of');
  });
});
