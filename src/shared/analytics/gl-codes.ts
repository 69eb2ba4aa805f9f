/** General-ledger codes and their labels (spec section 9, standard and blanket lists). */
export const GL_CODE_LABELS: Record<string, string> = {
  '4000-001': 'Office Supplies',
  '4000-002': 'Computer Equipment',
  '4000-003': 'Software Licenses',
  '4000-004': 'Professional Services',
  '4000-005': 'Maintenance & Repairs',
  '4000-006': 'Raw Materials',
  '4000-007': 'Manufacturing Supplies',
  '4000-008': 'Industrial Equipment',
};

/** The label of a GL code, or the code itself when it is not one of the known codes. */
export const glLabel = (code: string): string => GL_CODE_LABELS[code] ?? code;
