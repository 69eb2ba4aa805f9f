import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { VENDOR_STATUS_LABELS } from '@shared/vendors/schemas';

import { Card, CardContent } from '../../components/ui/card';
import { FilterSelect } from '../../lib/filter-select';
import { ListPager } from '../../lib/list-pager';
import { VendorRequestCard } from './vendor-request-card';
import { vendorRequestQueries } from './queries';

const PAGE_SIZE = 10;
const STATUS_OPTIONS = [
  { value: 'pending', label: VENDOR_STATUS_LABELS.pending },
  { value: 'approved', label: VENDOR_STATUS_LABELS.approved },
  { value: 'rejected', label: VENDOR_STATUS_LABELS.rejected },
  { value: 'all', label: 'All statuses' },
] as const;

/** Procurement's review of new vendor requests (manage_vendors): pending first, with Approve / Reject. */
export function VendorRequests() {
  const [status, setStatus] = useState('pending');
  const [offset, setOffset] = useState(0);
  const params = useMemo(() => ({ status, limit: PAGE_SIZE, offset }), [status, offset]);
  const list = useQuery(vendorRequestQueries.list(params));
  const rows = list.data?.rows;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          New vendor requests awaiting review. Bank account and routing numbers show only their last four
          digits to everyone but Finance.
        </p>
        <FilterSelect
          id="vendor-request-status"
          label="Request status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(v) => {
            setStatus(v);
            setOffset(0);
          }}
          className="w-48"
        />
      </div>
      {rows === undefined ? (
        <Card>
          <CardContent className="py-10 text-center text-muted-foreground">
            {list.isPending ? 'Loading vendor requests...' : 'No vendor requests found'}
          </CardContent>
        </Card>
      ) : rows.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center text-muted-foreground">
            No vendor requests found
          </CardContent>
        </Card>
      ) : (
        <ul aria-label="Vendor requests" className="space-y-3">
          {rows.map((r) => (
            <VendorRequestCard key={r.id} request={r} />
          ))}
        </ul>
      )}
      <ListPager
        label="Vendor requests pages"
        offset={offset}
        limit={PAGE_SIZE}
        page={list.data}
        onOffsetChange={setOffset}
      />
    </div>
  );
}
