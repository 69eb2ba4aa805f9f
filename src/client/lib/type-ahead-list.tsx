import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { Check } from 'lucide-react';

import { useDebounce } from './use-debounce';
import type { OptionsQuery, TypeAheadOption, TypeAheadRow } from './type-ahead-select';

/**
 * The open type-ahead (`TypeAheadSelect`): its search box and the server's matches for the typed text
 * (debounced, at most 20), between the fixed options. Loaded when a picker first opens.
 */
export function TypeAheadList<T extends TypeAheadRow>({
  value,
  options,
  optionLabel,
  leading,
  trailing,
  searchLabel,
  emptyText,
  onPick,
}: {
  value: string;
  options: OptionsQuery<T>;
  optionLabel: (row: T) => string;
  leading: readonly TypeAheadOption[];
  trailing: readonly TypeAheadOption[];
  searchLabel: string;
  emptyText: string;
  onPick: (option: TypeAheadOption, row?: T) => void;
}) {
  const [text, setText] = useState('');
  const q = useDebounce(text.trim());
  const matches = useQuery({ ...options(q), placeholderData: keepPreviousData });
  const found = matches.data ?? [];
  const rows = found.map((v) => ({ value: v.id, label: optionLabel(v) }));

  const item = (o: TypeAheadOption) => (
    <Command.Item
      key={o.value}
      value={o.value}
      onSelect={() =>
        onPick(
          o,
          found.find((v) => v.id === o.value),
        )
      }
      className="relative flex cursor-default select-none items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
    >
      {o.label}
      {o.value === value ? <Check className="absolute right-2 size-4" aria-hidden="true" /> : null}
    </Command.Item>
  );

  return (
    <Command shouldFilter={false} label={searchLabel} loop>
      <Command.Input
        value={text}
        onValueChange={setText}
        placeholder={searchLabel}
        aria-label={searchLabel}
        autoComplete="off"
        // The box takes the focus when it appears, also when it was still loading as the picker opened.
        autoFocus
        className="h-9 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
      />
      <Command.List className="max-h-72 overflow-y-auto p-1">
        {leading.map(item)}
        {matches.isPending ? (
          <Command.Loading className="px-2 py-1.5 text-sm text-muted-foreground">Loading…</Command.Loading>
        ) : rows.length === 0 ? (
          <div role="status" className="px-2 py-1.5 text-sm text-muted-foreground">
            {emptyText}
          </div>
        ) : (
          rows.map(item)
        )}
        {trailing.map(item)}
      </Command.List>
    </Command>
  );
}
