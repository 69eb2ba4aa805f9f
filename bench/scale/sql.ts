import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** One named, set-based statement of the load. */
export type Step = { name: string; text: string };

/** An SQL text array literal: `'a','b'` → array['a','b']. Only for the loader's own constants. */
export const arr = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** A random element of an array literal: `(array[…])[1 + floor(random() * n)]`. */
export const pick = (values: readonly string[], rnd = 'random()') =>
  `(${arr(values)})[1 + floor(${rnd} * ${values.length})::int]`;

/** Runs steps one after the other, printing each one's time; answers ms per step. */
export async function runSteps(
  db: Db,
  steps: readonly Step[],
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const times: Record<string, number> = {};
  for (const step of steps) {
    const t0 = performance.now();
    // One statement per call (PGlite prepares each); a step's statements end with ';' and a line break.
    for (const statement of step.text.split(/;\s*\n/)) await db.execute(sql.raw(statement));
    const ms = performance.now() - t0;
    times[step.name] = (times[step.name] ?? 0) + ms;
    log(`  ${step.name.padEnd(34)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
  }
  return times;
}

/** A number padded to at least 3 digits, as the app writes ids (po-007, po-1234). */
export const pad3 = (e: string) => `lpad((${e})::text, greatest(3, length((${e})::text)), '0')`;
