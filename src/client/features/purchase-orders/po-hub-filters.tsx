import { Search } from 'lucide-react';

import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { HUB_STATUS_FILTERS } from './po-rules';
import { useVendorOptions } from './use-purchase-orders';

type Props = {
  search: string;
  onSearchChange: (text: string) => void;
  status: string;
  onStatusChange: (status: string) => void;
  vendorId: string;
  onVendorChange: (vendorId: string) => void;
};

/** Search (PO number, vendor, description, contract number), status and vendor filters. */
export function PoHubFilters(p: Props) {
  const vendors = useVendorOptions();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1 space-y-1.5">
        <Label htmlFor="po-search">Search</Label>
        <div className="relative">
          <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
          <Input
            id="po-search"
            type="search"
            value={p.search}
            onChange={(e) => p.onSearchChange(e.target.value)}
            placeholder="Search by PO number, vendor, description or contract number"
            className="pl-8"
          />
        </div>
      </div>
      <div className="w-44 space-y-1.5">
        <Label htmlFor="po-status">Status</Label>
        <Select value={p.status} onValueChange={p.onStatusChange}>
          <SelectTrigger id="po-status" aria-label="Status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {HUB_STATUS_FILTERS.map((s) => (
              <SelectItem key={s} value={s}>
                {s}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="w-56 space-y-1.5">
        <Label htmlFor="po-vendor">Vendor</Label>
        <Select value={p.vendorId} onValueChange={p.onVendorChange}>
          <SelectTrigger id="po-vendor" aria-label="Vendor">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All vendors</SelectItem>
            {(vendors.data ?? []).map((v) => (
              <SelectItem key={v.id} value={v.id}>
                {v.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
