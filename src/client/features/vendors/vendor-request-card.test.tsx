import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { VendorRequestView } from '@shared/vendors/types';

import { VendorRequestCard } from './vendor-request-card';

const request = (over: Partial<VendorRequestView>): VendorRequestView => ({
  id: 'NVR-1700000000000',
  requestId: 'NVR-1700000000000',
  companyName: 'Zz Card Co',
  contactPerson: 'Pat Vendor',
  contactEmail: 'pat@vendor.example',
  contactPhone: null,
  businessType: 'Corporation',
  ein: null,
  taxId: null,
  address: '9 Side St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80201',
  country: 'United States',
  bankName: 'First Bank',
  accountNumber: '987650001234',
  routingNumber: '102000021',
  bankDetailsUnavailable: false,
  accountType: 'checking',
  w9Document: null,
  supportingDocuments: [],
  justification: 'Only local source',
  status: 'approved',
  rejectionReason: null,
  vendorId: null,
  reviewedBy: null,
  reviewedAt: null,
  requestedBy: 'user-003',
  requestedByName: 'Emily Davis',
  createdAt: '2026-01-10T09:00:00.000Z',
  files: [],
  can: { decide: false },
  ...over,
});
const render = (r: VendorRequestView) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <VendorRequestCard request={r} />
    </QueryClientProvider>,
  );
/** The text of the <dd> after the <dt> with this label. */
const item = (html: string, label: string) =>
  new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]*)</dd>`).exec(html)?.[1];

describe('VendorRequestCard banking', () => {
  it('shows the numbers the API answers', () => {
    const html = render(request({}));
    expect(item(html, 'Account Number')).toBe('987650001234');
    expect(item(html, 'Routing Number')).toBe('102000021');
  });

  it("shows 'Unavailable' for a number that could not be decrypted, the other as it is", () => {
    const html = render(request({ accountNumber: null, bankDetailsUnavailable: true }));
    expect(item(html, 'Account Number')).toBe('Unavailable');
    expect(item(html, 'Routing Number')).toBe('102000021');
  });

  it('shows a dash when there are no bank details', () => {
    const html = render(request({ accountNumber: null, routingNumber: null }));
    expect(item(html, 'Account Number')).toBe('—');
  });
});
