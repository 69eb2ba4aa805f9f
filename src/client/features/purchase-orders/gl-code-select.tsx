import { GL_CODES } from '@shared/requisitions/constants';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';

/** Every GL code of spec section 9 (standard and blanket), once each. */
const OPTIONS = [...GL_CODES.standard, ...GL_CODES.blanket].filter(
  (o, i, all) => all.findIndex((x) => x.value === o.value) === i,
);

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  label: string;
};

export function GlCodeSelect({ id, value, onChange, invalid, label }: Props) {
  const known = OPTIONS.some((o) => o.value === value);
  return (
    <Select value={value || undefined} onValueChange={onChange}>
      <SelectTrigger id={id} aria-label={label} aria-invalid={invalid ? true : undefined}>
        <SelectValue placeholder="Select GL code" />
      </SelectTrigger>
      <SelectContent>
        {!known && value && <SelectItem value={value}>{value}</SelectItem>}
        {OPTIONS.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.value} {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
