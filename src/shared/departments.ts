/**
 * The company's departments: one list, one spelling (docs/decisions/010-departments.md). It holds
 * every department the spec names — the requisition form's, the RFP form's and the analytics filter's —
 * and Legal, the legal counsel's. Records and users carry these names.
 */
export const DEPARTMENTS = [
  'Procurement',
  'IT',
  'Finance',
  'HR',
  'Marketing',
  'R&D',
  'Operations',
  'Legal',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

// The forms offer the spec's own choices, word for word and in its order; each is a part of the one
// list above (`satisfies` checks it).

/** Spec section 9, Requisition form: "Departments: Procurement, IT, Finance, HR". */
export const REQUISITION_DEPARTMENTS = [
  'Procurement',
  'IT',
  'Finance',
  'HR',
] as const satisfies readonly Department[];

/** Spec section 9, RFP: "Departments IT, Finance, HR, Operations, Procurement". */
export const RFP_DEPARTMENTS = [
  'IT',
  'Finance',
  'HR',
  'Operations',
  'Procurement',
] as const satisfies readonly Department[];
