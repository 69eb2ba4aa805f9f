import {
  Building2,
  ClipboardList,
  FileText,
  Loader2,
  Package,
  Receipt,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react';
import { SEARCH_TYPE_LABELS, type SearchResult, type SearchResultType } from '@shared/search/types';

import { Badge } from '../../components/ui/badge';
import { resultDetails } from './search-rules';

const TYPE_ICONS: Record<SearchResultType, LucideIcon> = {
  vendor: Building2,
  product: Package,
  contract: FileText,
  requisition: ClipboardList,
  'purchase-order': ShoppingCart,
  invoice: Receipt,
};

/** One result row's content (spec: a type icon, name, type badge and extra info), in the box and the palette. */
export function SearchResultRow({ item }: { item: SearchResult }) {
  const Icon = TYPE_ICONS[item.type] ?? FileText;
  const details = resultDetails(item);
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-slate-900">{item.name}</span>
        {details.length > 0 ? (
          <span className="block truncate text-xs text-muted-foreground">{details.join(' • ')}</span>
        ) : null}
      </span>
      <Badge variant="secondary" className="shrink-0">
        {SEARCH_TYPE_LABELS[item.type] ?? item.type}
      </Badge>
    </>
  );
}

/** What shows instead of rows: searching, the error, or no results. */
export function SearchStatus({ loading, error }: { loading: boolean; error: string | null }) {
  return (
    <p className="flex items-center gap-2 px-3 py-4 text-sm text-muted-foreground" role="status">
      {loading ? (
        <>
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Searching...
        </>
      ) : error ? (
        `Search is unavailable: ${error}`
      ) : (
        'No results'
      )}
    </p>
  );
}
