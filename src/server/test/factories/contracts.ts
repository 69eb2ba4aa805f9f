import { contracts } from '../../db/schema/contracts';
import type { TestApp } from '../harness';
import { unique } from './unique';

/** An active contract of a vendor, ending on the given date. */
export async function createContract(
  t: TestApp,
  c: Partial<typeof contracts.$inferInsert> & { vendorId: string; endDate: string },
) {
  const id = c.id ?? unique('CTR');
  const [row] = await t.database.db
    .insert(contracts)
    .values({
      title: `Contract ${id}`,
      value: '10000.00',
      startDate: '2024-01-01',
      status: 'active',
      category: 'Supplies',
      riskLevel: 'Low',
      contactPerson: 'Pat Contact',
      ...c,
      id,
    })
    .returning();
  return row!;
}
