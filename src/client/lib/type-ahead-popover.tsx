import { useEffect, useRef, useState, type ComponentProps, type Ref } from 'react';
import { Popover } from 'radix-ui';
import { ChevronDown } from 'lucide-react';

import { assignRef } from './assign-ref';
import { TypeAheadList } from './type-ahead-list';
import type { TypeAheadOption, TypeAheadRow } from './type-ahead-select';

type ListProps = Omit<ComponentProps<typeof TypeAheadList<TypeAheadRow>>, 'onPick'>;

/**
 * The live `TypeAheadSelect` (loaded on the first hover, focus or opening of a picker): its combobox
 * button, and the popover with the search box and the server's matches. `defaultOpen` when it was
 * opened before it had loaded, `autoFocus` when its stand-in had the focus.
 */
export function TypeAheadPopover({
  defaultOpen = false,
  autoFocus = false,
  button,
  buttonRef,
  shown,
  list,
  onPick,
}: {
  defaultOpen?: boolean;
  autoFocus?: boolean;
  button: Omit<ComponentProps<'button'>, 'ref'>;
  buttonRef?: Ref<HTMLButtonElement>;
  shown: string;
  list: ListProps;
  onPick: (option: TypeAheadOption, row?: TypeAheadRow) => void;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const own = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (autoFocus) own.current?.focus();
  }, [autoFocus]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          {...button}
          ref={(node) => {
            own.current = node;
            assignRef(buttonRef, node);
          }}
        >
          <span className="truncate">{shown}</span>
          <ChevronDown className="size-4 shrink-0 opacity-50" aria-hidden="true" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-56 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md"
        >
          <TypeAheadList
            {...list}
            onPick={(option, row) => {
              setOpen(false);
              onPick(option, row);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
