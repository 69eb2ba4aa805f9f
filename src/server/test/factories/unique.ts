import { randomUUID } from 'node:crypto';

let counter = 0;

/** A value no other call of this run gives: the prefix, a counter and a random part (`Vendor-3k9f2a1c`). */
export const unique = (prefix: string) => `${prefix}-${(++counter).toString(36)}${randomUUID().slice(0, 6)}`;

/** A department of its own, so department-scoped lists and queues hold only what the test made. */
export const uniqueDepartment = () => unique('Dept');
