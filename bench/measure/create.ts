/** The requisition create of the benchmark: 5 lines, submitted at create (no `status`: the API submits). */

let seq = 0;

export function requisitionBody(opts: { department: string; vendorId?: string; run: string }) {
  const n = ++seq;
  return {
    requestType: 'new-purchase',
    itemType: 'goods',
    department: opts.department,
    title: `Bench request ${opts.run} ${n}`,
    businessJustification: 'Benchmark of requisition create',
    dateNeededBy: '2030-01-15',
    ...(opts.vendorId ? { vendorId: opts.vendorId } : {}),
    urgencyLevel: 'medium',
    lineItems: Array.from({ length: 5 }, (_, i) => ({
      description: `Bench item ${n}.${i + 1}`,
      quantity: 1 + (i % 3),
      unitPrice: [40, 180, 450, 900, 26][i]!,
      generalLedgerCode: '4000-002',
    })),
  };
}
