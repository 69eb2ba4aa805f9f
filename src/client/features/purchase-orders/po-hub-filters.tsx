import { Search } from 'lucide-react';
import { poStatusLabel } from '@shared/purchase-orders/labels';

import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { FilterSelect } from '../../lib/filter-select';
import { vendorQueries } from '../../lib/queries/vendors';
import { TypeAheadSelect } from '../../lib/type-ahead-select';
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

const ALL_VENDORS = [{ value: 'all', label: 'All vendors' }];

/** Search (PO number, vendor, description, contract number), status and vendor filters. */
export function PoHubFilters(p: Props) {
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
      <div className="grid w-56 gap-1.5">
        <Label htmlFor="po-vendor" className="text-xs text-muted-foreground">
          Vendor
        </Label>
        <TypeAheadSelect
          id="po-vendor"
          className="bg-white"
          value={p.vendorId}
          onChange={p.onVendorChange}
          options={vendorQueries.options}
          leading={ALL_VENDORS}
          searchLabel="Search vendors"
          emptyText="No vendors found"
        />
      </div>
    </div>
  );
}
