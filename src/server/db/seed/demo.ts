import type { Db } from '../client';

/** Placeholder until the demo data set lands: seeded by the demo seed module. */
export async function seedDemoData(_db: Db): Promise<void> {}
