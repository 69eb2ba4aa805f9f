import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money is numeric(14,2) and travels as a numeric string ("1250.00"). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** Quantities allow fractions (hours, pounds) with 2 decimals. */
export const qty = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();
