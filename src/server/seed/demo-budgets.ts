import { fromCents, toCents } from '@shared/money';
import type { budgets } from '../db/schema/invoices';
import type { SeedClock } from './demo-clock';
import { priceLines } from './demo-lines';
import { PO_SPECS } from './demo-purchase-orders';

type BudgetRow = typeof budgets.$inferInsert;

const GL_CODES = ['4000-001', '4000-002', '4000-003', '4000-004', '4000-005'] as const;

/** Annual budget (whole dollars) per department, in GL order 4000-001 … 4000-005. */
// prettier-ignore
const BUDGETS: Record<string, [number, number, number, number, number]> = {
  Procurement: [85_000, 40_000, 25_000, 60_000, 15_000],
  IT: [30_000, 0, 450_000, 150_000, 60_000],
  Finance: [25_000, 35_000, 80_000, 500_000, 10_000],
  HR: [20_000, 25_000, 60_000, 120_000, 8_000],
  Marketing: [45_000, 30_000, 160_000, 200_000, 12_000],
  'R&D': [20_000, 120_000, 90_000, 80_000, 40_000],
  Operations: [120_000, 40_000, 30_000, 90_000, 420_000],
};

/** Share of IT's computer equipment budget used by this year's committed IT POs (the assistant's "87% utilization"). */
export const IT_EQUIPMENT_UTILIZATION = 0.87;

const COMMITTED = new Set(['approved', 'in-progress', 'completed']);

/** IT 4000-002 spend on approved / in-progress / completed POs, in cents. */
export function itEquipmentSpendCents(): number {
  return PO_SPECS.filter((p) => p.department === 'IT' && COMMITTED.has(p.status))
    .flatMap((p) => priceLines(p.lines))
    .filter((l) => l.glCode === '4000-002')
    .reduce((sum, l) => sum + toCents(l.total), 0);
}

export function buildBudgets(clock: SeedClock): BudgetRow[] {
  const itEquipment = Math.round(itEquipmentSpendCents() / IT_EQUIPMENT_UTILIZATION / 100_000) * 1000;
  return Object.entries(BUDGETS).flatMap(([department, amounts]) =>
    GL_CODES.map((glCode, i) => ({
      id: `bud-${department}-${glCode}-${clock.year}`,
      department,
      glCode,
      fiscalYear: clock.year,
      amount: fromCents((department === 'IT' && glCode === '4000-002' ? itEquipment : amounts[i]!) * 100),
    })),
  );
}
