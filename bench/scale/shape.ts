/**
 * The scale data set (issue 10) at a factor: 1 = 10,000 vendors, 100,000 requisitions, 200,000
 * POs, 150,000 goods receipts, 1,000,000 invoices and 10,000 RFPs; 0.1 = the 10% variant. People stay ~200 at
 * every factor (one company, more or less history).
 */
export type Shape = {
  factor: number;
  vendors: number;
  contracts: number;
  catalogItems: number;
  requisitions: number;
  purchaseOrders: number;
  receipts: number;
  invoices: number;
  messages: number;
  /** RFPs (issue 11), with their invitations and responses. */
  rfps: number;
  /** Loaded people per department (besides the demo accounts); 8 departments. */
  peoplePerDepartment: number;
};

const at = (full: number, factor: number, min: number) => Math.max(min, Math.round(full * factor));

export function shapeAt(factor: number): Shape {
  if (!(factor > 0 && factor <= 10)) throw new Error(`scale factor must be in (0, 10], got ${factor}`);
  return {
    factor,
    vendors: at(10_000, factor, 20),
    contracts: at(5_000, factor, 5),
    catalogItems: at(50_000, factor, 20),
    requisitions: at(100_000, factor, 40),
    purchaseOrders: at(200_000, factor, 60),
    receipts: at(150_000, factor, 20),
    invoices: at(1_000_000, factor, 200),
    messages: at(50_000, factor, 50),
    rfps: at(10_000, factor, 10),
    peoplePerDepartment: 24,
  };
}

/** Parses `--scale`, `--scale=0.1`, `BENCH_SCALE`; undefined = not a scale run. */
export function scaleFactorFrom(argv: readonly string[], env: NodeJS.ProcessEnv): number | undefined {
  const arg = argv.find((a) => a === '--scale' || a.startsWith('--scale='));
  const raw = arg ? (arg.includes('=') ? arg.slice('--scale='.length) : '1') : env.BENCH_SCALE;
  if (raw === undefined || raw === '') return undefined;
  const factor = Number(raw);
  if (!Number.isFinite(factor)) throw new Error(`--scale / BENCH_SCALE must be a number, got "${raw}"`);
  return factor;
}
