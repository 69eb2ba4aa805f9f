import { Suspense } from 'react';
import { ChevronDown } from 'lucide-react';

import { cn } from '../lib/cn';
import { lazyPart } from '../lib/lazy-part';
import { useStandIn } from '../lib/use-stand-in';
import type { SelectControlProps } from './select-control';
import { SELECT_TRIGGER_CLASS } from './ui/select-trigger-class';

// Radix Select and its positioning code load when a select is first hovered, focused or opened.
const SelectControl = lazyPart(() => import('./select-control').then((m) => m.SelectControl));

/**
 * A select (Radix) that a screen can show before the select's code has loaded: until then a stand-in
 * button of the same look shows the chosen option's label (or the placeholder). Hovering or focusing it
 * loads the select, which then takes its place (and the focus); opening it (click, Enter, Space, arrows)
 * before that opens the select as soon as it has loaded.
 */
export function LazySelect(props: SelectControlProps) {
  const { ref, className, onFocus, ...button } = props.trigger ?? {};
  const { mode, focus, props: standInProps } = useStandIn(SelectControl, ref, onFocus);
  const label = props.options.find((o) => o.value === props.value)?.label;
  const standInButton = (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-placeholder={label === undefined ? '' : undefined}
      disabled={props.disabled}
      className={cn(SELECT_TRIGGER_CLASS, className)}
      {...button}
      {...standInProps}
    >
      <span style={{ pointerEvents: 'none' }}>{label ?? props.placeholder}</span>
      <ChevronDown className="size-4 opacity-50" aria-hidden="true" />
    </button>
  );
  if (mode === 'stand-in') return standInButton;
  return (
    <Suspense fallback={standInButton}>
      <SelectControl key={mode} {...props} defaultOpen={mode === 'open'} autoFocus={focus} />
    </Suspense>
  );
}
