import { z } from 'zod';
import {
  categorySavingsSchema,
  consolidationOpportunityViewSchema,
  directSavingViewSchema,
  savingsRealizationSchema,
  savingsSummarySchema,
  type SavingsPeriod,
} from '@shared/cost-savings/schemas';

import { withParams, type ListParams } from '../../lib/api';
import { jsonQuery, listQuery } from '../../lib/queries/options';
import { QUERY_ROOT } from '../../lib/queries/roots';

export const OPPORTUNITIES_URL = '/api/consolidation-opportunities';
export const opportunityUrl = (id: string) => `${OPPORTUNITIES_URL}/${encodeURIComponent(id)}`;

/** The page's filters: the period and the spend category ('all' for every category). */
export type SavingsFilters = { period: SavingsPeriod; category: string };

const R = QUERY_ROOT.costSavings;

export const costSavingsQueries = {
  /** GET /api/cost-savings/summary: the cards, for the period and category. */
  summary: (f: SavingsFilters) =>
    jsonQuery([R, 'summary', f], withParams('/api/cost-savings/summary', f), savingsSummarySchema),
  /** GET /api/cost-savings/categories: the Analytics tab's savings per category. */
  categories: (f: SavingsFilters) =>
    jsonQuery(
      [R, 'categories', f],
      withParams('/api/cost-savings/categories', f),
      z.array(categorySavingsSchema),
    ),
  /** GET /api/cost-savings/realization: negotiated vs realized vs leakage per category. */
  realization: (f: SavingsFilters) =>
    jsonQuery(
      [R, 'realization', f],
      withParams('/api/cost-savings/realization', f),
      z.array(savingsRealizationSchema),
    ),
  /** GET /api/cost-savings/direct: one server page of the period's direct savings (period, category in params). */
  direct: (params: ListParams) =>
    listQuery([R, 'direct'], '/api/cost-savings/direct', params, directSavingViewSchema),
  /** GET /api/consolidation-opportunities: a page of opportunities (dismissed ones only when asked). */
  opportunities: (params: ListParams) =>
    listQuery([R, 'opportunities'], OPPORTUNITIES_URL, params, consolidationOpportunityViewSchema),
};
