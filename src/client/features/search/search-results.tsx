import type { KeyboardEvent } from 'react';
import { Link } from 'wouter';
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

type Props = {
  id: string;
  results: SearchResult[];
  loading: boolean;
  error: string | null;
  onNavigate: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
};

/** The dropdown under the search box; a row opens its record (click or Enter). */
export function SearchResults({ id, results, loading, error, onNavigate, onKeyDown }: Props) {
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-xl border bg-white p-1.5 text-left shadow-xl"
    >
      {results.length === 0 ? (
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
      ) : (
        <ul aria-label="Search results" className="space-y-0.5">
          {results.map((item) => {
            const Icon = TYPE_ICONS[item.type] ?? FileText;
            const details = resultDetails(item);
            return (
              <li key={`${item.type}-${item.id}`}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  onKeyDown={onKeyDown}
                  data-result-type={item.type}
                  className="flex items-center gap-3 rounded-lg px-3 py-2.5 hover:bg-slate-50 focus-visible:bg-blue-50 focus-visible:outline-none"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-slate-900">{item.name}</span>
                    {details.length > 0 ? (
                      <span className="block truncate text-xs text-muted-foreground">
                        {details.join(' • ')}
                      </span>
                    ) : null}
                  </span>
                  <Badge variant="secondary" className="shrink-0">
                    {SEARCH_TYPE_LABELS[item.type] ?? item.type}
                  </Badge>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
