/** System settings and their defaults (spec section 9, Administration). */
export const FISCAL_YEAR_STARTS = ['January', 'April', 'July', 'October'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

export type Settings = {
  companyName: string;
  fiscalYearStart: (typeof FISCAL_YEAR_STARTS)[number];
  defaultCurrency: (typeof CURRENCIES)[number];
  autoApproveThreshold: number;
  managerApprovalThreshold: number;
  financeApprovalThreshold: number;
  executiveApprovalThreshold: number;
  /** 3-way match: unit price tolerance per line, percent and absolute dollars. */
  priceTolerancePercent: number;
  priceToleranceAmount: number;
  /** PO edits that raise the amount by more than this percent go back through approval. */
  poChangeTolerancePercent: number;
  /**
   * Separation of duties for payables: the user who entered an invoice may not approve it for
   * payment (3-way match, review queue, status approved) nor pay it.
   */
  payablesSeparationOfDuties: boolean;
};

export const DEFAULT_SETTINGS: Settings = {
  companyName: 'Procura Demo Corp',
  fiscalYearStart: 'January',
  defaultCurrency: 'USD',
  autoApproveThreshold: 1000,
  managerApprovalThreshold: 5000,
  financeApprovalThreshold: 25000,
  executiveApprovalThreshold: 100000,
  priceTolerancePercent: 2,
  priceToleranceAmount: 50,
  poChangeTolerancePercent: 10,
  payablesSeparationOfDuties: true,
};
