import { sql } from 'drizzle-orm';
import { ANOMALY_LIMITS as L } from '@shared/analytics/anomalies';
import { isoDate } from '@shared/format';
import { queryRows, type DbOrTx } from '../../db/client';
import { money, monthName, type Finding } from './found';

/**
 * Price variance: a line of a PO raised since `since` whose unit price is more than 15% above the
 * average unit price of its SKU (po_lines.product_number) on the POs raised in the 6 months before it
 * (cancelled and rejected ones left out; at least 2 such lines). One alert per PO line, for its buyer.
 * Set-based and bounded: the POs raised since 6 months before `since` (by their creation index) and
 * their lines, one sort by SKU and time; per line, the sum and count of its SKU's lines in the 6 months
 * up to its PO (a moving window, linear) less those of its own PO (and any raised at the same instant).
 */
export async function priceVariances(db: DbOrTx, since: Date): Promise<Finding[]> {
  const rows = await queryRows<{
    line_id: string;
    line_no: number;
    product_number: string;
    description: string;
    unit_price: string;
    po_id: string;
    po_number: string;
    department: string;
    requestor_id: string | null;
    vendor_id: string;
    vendor_name: string;
    avg_price: string;
    lines: number;
  }>(
    db,
    sql`with recent as (
          select l.id as line_id, l.line_no, l.product_number, l.description, l.unit_price,
            po.id as po_id, po.po_number, po.department, po.requestor_id, po.vendor_id, po.created_at
          from purchase_orders po
          join po_lines l on l.purchase_order_id = po.id and l.product_number is not null
          where po.created_at > ${since.toISOString()}::timestamptz - make_interval(months => ${L.priceHistoryMonths}::int)
            and po.status not in ('cancelled', 'rejected')
        ), averaged as (
          select r.*,
            sum(r.unit_price) over upto - sum(r.unit_price) over same as sum_before,
            (count(*) over upto - count(*) over same)::int as lines
          from recent r
          window
            upto as (
              partition by r.product_number order by r.created_at
              range between ${sql.raw(`interval '${L.priceHistoryMonths} months'`)} preceding and current row
            ),
            same as (partition by r.product_number, r.created_at)
        )
        select a.line_id, a.line_no, a.product_number, a.description, a.unit_price::text as unit_price,
          a.po_id, a.po_number, a.department, a.requestor_id, a.vendor_id, v.name as vendor_name,
          (a.sum_before / nullif(a.lines, 0))::text as avg_price, a.lines
        from averaged a join vendors v on v.id = a.vendor_id
        where a.created_at > ${since.toISOString()}::timestamptz
          and a.lines >= ${L.priceHistoryMinLines}::int
          and a.unit_price * a.lines > a.sum_before * ${1 + L.priceVariance}::numeric
        order by a.created_at, a.line_no`,
  );
  return rows.map((r) => {
    const average = Number(r.avg_price);
    const above = Math.round((Number(r.unit_price) / average - 1) * 1000) / 10;
    return {
      rule: 'price-variance',
      dedupeKey: `price-variance:${r.line_id}`,
      type: 'warning',
      title: `Unit price ${above}% above average on ${r.po_number}`,
      description: `${r.po_number} line ${r.line_no} buys ${r.description} (${r.product_number}) from ${r.vendor_name} at ${money(r.unit_price)}, ${above}% above its 6-month average of ${money(average)} over ${r.lines} order lines.`,
      action: 'Notify Buyer',
      poId: r.po_id,
      vendorId: r.vendor_id,
      department: r.department,
      requestorId: r.requestor_id,
      details: {
        poLineId: r.line_id,
        productNumber: r.product_number,
        unitPrice: r.unit_price,
        averagePrice: average.toFixed(2),
        historyLines: r.lines,
        percentAbove: above,
      },
    };
  });
}

type Spike = {
  scope: 'vendor' | 'department';
  key: string;
  name: string;
  month: string;
  spend: string;
  mean: string;
  sd: string;
  active: number;
};

/** First day of the month `offset` months from `date`'s, YYYY-MM-DD. */
const monthStart = (date: Date, offset = 0) =>
  isoDate(new Date(date.getFullYear(), date.getMonth() + offset, 1));

