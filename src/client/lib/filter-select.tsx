import { Label } from '../components/ui/label';
import { SelectOptions, type SelectOption } from '../components/select-options';
import { Select, SelectTrigger, SelectValue } from '../components/ui/select';
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
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="bg-white">
          <SelectValue />
        </SelectTrigger>
        <SelectOptions options={options} />
      </Select>
    </div>
  );
}
