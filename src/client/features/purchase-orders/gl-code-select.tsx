import { GL_CODES } from '@shared/requisitions/constants';

import type { FieldControlProps } from '../../components/form/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';

/** Every GL code of spec section 9 (standard and blanket), once each. */
const OPTIONS = [...GL_CODES.standard, ...GL_CODES.blanket].filter(
  (o, i, all) => all.findIndex((x) => x.value === o.value) === i,
);

type Props = {
  /** The field's control props (id, aria-invalid, aria-describedby). */
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
};

/** A GL code drop-down; a stored code missing from the list is kept as an option of its own. */
export function GlCodeSelect({ control, value, onChange }: Props) {
  const known = OPTIONS.some((o) => o.value === value);
  return (
    <Select value={value || undefined} onValueChange={onChange}>
      <SelectTrigger {...control}>
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
