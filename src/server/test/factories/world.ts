import { createTestApp, type TestApp } from '../harness';
import { createTeam, type Team } from './users';
import { createVendor } from './vendors';

/**
 * The usual start of an API test file: a fresh app on a database of its own (reference data only),
 * a team of every role in a department of its own (or the one named) and an active vendor.
 *   let t: TestApp, team: Team, vendorId: string;
 *   beforeAll(async () => ({ t, team, vendorId } = await createWorld()));
 */
export async function createWorld(
  opts: { department?: string; env?: Record<string, string>; vendorName?: string } = {},
): Promise<{
  t: TestApp;
  team: Team;
  vendorId: string;
}> {
  const t = await createTestApp(opts.env);
  const team = await createTeam(t, opts.department);
  const vendorId = (await createVendor(t, opts.vendorName ? { name: opts.vendorName } : {})).id;
  return { t, team, vendorId };
}
