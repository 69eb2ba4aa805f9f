import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchQuerySchema, searchResultSchema } from '@shared/search/types';
import { requireUser } from '../auth/guard';
import { searchEverything } from './queries';
import { catalogFiltersSchema, catalogItemSchema } from '@shared/search/catalog';
import { listOf } from '@shared/lists';
import { listQuerySchema, sendList } from '../http/list';
import { getCatalogItem, listCatalogItems } from './catalog';
import { vendorOptionSchema, vendorPickerQuerySchema } from '@shared/search/vendor-options';
import { vendorOptions } from './vendor-options';
import { poOptionSchema, poPickerQuerySchema } from '@shared/search/po-options';
import { poOptions } from './po-options';

export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  /** Home search box: any signed-in user; fewer than 3 characters (after trimming) answer []. */
  r.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        querystring: searchQuerySchema,
        response: { 200: z.array(searchResultSchema) },
      },
    },
    async (req) => searchEverything(db, requireUser(req), req.query.q, req.query.limit),
  );

  /** The vendor pickers' type-ahead: at most 20 vendors whose name contains q, by name. */
  r.get(
    '/api/search/vendors',
    {
      schema: {
        tags: ['search'],
        querystring: vendorPickerQuerySchema,
        response: { 200: z.array(vendorOptionSchema) },
      },
    },
    async (req) => {
      requireUser(req);
      return vendorOptions(db, req.query);
    },
  );

  /** The PO pickers' type-ahead: at most 20 visible POs matching q (number, vendor, contract), newest first. */
  r.get(
    '/api/search/purchase-orders',
    {
      schema: {
        tags: ['search'],
        querystring: poPickerQuerySchema,
        response: { 200: z.array(poOptionSchema) },
      },
    },
    async (req) => poOptions(db, requireUser(req), req.query),
  );

  /** The product catalogue (search results' "product" rows open a requisition line from one). */
  r.get(
    '/api/catalog-items',
    {
      schema: {
        tags: ['search'],
        querystring: listQuerySchema.extend(catalogFiltersSchema.shape),
        response: { 200: listOf(catalogItemSchema) },
      },
    },
    async (req, reply) => {
      return sendList(reply, await listCatalogItems(db, req.query));
    },
  );

  r.get(
    '/api/catalog-items/:id',
    {
      schema: {
        tags: ['search'],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: catalogItemSchema },
      },
    },
    async (req) => getCatalogItem(db, req.params.id),
  );
}
