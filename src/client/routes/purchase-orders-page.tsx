import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { canEditPo } from '@shared/purchase-orders/policies';
import type { PurchaseOrder } from '@shared/purchase-orders/schemas';

import { ExportButton } from '../components/export-button';
import { PageHeader } from '../components/page-header';
import { Card, CardContent } from '../components/ui/card';
import { ListPager } from '../lib/list-pager';
import { useDebounce } from '../lib/use-debounce';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMe } from '../lib/queries/me';
import { purchaseOrderQueries } from '../lib/queries/purchase-orders';
import { PoHubFilters } from '../features/purchase-orders/po-hub-filters';
import { PoHubTable } from '../features/purchase-orders/po-hub-table';

const TITLE = 'Purchase Order Hub';
const LIMIT = 10;
const DEFAULT_SORT = '-createdAt';

export default function PurchaseOrdersPage() {
  useDocumentTitle(TITLE);
  const me = useMe();
  const params = new URLSearchParams(useSearch());
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const [status, setStatus] = useState('all');
  const [vendorId, setVendorId] = useState('all');
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [offset, setOffset] = useState(0);
  const q = useDebounce(search.trim(), 300);
  const [lastQ, setLastQ] = useState(q);
  if (lastQ !== q) {
    setLastQ(q);
    setOffset(0);
  }
  const filters = {
    q: q || undefined,
    status: status === 'all' ? undefined : status,
    vendorId: vendorId === 'all' ? undefined : vendorId,
    sort,
  };
  const list = useQuery(purchaseOrderQueries.list({ ...filters, limit: LIMIT, offset }));
  const canEditRow = useCallback(
    (po: PurchaseOrder) => (me.data ? canEditPo(me.data, po) : false),
    [me.data],
  );
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setOffset(0);
    };

  return (
    <div className="space-y-6">
      <PageHeader
        title={TITLE}
        description="Find, follow and manage purchase orders."
        actions={<ExportButton list="purchase-orders" params={filters} />}
      />
      <PoHubFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={reset(setStatus)}
        vendorId={vendorId}
        onVendorChange={reset(setVendorId)}
      />
      <Card>
        <CardContent className="space-y-4 p-4">
          {list.isPending ? (
            <p className="py-8 text-center text-muted-foreground">Loading purchase orders...</p>
          ) : list.isError ? (
            <p className="py-8 text-center text-destructive">Could not load purchase orders.</p>
          ) : list.data.total === 0 ? (
            <p className="py-8 text-center text-muted-foreground">No purchase orders found</p>
          ) : (
            <>
              <PoHubTable
                rows={list.data.rows}
                sort={sort}
                onSortChange={reset(setSort)}
                canEditRow={canEditRow}
                busy={list.isFetching}
              />
              <ListPager
                offset={offset}
                limit={LIMIT}
                page={list.data}
                onOffsetChange={setOffset}
                label="Purchase order pages"
              />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
