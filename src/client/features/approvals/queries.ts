import { approvalItemSchema, approvalSummarySchema, approvedItemSchema } from '@shared/approvals/schemas';
import { reviewItemSchema } from '@shared/approvals/review-queue';

import { type ListParams } from '../../lib/api';
import { jsonQuery, listQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

/** 'all' is no type filter. */
const typeParam = (type: string) => (type === 'all' ? undefined : type);

export const approvalQueries = {
  /** GET /api/approvals: the steps awaiting the signed-in user, filtered and sorted by the server. */
  queue: (f: { type: string; sort: string; limit: number; offset: number }) =>
    listQuery(
      [QUERY_ROOT.approvals, 'queue'],
      '/api/approvals',
      { ...f, type: typeParam(f.type) },
      approvalItemSchema,
    ),
  /** GET /api/approvals/history: what the user approved or rejected, newest first. */
  history: (f: { type: string; limit: number; offset: number }) =>
    listQuery(
      [QUERY_ROOT.approvals, 'history'],
      '/api/approvals/history',
      { ...f, type: typeParam(f.type) },
      approvedItemSchema,
    ),
  /** GET /api/approvals/summary: the queue's five tiles. */
  summary: () =>
    jsonQuery([QUERY_ROOT.approvals, 'summary'], '/api/approvals/summary', approvalSummarySchema),
};

export const reviewQueueQueries = {
  /** GET /api/review-queue: one server page of the POs and invoices waiting for the user's review. */
  list: (params: ListParams) =>
    listQuery([QUERY_ROOT.reviewQueue, 'list'], '/api/review-queue', params, reviewItemSchema),
};
