import { inject } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type Person } from '../../seed/demo-users';
import type { Account } from '../harness';

/**
 * For the tests of the demo data set only (createTestApp(…, { demo: true })): a demo account by its
 * title, signing in with the demo password. Other tests create their users (users.ts).
 */
export function demoAccount(title: string): Account & Person {
  const person = DEMO_ACCOUNTS.find((p) => p.title === title);
  if (!person) throw new Error(`no demo account titled ${title}`);
  return { ...person, password: DEMO_PASSWORD };
}

/** The day the demo template database was seeded for (its dates are relative to it). */
export function demoToday(): Date {
  return new Date(inject('demoToday'));
}
