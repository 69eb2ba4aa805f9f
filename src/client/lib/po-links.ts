/** A purchase order's summary screen (spec: /po-summary?id=…), linked from every list that names a PO. */
export function poSummaryHref(id: string): string {
  return `/po-summary?id=${encodeURIComponent(id)}`;
}

/** A purchase order's edit screen (/po-edit?id=…). */
export function poEditHref(id: string): string {
  return `/po-edit?id=${encodeURIComponent(id)}`;
}
