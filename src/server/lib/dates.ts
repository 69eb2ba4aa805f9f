/** A timestamp as the API sends it: an ISO string (UTC), or null. */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