/**
 * Monthly spend (invoices not rejected, by invoice date) per vendor and per department (the invoice's
 * PO department) over the months evaluated (this month so far and the last) and the 12 before each, in
 * one pass over that range of invoices (grouping sets); the spikes: a month more than 3 standard
 * deviations (population, the months without spend counting as 0) above the mean of its 12 trailing
 * months, with spend in at least 6 of them.
 */
async function spikes(db: DbOrTx, now: Date): Promise<Spike[]> {
  const first = monthStart(now, -1);
  const from = monthStart(now, -1 - L.spikeHistoryMonths);
  const to = monthStart(now, 1);
  const n = L.spikeHistoryMonths;
  const month = sql`date_trunc('month', i.invoice_date)::date`;
  const mean = sql`coalesce(sum(h.spend), 0) / ${n}::int`;
  const sd = sql`sqrt(greatest(0, coalesce(sum(h.spend * h.spend), 0) / ${n}::int - power(${mean}, 2)))`;
  return queryRows<Spike>(
    db,
    sql`with monthly as (
          select case when grouping(i.vendor_id) = 0 then 'vendor' else 'department' end as scope,
            case when grouping(i.vendor_id) = 0 then i.vendor_id else i.po_department end as grp,
            ${month} as month, sum(i.amount) as spend
          from invoices i
          where i.invoice_date >= ${from}::date and i.invoice_date < ${to}::date and i.status <> 'rejected'
          group by grouping sets ((i.vendor_id, ${month}), (i.po_department, ${month}))
          having grouping(i.vendor_id) = 0 or i.po_department is not null
        ), evaluated as (
          select t.scope, t.grp, t.month, t.spend, ${mean} as mean, ${sd} as sd,
            (count(h.spend) filter (where h.spend > 0))::int as active
          from monthly t
          left join monthly h on h.scope = t.scope and h.grp = t.grp and h.month < t.month
            and h.month >= (t.month - make_interval(months => ${n}::int))::date
          where t.month >= ${first}::date
          group by t.scope, t.grp, t.month, t.spend
        )
        select e.scope, e.grp as key,
          case when e.scope = 'vendor' then (select v.name from vendors v where v.id = e.grp) else e.grp end as name,
          e.month::text as month, e.spend::text as spend,
          round(e.mean, 2)::text as mean, round(e.sd, 2)::text as sd, e.active
        from evaluated e
        where e.active >= ${L.spikeMinActiveMonths}::int and e.spend > e.mean + ${L.spikeSigmas}::int * e.sd
        order by e.month, e.scope desc, e.grp`,
  );
}

/** `whose`: "with Acme" or "of the IT department". */
const describe = (whose: string, s: Spike) =>
  `${monthName(s.month)} spend ${whose} reached ${money(s.spend)}, more than ${L.spikeSigmas} standard deviations above its trailing ${L.spikeHistoryMonths}-month mean of ${money(s.mean)} (standard deviation ${money(s.sd)}).`;

const spikeDetails = (s: Spike) => ({
  month: s.month.slice(0, 7),
  spend: s.spend,
  mean: s.mean,
  standardDeviation: s.sd,
  activeMonths: s.active,
});

/** Spend spikes of vendors and of departments (the invoice's PO department) in this month or the last. */
export async function spendSpikes(db: DbOrTx, now: Date): Promise<Finding[]> {
  const found = await spikes(db, now);
  const vendors = found.filter((s) => s.scope === 'vendor');
  const departments = found.filter((s) => s.scope === 'department');
  return [
    ...vendors.map((s): Finding => ({
      rule: 'spend-spike',
      dedupeKey: `spend-spike:vendor:${s.key}:${s.month.slice(0, 7)}`,
      type: 'warning',
      title: `Spend spike with ${s.name}`,
      description: describe(`with ${s.name}`, s),
      action: 'Review Spend',
      vendorId: s.key,
      details: { scope: 'vendor', ...spikeDetails(s) },
    })),
    ...departments.map((s): Finding => ({
      rule: 'spend-spike',
      dedupeKey: `spend-spike:department:${s.key}:${s.month.slice(0, 7)}`,
      type: 'warning',
      title: `Spend spike in ${s.key}`,
      description: describe(`of the ${s.key} department`, s),
      action: 'Notify Manager',
      department: s.key,
      details: { scope: 'department', ...spikeDetails(s) },
    })),
  ];
}
