import { Label } from '../components/ui/label';
import { LazySelect } from '../components/lazy-select';
import type { SelectOption } from '../components/select-options';
import { cn } from './cn';

/** A labelled filter drop-down (Radix Select); `id` ties the visible label to the combobox. */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  className,
  hideLabel = false,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  className?: string;
  hideLabel?: boolean;
}) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} className={cn('text-xs text-muted-foreground', hideLabel && 'sr-only')}>
        {label}
      </Label>
      <LazySelect
        value={value}
        onValueChange={onChange}
        options={options}
        trigger={{ id, className: 'bg-white' }}
      />
    </div>
  );
}
