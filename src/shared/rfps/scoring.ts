import { toCents } from '../money';
import type { RfpWeights } from './sourcing';

/**
 * The weighted score of each response (issue 11), pure:
 * - price = 100 × lowest total ÷ this total;
 * - delivery = 100 × shortest lead time ÷ this lead time (a lead time of 0 days counts as 1; a response
 *   without a lead time scores 0);
 * - on-time = the vendor's on-time delivery rate in percent, or 50 — neutral — when it has no record
 *   (not in the vendor master, or never delivered);
 * - total = Σ weight × score ÷ 100. Scores are rounded to one decimal.
 */
export type Scorable = { totalPrice: string; leadTimeDays: number | null; onTimeRate: number | null };
export type Scores = { price: number; delivery: number; onTime: number; total: number };

export const NEUTRAL_ON_TIME = 50;
const round1 = (n: number) => Math.round(n * 10) / 10;

export function scoreResponses(rows: readonly Scorable[], w: RfpWeights): Scores[] {
  const prices = rows.map((r) => toCents(r.totalPrice)).filter((c) => c > 0);
  const lowest = prices.length ? Math.min(...prices) : 0;
  const leads = rows.map((r) => r.leadTimeDays).filter((d): d is number => d !== null);
  const shortest = leads.length ? Math.max(1, Math.min(...leads)) : 0;
  return rows.map((r) => {
    const cents = toCents(r.totalPrice);
    const price = cents > 0 && lowest > 0 ? (100 * lowest) / cents : 0;
    const delivery =
      r.leadTimeDays === null || !shortest ? 0 : (100 * shortest) / Math.max(1, r.leadTimeDays);
    const onTime = r.onTimeRate ?? NEUTRAL_ON_TIME;
    const total = (w.price * price + w.delivery * delivery + w.onTime * onTime) / 100;
    return { price: round1(price), delivery: round1(delivery), onTime: round1(onTime), total: round1(total) };
  });
}

/**
 * The amount a free-text budget names, in cents, or null: "$150,000", "150000", "$75K", "1.2M" parse;
 * a range ("$50K - $75K") or words ("$400,000 over two years") do not.
 */
export function parseBudget(budget: string | null | undefined): number | null {
  if (!budget) return null;
  const m = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*([kKmM])?\s*(?:USD)?\s*$/.exec(budget);
  if (!m) return null;
  const whole = Number(m[1]!.replace(/,/g, ''));
  const cents = whole * 100 + Number((m[2] ?? '').padEnd(2, '0') || 0);
  const factor = m[3] ? (m[3].toLowerCase() === 'k' ? 1000 : 1_000_000) : 1;
  return Math.round(cents * factor);
}

/** The median of amounts in cents (the mean of the middle two for an even count), or null when none. */
export function medianCents(values: readonly number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : Math.round((s[mid - 1]! + s[mid]!) / 2);
}
