import type { SessionUser } from '@shared/auth/types';
import { SEARCH_RESULT_TYPES, type SearchResult } from '@shared/search/types';
import { isSearchable } from '@shared/search/match';
import type { DbOrTx } from '../db/client';
import { invoices } from '../db/schema/invoices';
import { purchaseOrders } from '../db/schema/purchase-orders';
import { likePattern } from '../http/list';
import { partsWithRows } from '../http/list-parts';
import { visibleInvoiceParts } from '../access/invoices';
import { visiblePurchaseOrderParts } from '../access/purchase-orders';
import { vendorIdsMatching } from '../lib/text-match';
import { definitions } from './definitions';
import { scopeOf } from '@shared/auth/scope';

/**
 * Home search: case-insensitive substring match (ILIKE on escaped text) across vendors, products,
 * contracts, requisitions, purchase orders and invoices — at most 8 per type, prefix matches first,
 * then by each type's order (name, expiry, most recent first); records the user may not see are left
 * out. Each type (definitions.ts) reads its rows through `topK`: statements ordered by an index with a
 * LIMIT, never a sort of every match. A joined vendor's name is tested through the row's vendor id (the
 * matching vendors looked up once, see text-match.ts), so each OR is answered from the trigram and
 * foreign-key indexes; POs and invoices read each part of their visibility rule on its own.
 */
export async function searchEverything(
  db: DbOrTx,
  user: SessionUser,
  text: string,
  limit: number,
): Promise<SearchResult[]> {
  if (!isSearchable(text)) return [];
  const pattern = likePattern(text.trim());
  const parts = (
    table: typeof invoices | typeof purchaseOrders,
    all: ReturnType<typeof visibleInvoiceParts>,
  ) => (all ? partsWithRows(db, table, all) : Promise.resolve(undefined));
  const [vendorIds, poParts, invoiceParts] = await Promise.all([
    vendorIdsMatching(db, pattern),
    parts(purchaseOrders, visiblePurchaseOrderParts(user)),
    parts(invoices, visibleInvoiceParts(user)),
  ]);
  const types = definitions({
    db,
    user,
    pattern,
    vendorIds,
    ownOnly: scopeOf(user).kind === 'own',
    parts: { purchaseOrders: poParts, invoices: invoiceParts },
  });
  const found = await Promise.all(types.map((d) => d.read()));

  const typeOrder = (t: SearchResult['type']) => SEARCH_RESULT_TYPES.indexOf(t);
  return found
    .flat()
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.rank - b.r.rank || typeOrder(a.r.type) - typeOrder(b.r.type) || a.i - b.i)
    .slice(0, limit)
    .map(({ r: { rank: _rank, ...rest } }) => rest);
}
