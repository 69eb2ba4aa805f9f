import { useState } from 'react';
import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { useLocation } from 'wouter';
import type { SearchResult } from '@shared/search/types';

import { errorText } from '../../lib/api';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { SearchResultRow, SearchStatus } from './search-result-row';
import { isSearchable, SEARCH_PLACEHOLDER } from './search-rules';
import { useSearch } from './use-search';

/** The palette's dialog (loaded when the palette first opens: cmdk and the dialog stay off the first screen). */
export function PaletteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        className="top-[12vh] max-w-2xl translate-y-0 gap-0 overflow-hidden p-0"
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        <PaletteSearch onOpenResult={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The palette's box and rows; mounted while the dialog is open, so each opening starts empty. */
function PaletteSearch({ onOpenResult }: { onOpenResult: () => void }) {
  const [text, setText] = useState('');
  const [, navigate] = useLocation();
  const { results, loading, error } = useSearch(text);

  function openResult(item: SearchResult) {
    onOpenResult();
    navigate(item.href);
  }

  return (
    <Command label="Search" shouldFilter={false} vimBindings={false} loop>
      <div className="flex items-center gap-3 border-b px-4 pr-12">
        <Search className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
        <Command.Input
          value={text}
          onValueChange={setText}
          placeholder={SEARCH_PLACEHOLDER}
          autoComplete="off"
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-400 focus:outline-none"
        />
      </div>
      <Command.List label="Search results" className="max-h-96 overflow-y-auto p-1.5">
        {!isSearchable(text) ? null : results.length === 0 ? (
          <SearchStatus loading={loading} error={error ? errorText(error) : null} />
        ) : (
          results.map((item) => (
            <Command.Item
              key={`${item.type}-${item.id}`}
              value={`${item.type}-${item.id}`}
              onSelect={() => openResult(item)}
              data-result-type={item.type}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 data-[selected=true]:bg-blue-50"
            >
              <SearchResultRow item={item} />
            </Command.Item>
          ))
        )}
      </Command.List>
    </Command>
  );
}
