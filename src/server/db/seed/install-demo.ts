import type { Db } from '../client';
import { settings } from '../schema/admin';
import { seedDemoData } from './demo';

export const DEMO_FLAG = 'demoInstance';

/** Seeds the demo data set and marks the instance as a demo (the sign-in page then lists the demo accounts). */
export async function installDemoData(db: Db, opts?: { today?: Date }): Promise<void> {
  await seedDemoData(db, opts);
  await db
    .insert(settings)
    .values({ key: DEMO_FLAG, value: true })
    .onConflictDoUpdate({ target: settings.key, set: { value: true } });
}
