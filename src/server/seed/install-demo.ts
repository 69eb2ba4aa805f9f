import type { Db } from '../db/client';
import { DEMO_FLAG, settings } from '../db/schema/admin';
import { seedDemoData } from './demo';

/** Seeds the demo data set and marks the instance as a demo (the sign-in page then lists the demo accounts). */
export async function installDemoData(db: Db, opts?: { today?: Date }): Promise<void> {
  await seedDemoData(db, opts);
  await db
    .insert(settings)
    .values({ key: DEMO_FLAG, value: true })
    .onConflictDoUpdate({ target: settings.key, set: { value: true } });
}
