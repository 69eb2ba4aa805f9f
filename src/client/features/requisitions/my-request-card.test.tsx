import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Requisition } from '@shared/requisitions/types';

import { MyRequestCard } from './my-request-card';

const request = (over: Partial<Requisition>): Requisition => ({
  id: 'REQ-2026-101',
  status: 'pending',
  requestorId: 'user-003',
  requestorName: 'Emily Davis',
  title: '',
  description: null,
  itemType: 'goods',
  requestType: 'new-purchase',
  vendorId: 'vendor-002',
  vendorName: 'Dell Technologies',
  totalAmount: '900.00',
  amount: '900.00',
  submittedDate: '2026-01-10',
  department: 'IT',
  feedback: null,
  budgetWarning: null,
  urgencyLevel: 'medium',
  dateNeededBy: '2026-01-20',
  businessJustification: 'Needed',
  poNumber: null,
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
  ...over,
});
const heading = (html: string) => /<h3[^>]*>([^<]*)<\/h3>/.exec(html)?.[1];
const render = (r: Requisition) => renderToStaticMarkup(<MyRequestCard request={r} onView={() => {}} />);

describe('MyRequestCard title (spec: default "Purchase Request")', () => {
  it("shows 'Purchase Request' for a request without a title", () => {
    const html = render(request({ title: '' }));
    expect(heading(html)).toBe('Purchase Request');
    expect(html).toContain('aria-label="REQ-2026-101 Purchase Request"');
  });
  it('shows the title when there is one', () => {
    const html = render(request({ title: 'Docking stations' }));
    expect(heading(html)).toBe('Docking stations');
    expect(html).not.toContain('Purchase Request');
  });
});
