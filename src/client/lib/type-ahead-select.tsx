import { useState, type ComponentProps } from 'react';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { Popover } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';

import { cn } from './cn';
import { useDebounce } from './use-debounce';

export type TypeAheadOption = { value: string; label: string };

/** One of the server's matches: its id is the option's value, its name the option's text unless told. */
export type TypeAheadRow = { id: string; name: string };

/** The query options of the matches for the typed text (e.g. `vendorQueries.options`): ≤ 20 rows. */
export type OptionsQuery<T extends TypeAheadRow = TypeAheadRow> = (
  q: string,
) => UseQueryOptions<T[], Error, T[], unknown[]>;

type Props<T extends TypeAheadRow> = {
  id: string;
  value: string;
  /** The text shown for `value` when the caller knows it (e.g. a form's vendor name). */
  valueLabel?: string;
  options: OptionsQuery<T>;
  /** `row`: the server's match that was picked (none for a leading or trailing option). */
  onChange: (value: string, label: string, row?: T) => void;
  /** The text of a match (default: its name). */
  optionLabel?: (row: T) => string;
  /** Fixed options before the matches (e.g. 'All Vendors') and after them (e.g. 'Other vendor'). */
  leading?: readonly TypeAheadOption[];
  trailing?: readonly TypeAheadOption[];
  placeholder?: string;
  searchLabel: string;
  emptyText: string;
  className?: string;
} & Omit<ComponentProps<'button'>, 'value' | 'onChange' | 'id'>;

/**
 * A select for a large table (vendors, purchase orders): a combobox button that opens a search box and the server's
 * matches for the typed text (debounced, at most 20) — never the whole table. Arrow keys move through
 * the options, Enter picks one, Escape closes; the chosen option's text stays on the button.
 */
export function TypeAheadSelect<T extends TypeAheadRow = TypeAheadRow>({
  id,
  value,
  valueLabel,
  options,
  onChange,
  optionLabel = (row) => row.name,
  leading = [],
  trailing = [],
  placeholder = 'Select…',
  searchLabel,
  emptyText,
  className,
  ...button
}: Props<T>) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<TypeAheadOption | null>(null);
  const q = useDebounce(text.trim());
  const matches = useQuery({ ...options(q), enabled: open, placeholderData: keepPreviousData });
  const found = matches.data ?? [];
  const rows = found.map((v) => ({ value: v.id, label: optionLabel(v) }));
  const fixed = [...leading, ...trailing].find((o) => o.value === value);
  const shown =
    fixed?.label ??
    valueLabel ??
    (picked?.value === value ? picked.label : undefined) ??
    (value || undefined);

  function pick(option: TypeAheadOption) {
    setPicked(option);
    setOpen(false);
    setText('');
    onChange(
      option.value,
      option.label,
      found.find((v) => v.id === option.value),
    );
  }

  const item = (o: TypeAheadOption) => (
    <Command.Item
      key={o.value}
      value={o.value}
      onSelect={() => pick(o)}
      className="relative flex cursor-default select-none items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
    >
      {o.label}
      {o.value === value ? <Check className="absolute right-2 size-4" aria-hidden="true" /> : null}
    </Command.Item>
  );

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          id={id}
          role="combobox"
          aria-haspopup="listbox"
          className={cn(
            'flex h-9 w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 py-2 text-left text-sm shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
            !shown && 'text-muted-foreground',
            className,
          )}
          {...button}
        >
          <span className="truncate">{shown ?? placeholder}</span>
          <ChevronDown className="size-4 shrink-0 opacity-50" aria-hidden="true" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-56 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md"
        >
          <Command shouldFilter={false} label={searchLabel} loop>
            <Command.Input
              value={text}
              onValueChange={setText}
              placeholder={searchLabel}
              aria-label={searchLabel}
              autoComplete="off"
              className="h-9 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
            />
            <Command.List className="max-h-72 overflow-y-auto p-1">
              {leading.map(item)}
              {matches.isPending ? (
                <Command.Loading className="px-2 py-1.5 text-sm text-muted-foreground">
                  Loading…
                </Command.Loading>
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
