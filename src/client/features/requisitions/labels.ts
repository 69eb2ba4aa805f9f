/** Display labels and select options of the requisitions screens, from the shared constants (spec section 9). */
import {
  BLANKET_DELIVERY_LOCATIONS,
  GL_CODES,
  ITEM_TYPES,
  REQUEST_TYPE_LABELS,
  UNITS,
  URGENCY_LEVELS,
  requestDepartments,
  type RequestType,
} from '@shared/requisitions/constants';

import type { SelectOption as Option } from '../../components/select-options';

/** warehouse-a → Warehouse A */
export const deliveryLocationLabel = (value: string) =>
  value
    .split('-')
    .map((w) => (w.length === 1 ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

export const DELIVERY_LOCATION_OPTIONS: Option[] = BLANKET_DELIVERY_LOCATIONS.map((v) => ({
  value: v,
  label: deliveryLocationLabel(v),
}));

export const ITEM_TYPE_OPTIONS: Option[] = ITEM_TYPES.map((t) => ({ value: t.value, label: t.label }));
export const URGENCY_OPTIONS: Option[] = URGENCY_LEVELS.map((u) => ({ value: u.value, label: u.label }));

/** The spec's departments, plus the user's own when it is another one (what the server accepts). */
export function departmentOptions(own: string | undefined): Option[] {
  return requestDepartments(own).map((d) => ({ value: d, label: d }));
}

export function glCodeOptions(blanket: boolean): Option[] {
  return (blanket ? GL_CODES.blanket : GL_CODES.standard).map((g) => ({
    value: g.value,
    label: `${g.value} ${g.label}`,
  }));
}

export function unitOptions(blanket: boolean): Option[] {
  return (blanket ? UNITS.blanket : UNITS.standard).map((u) => ({ value: u, label: u }));
}

export function itemTypeLabel(value: string | null | undefined): string {
  return ITEM_TYPES.find((t) => t.value === value)?.label ?? value ?? '';
}

export function urgencyLabel(value: string | null | undefined): string {
  return URGENCY_LEVELS.find((u) => u.value === value)?.label ?? value ?? '';
}

export function requestTypeLabel(value: string | null | undefined): string {
  return REQUEST_TYPE_LABELS[value as RequestType] ?? value ?? '';
}

/** "Goods • Staples": a request's description when it has none (spec: item type and vendor name). */
export function fallbackDescription(r: { itemType: string; vendorName: string | null }): string {
  return [itemTypeLabel(r.itemType), r.vendorName].filter(Boolean).join(' • ');
}
