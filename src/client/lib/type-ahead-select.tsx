import { Suspense, useState, type ComponentProps } from 'react';
import type { UseQueryOptions } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';

import { cn } from './cn';
import { lazyPart } from './lazy-part';
import { useStandIn } from './use-stand-in';

// The popover, its search box and the matches (Radix Popover, cmdk) load when a picker is first
// hovered, focused or opened.
const TypeAheadPopover = lazyPart(() => import('./type-ahead-popover').then((m) => m.TypeAheadPopover));

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

/** The combobox button's look, shared by the popover's trigger and its stand-in. */
export const TYPE_AHEAD_BUTTON_CLASS =
  'flex h-9 w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 py-2 text-left text-sm shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A select for a large table (vendors, purchase orders): a combobox button that opens a search box and the server's
 * matches for the typed text (debounced, at most 20) — never the whole table. Arrow keys move through
 * the options, Enter picks one, Escape closes; the chosen option's text stays on the button. Until its
 * code has loaded (on hover, focus or opening) a stand-in button of the same look shows.
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
  const [picked, setPicked] = useState<TypeAheadOption | null>(null);
  const fixed = [...leading, ...trailing].find((o) => o.value === value);
  const shown =
    fixed?.label ??
    valueLabel ??
    (picked?.value === value ? picked.label : undefined) ??
    (value || undefined);

  const { ref, onFocus, ...rest } = button;
  const { mode, focus, props: standInProps } = useStandIn(TypeAheadPopover, ref, onFocus);
  const standInButton = (
    <button
      type="button"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      data-state="closed"
      className={cn(TYPE_AHEAD_BUTTON_CLASS, !shown && 'text-muted-foreground', className)}
      {...rest}
      id={id}
      {...standInProps}
    >
      <span className="truncate">{shown ?? placeholder}</span>
      <ChevronDown className="size-4 shrink-0 opacity-50" aria-hidden="true" />
    </button>
  );

  if (mode === 'stand-in') return standInButton;
  return (
    <Suspense fallback={standInButton}>
      <TypeAheadPopover
        key={mode}
        defaultOpen={mode === 'open'}
        autoFocus={focus}
        buttonRef={ref}
        button={{
          ...rest,
          id,
          className: cn(TYPE_AHEAD_BUTTON_CLASS, !shown && 'text-muted-foreground', className),
        }}
        shown={shown ?? placeholder}
        list={{
          value,
          options: options as unknown as OptionsQuery,
          optionLabel: optionLabel as (row: TypeAheadRow) => string,
          leading,
          trailing,
          searchLabel,
          emptyText,
        }}
        onPick={(option, row) => {
          setPicked(option);
          onChange(option.value, option.label, row as T | undefined);
        }}
      />
    </Suspense>
  );
}
