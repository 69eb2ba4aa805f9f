import { sql, type SQL } from 'drizzle-orm';
import { ANOMALY_LIMITS as L } from '@shared/analytics/anomalies';
import { isoDate } from '@shared/format';
import { queryRows, type DbOrTx } from '../../db/client';
import { money, monthName, type Finding } from './found';

/**
 * Price variance: a line of a PO raised since `since` whose unit price is more than 15% above the
 * average unit price of its SKU (po_lines.product_number) on the POs raised in the 6 months before it
 * (cancelled and rejected ones left out; at least 2 such lines). One alert per PO line, for its buyer.
 * Set-based and bounded: the POs raised since 6 months before `since` (by their creation index) and
 * their lines, the average per line by a window over its SKU's lines in time order — the 6 months before
 * its PO, its PO's own lines (and those of any PO raised at the same instant) left out.
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
          select r.*, avg(r.unit_price) over before as avg_price, (count(*) over before)::int as lines
          from recent r
          window before as (
            partition by r.product_number order by r.created_at
            range between ${sql.raw(`interval '${L.priceHistoryMonths} months'`)} preceding and current row
            exclude group
          )
        )
        select a.line_id, a.line_no, a.product_number, a.description, a.unit_price::text as unit_price,
          a.po_id, a.po_number, a.department, a.requestor_id, a.vendor_id, v.name as vendor_name,
          a.avg_price::text as avg_price, a.lines
        from averaged a join vendors v on v.id = a.vendor_id
        where a.created_at > ${since.toISOString()}::timestamptz
          and a.lines >= ${L.priceHistoryMinLines}::int
          and a.unit_price > a.avg_price * ${1 + L.priceVariance}::numeric
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
 * Monthly spend (invoices not rejected, by invoice date) per `key` over the months evaluated (this
 * month so far and the last) and the 12 before each; the spikes: a month more than 3 standard
 * deviations (population, the months without spend counting as 0) above the mean of its 12 trailing
 * months, with spend in at least 6 of them. One range of the invoice-date index, aggregated once.
 */
async function spikes(db: DbOrTx, now: Date, key: SQL, name: SQL, keyFilter: SQL): Promise<Spike[]> {
  const first = monthStart(now, -1);
  const from = monthStart(now, -1 - L.spikeHistoryMonths);
  const to = monthStart(now, 1);
  const n = L.spikeHistoryMonths;
  const mean = sql`coalesce(sum(h.spend), 0) / ${n}::int`;
  const sd = sql`sqrt(greatest(0, coalesce(sum(h.spend * h.spend), 0) / ${n}::int - power(${mean}, 2)))`;
  return queryRows<Spike>(
    db,
    sql`with monthly as (
          select ${key} as grp, date_trunc('month', i.invoice_date)::date as month, sum(i.amount) as spend
          from invoices i
          where i.invoice_date >= ${from}::date and i.invoice_date < ${to}::date and i.status <> 'rejected'
            and ${keyFilter}
          group by 1, 2
        ), evaluated as (
          select t.grp, t.month, t.spend, ${mean} as mean, ${sd} as sd,
            (count(h.spend) filter (where h.spend > 0))::int as active
          from monthly t
          left join monthly h on h.grp = t.grp and h.month < t.month
            and h.month >= (t.month - make_interval(months => ${n}::int))::date
          where t.month >= ${first}::date
          group by t.grp, t.month, t.spend
        )
        select e.grp as key, ${name} as name, e.month::text as month, e.spend::text as spend,
          round(e.mean, 2)::text as mean, round(e.sd, 2)::text as sd, e.active
        from evaluated e
        where e.active >= ${L.spikeMinActiveMonths}::int and e.spend > e.mean + ${L.spikeSigmas}::int * e.sd
        order by e.month, e.grp`,
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
  const vendors = await spikes(
    db,
    now,
    sql`i.vendor_id`,
    sql`(select v.name from vendors v where v.id = e.grp)`,
    sql`true`,
  );
  const departments = await spikes(
    db,
    now,
    sql`i.po_department`,
    sql`e.grp`,
    sql`i.po_department is not null`,
  );
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
