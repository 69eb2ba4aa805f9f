import { expect } from 'vitest';
import type { Account, TestApp } from './harness';

type Answer = Awaited<ReturnType<TestApp['request']>>;

/**
 * Test-only: a record's `can` is exactly what the server allows. For each user and action a fresh
 * record is built, its `can` read as that user (`null`: out of sight, nothing to offer, skipped) and
 * the action tried — a 2xx when `can` says yes, a 403 or 409 when it says no. Answers what was
 * offered as sorted `who:action` pairs, for the caller to compare with what it expects (so a check
 * cannot pass by offering nothing).
 */
export async function offeredActions<W extends string, A extends string>(p: {
  scenario: string;
  users: Record<W, Account>;
  actions: Record<A, (id: string, as: Account) => Promise<Answer>>;
  build: () => Promise<string>;
  canOf: (id: string, as: Account, who: W) => Promise<Record<A, boolean> | null>;
}): Promise<string[]> {
  const offered: string[] = [];
  for (const [who, as] of Object.entries(p.users) as [W, Account][]) {
    for (const action of Object.keys(p.actions) as A[]) {
      const id = await p.build();
      const can = await p.canOf(id, as, who);
      if (!can) continue;
      const res = await p.actions[action](id, as);
      const label = `${who} ${action} on ${p.scenario}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (can[action]) {
        expect(res.statusCode, label).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, label).toBeLessThan(300);
        offered.push(`${who}:${action}`);
      } else {
        expect([403, 409], label).toContain(res.statusCode);
      }
    }
  }
  return offered.sort();
}

/** The named members of a team, in that order. */
export const membersOf = <T extends Record<string, unknown>, K extends keyof T & string>(
  team: T,
  who: readonly K[],
) => Object.fromEntries(who.map((w) => [w, team[w]])) as Record<K, T[K]>;
