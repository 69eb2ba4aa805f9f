import { SelectContent, SelectItem } from './ui/select';

export type SelectOption = { value: string; label: string };

/** The drop-down of a select (Radix): one item per option, its label shown. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return (
    <SelectContent>
      {options.map((o) => (
        <SelectItem key={o.value} value={o.value}>
          {o.label}
        </SelectItem>
      ))}
    </SelectContent>
  );
}
