/** Money travels as numeric strings with 2 decimals; arithmetic is done in integer cents. */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 0;
  return Math.round(n * 100);
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Line total = quantity × unit price, to 2 decimals (spec section 5). */
export function lineTotal(quantity: string | number, unitPrice: string | number): string {
  const q = Number(quantity) || 0;
  return fromCents(Math.round(q * toCents(unitPrice)));
}

export function sumMoney(values: (string | number | null | undefined)[]): string {
  return fromCents(values.reduce<number>((acc, v) => acc + toCents(v), 0));
}
