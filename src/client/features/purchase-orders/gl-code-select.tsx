import { GL_CODES } from '@shared/requisitions/constants';

import type { FieldControlProps } from '../../components/form/field';
import { LazySelect } from '../../components/lazy-select';

/** Every GL code of spec section 9 (standard and blanket), once each, shown as code and name. */
const OPTIONS = [...GL_CODES.standard, ...GL_CODES.blanket]
  .filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i)
  .map((o) => ({ value: o.value, label: `${o.value} ${o.label}` }));

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
    <LazySelect
      value={value || undefined}
      onValueChange={onChange}
      options={known || !value ? OPTIONS : [{ value, label: value }, ...OPTIONS]}
      placeholder="Select GL code"
      trigger={control}
    />
  );
}
