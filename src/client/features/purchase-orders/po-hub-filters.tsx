import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { poStatusLabel } from '@shared/purchase-orders/labels';

import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { FilterSelect } from '../../lib/filter-select';
import { vendorQueries } from '../../lib/queries/vendors';
import { HUB_STATUS_FILTERS } from './po-status';

type Props = {
  search: string;
  onSearchChange: (text: string) => void;
  status: string;
  onStatusChange: (status: string) => void;
  vendorId: string;
  onVendorChange: (vendorId: string) => void;
};

const STATUS_OPTIONS = HUB_STATUS_FILTERS.map((s) => ({
  value: s,
  label: s === 'all' ? 'All statuses' : poStatusLabel(s),
}));

/** Search (PO number, vendor, description, contract number), status and vendor filters. */
export function PoHubFilters(p: Props) {
  const vendors = useQuery(vendorQueries.list({ limit: 500 }));
  const vendorOptions = [
    { value: 'all', label: 'All vendors' },
    ...(vendors.data?.rows ?? []).map((v) => ({ value: v.id, label: v.name })),
  ];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-64 flex-1 gap-1.5">
        <Label htmlFor="po-search" className="text-xs text-muted-foreground">
          Search
        </Label>
        <div className="relative">
          <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
          <Input
            id="po-search"
            type="search"
            value={p.search}
            onChange={(e) => p.onSearchChange(e.target.value)}
            placeholder="Search by PO number, vendor, description or contract number"
            className="bg-white pl-8"
          />
        </div>
      </div>
      <FilterSelect
        id="po-status"
        label="Status"
        value={p.status}
        options={STATUS_OPTIONS}
        onChange={p.onStatusChange}
        className="w-44"
      />
      <FilterSelect
        id="po-vendor"
        label="Vendor"
        value={p.vendorId}
        options={vendorOptions}
        onChange={p.onVendorChange}
        className="w-56"
      />
    </div>
  );
}
