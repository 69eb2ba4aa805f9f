import type { KeyboardEvent } from 'react';
import { Link } from 'wouter';
import type { SearchResult } from '@shared/search/types';

import { SearchResultRow, SearchStatus } from './search-result-row';

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
        <SearchStatus loading={loading} error={error} />
      ) : (
        <ul aria-label="Search results" className="space-y-0.5">
          {results.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <Link
                href={item.href}
                onClick={onNavigate}
                onKeyDown={onKeyDown}
                data-result-type={item.type}
                className="flex items-center gap-3 rounded-lg px-3 py-2.5 hover:bg-slate-50 focus-visible:bg-blue-50 focus-visible:outline-none"
              >
                <SearchResultRow item={item} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
