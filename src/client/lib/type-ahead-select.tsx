import { Suspense, useState, type ComponentProps } from 'react';
import type { UseQueryOptions } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { ChevronDown } from 'lucide-react';

import { cn } from './cn';
import { lazyPart, prefetchOn } from './lazy-part';

// The search box and its matches (cmdk) load when a picker is first hovered, focused or opened.
const TypeAheadList = lazyPart(() => import('./type-ahead-list').then((m) => m.TypeAheadList));

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
  const [picked, setPicked] = useState<TypeAheadOption | null>(null);
  const fixed = [...leading, ...trailing].find((o) => o.value === value);
  const shown =
    fixed?.label ??
    valueLabel ??
    (picked?.value === value ? picked.label : undefined) ??
    (value || undefined);

  function pick(option: TypeAheadOption, row?: T) {
    setPicked(option);
    setOpen(false);
    onChange(option.value, option.label, row);
  }

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
          {...prefetchOn(TypeAheadList)}
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
          <Suspense fallback={<div className="px-2 py-1.5 text-sm text-muted-foreground">Loading…</div>}>
            <TypeAheadList
              value={value}
              options={options as unknown as OptionsQuery}
              optionLabel={optionLabel as (row: TypeAheadRow) => string}
              leading={leading}
              trailing={trailing}
              searchLabel={searchLabel}
              emptyText={emptyText}
              onPick={(option, row) => pick(option, row as T | undefined)}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
