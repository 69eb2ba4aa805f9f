/** GET /api/user-stats (spec section 3 "User stats"), for the signed-in user. */
export type UserStats = {
  /** Requisitions the user raised. */
  totalRequests: number;
  /** Approval steps awaiting the user. */
  pendingApprovals: number;
  /** Total of the user's approved requisitions. */
  approvedAmount: string;
  /** This fiscal year's purchase orders of the user's department, cancelled and rejected excluded. */
  departmentSpend: string;
  /** Contracts whose contact is the user. */
  contractsManaged: number;
  /** Time of the user's latest audited action (ISO), or null. */
  lastActivity: string | null;
};
