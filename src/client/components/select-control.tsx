import { useEffect, useRef, type ComponentProps, type Ref } from 'react';

import { assignRef } from '../lib/assign-ref';
import { SelectOptions, type SelectOption } from './select-options';
import { Select, SelectTrigger, SelectValue } from './ui/select';

/** The closed button's own props (id, class, aria-*, onBlur, ref) of a `LazySelect`. */
export type SelectTriggerProps = Omit<ComponentProps<'button'>, 'value' | 'children' | 'ref'> & {
  ref?: Ref<HTMLButtonElement>;
};

export type SelectControlProps = {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  trigger?: SelectTriggerProps;
};

/**
 * The Radix select behind `LazySelect`, loaded when a select is first hovered, focused or opened:
 * `defaultOpen` when it was opened before it had loaded, `autoFocus` when its stand-in had the focus.
 */
export function SelectControl({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  trigger,
  defaultOpen,
  autoFocus,
}: SelectControlProps & { defaultOpen?: boolean; autoFocus?: boolean }) {
  const own = useRef<HTMLButtonElement | null>(null);
  const { ref, ...props } = trigger ?? {};
  useEffect(() => {
    if (autoFocus) own.current?.focus();
  }, [autoFocus]);
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled} defaultOpen={defaultOpen}>
      <SelectTrigger
        {...props}
        ref={(node) => {
          own.current = node;
          assignRef(ref, node);
        }}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectOptions options={options} />
    </Select>
  );
}
