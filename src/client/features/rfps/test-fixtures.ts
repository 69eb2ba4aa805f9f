import { Fragment, createElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SessionUser } from '@shared/auth/types';
import type { RfpView } from '@shared/rfps/schemas';
import type { ComparisonColumn, RfpComparison, RfpDetail } from '@shared/rfps/sourcing';

import { Toaster } from '../../components/ui/toaster';
import { fakeApi, type FakeCall } from '../../test/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { meQuery } from '../../lib/queries/me';

/** Component-test support of the RFP screens: rows shaped by the shared contract and a fake API. */

export const user = (manages: boolean): SessionUser => ({
  id: manages ? 'user-proc' : 'user-emp',
  name: manages ? 'Pat Buyer' : 'Eve Employee',
  email: manages ? 'procurement@example.test' : 'employee@example.test',
  role: manages ? 'procurement_sme' : 'end_user',
  roleLabel: manages ? 'Procurement SME' : 'End User',
  title: manages ? 'Procurement Manager' : 'Employee',
  department: manages ? 'Procurement' : 'IT',
  canViewAllDepartments: manages,
  permissions: manages ? ['manage_rfps'] : [],
  photoUrl: null,
});

export const rfpView = (over: Partial<RfpView> = {}): RfpView => ({
  id: 'RFP-1001',
  title: 'Cloud Hosting Services',
  category: 'IT Services',
  description: 'Managed hosting for the customer portal.',
  requirements: 'ISO 27001; 99.9% uptime.',
  budget: '$50,000 - $75,000',
  deadline: '2026-03-15',
  contactEmail: 'buyer@example.test',
  department: 'IT',
  vendorEmails: ['a@acme.test', 'b@globex.test'],
  createdDate: '2026-01-10T09:00:00.000Z',
  status: 'draft',
  responseCount: 0,
  vendorCount: 2,
  closesAt: '2026-03-16T04:59:59.999Z',
  biddingOpen: false,
  awardedVendorName: null,
  awardedAmount: null,
  ...over,
});

const NO = { send: false, addVendors: false, editWeights: false, compare: false, award: false };

export const rfpDetail = (over: Partial<RfpDetail> = {}): RfpDetail => ({
  ...rfpView(),
  sealed: false,
  createdByName: 'Pat Buyer',
  sentAt: '2026-01-11T09:00:00.000Z',
  status: 'responses',
  responseCount: 2,
  weights: { price: 60, delivery: 25, onTime: 15 },
  invitations: [
    {
      id: 'inv-1',
      email: 'a@acme.test',
      vendorId: 'vendor-1',
      vendorName: 'Acme Corp',
      state: 'responded',
      invitedAt: '2026-01-11T09:00:00.000Z',
      viewedAt: '2026-01-12T09:00:00.000Z',
      respondedAt: '2026-01-13T09:00:00.000Z',
    },
    {
      id: 'inv-2',
      email: 'b@globex.test',
      vendorId: null,
      vendorName: null,
      state: 'invited',
      invitedAt: '2026-01-11T09:00:00.000Z',
      viewedAt: null,
      respondedAt: null,
    },
  ],
  award: null,
  can: NO,
  ...over,
});

export const column = (over: Partial<ComparisonColumn> = {}): ComparisonColumn => ({
  responseId: 'resp-1',
  invitationId: 'inv-1',
  vendorEmail: 'a@acme.test',
  vendorId: 'vendor-1',
  vendorName: 'Acme Corp',
  knownVendor: true,
  totalPrice: '12000.00',
  leadTimeDays: 10,
  validUntil: '2026-06-30',
  notes: null,
  submittedAt: '2026-01-13T09:00:00.000Z',
  lines: [{ description: 'Hosting', quantity: '12', unitPrice: '1000.00', total: '12000.00' }],
  attachments: [],
  onTimeRate: 90,
  scores: { price: 100, delivery: 100, onTime: 90, total: 98.5 },
  cheapest: false,
  fastest: false,
  awarded: false,
  ...over,
});

export const comparison = (columns: ComparisonColumn[], lineDescriptions = ['Hosting']): RfpComparison => ({
  rfpId: 'RFP-1001',
  weights: { price: 60, delivery: 25, onTime: 15 },
  columns,
  lineDescriptions,
});

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type Handler = (url: URL, body: unknown) => Answer | Promise<Answer>;
/** The API as routes keyed "METHOD /path" (fake-api.ts); an unknown route is a 404. Answers the calls made. */
export function fakeRfpApi(routes: Record<string, Handler>): FakeCall[] {
  return fakeApi(async ({ method, path, url, body }) => {
    const handler = routes[`${method} ${path}`];
    if (!handler) return undefined;
    const answer = await handler(new URL(url, 'http://localhost'), body);
    return { status: answer.status ?? 200, body: answer.body ?? null, headers: answer.headers };
  });
}

/** A list answer: the rows and their X-Total-Count. */
export const listAnswer = (rows: unknown[], total = rows.length): Answer => ({
  body: rows,
  headers: { 'X-Total-Count': String(total) },
});

/** Renders `ui` signed in as `me`, under the app's query client, a memory location and the toaster. */
export function renderAs(me: SessionUser, ui: ReactNode, path = '/rfp') {
  const client = createQueryClient();
  client.setQueryData(meQuery().queryKey, me);
  const location = memoryLocation({ path, record: true });
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(Router, {
        hook: location.hook,
        searchHook: location.searchHook,
        children: createElement(Fragment, null, ui, createElement(Toaster)),
      }),
    ),
  );
  return { client, location };
}
