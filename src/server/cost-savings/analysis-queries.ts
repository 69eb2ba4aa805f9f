import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';

/**
 * The opportunity analysis's reads (one grouped statement per rule, over the window of live orders:
 * not pending, cancelled or rejected; blanket releases counted with their own lines).
 */
const LIVE = sql`p.status not in ('pending', 'cancelled', 'rejected')`;

/** One vendor's purchases within a group (an SKU, a GL code). */
export type GroupVendorRow = {
  group_key: string;
  gl_code: string;
  vendor_id: string;
  vendor_name: string;
  on_time_rate: string | null;
  quantity: string;
  spend: string;
  lines: number;
  orders: number;
  similarity: string;
  items: string[];
};

/** Items (SKUs) bought from 3 or more vendors in the last year: per SKU and vendor. */
export const skuGroups = (db: DbOrTx, minVendors: number) =>
  queryRows<GroupVendorRow>(
    db,
    sql`select * from (
      select pl.product_number as group_key, min(pl.gl_code) as gl_code, p.vendor_id, v.name as vendor_name,
        v.on_time_rate::text, sum(pl.quantity)::text as quantity, sum(pl.total)::text as spend,
        count(*)::int as lines, count(distinct p.id)::int as orders, '1'::text as similarity,
        (array_agg(distinct pl.description))[1:5] as items,
        count(*) over (partition by pl.product_number) as vendor_count
      from po_lines pl
      join purchase_orders p on p.id = pl.purchase_order_id
      join vendors v on v.id = p.vendor_id
      where pl.product_number is not null and ${LIVE} and p.created_at >= now() - interval '365 days'
      group by pl.product_number, p.vendor_id, v.name, v.on_time_rate
    ) g where vendor_count >= ${minVendors}
    order by group_key, vendor_name`,
  );

/**
 * GL codes bought from 3 or more vendors in the last year (category_matching): per GL code and vendor,
 * with the mean pg_trgm similarity of the code's line descriptions to its most frequent one.
 */
export const glGroups = (db: DbOrTx, minVendors: number) =>
  queryRows<GroupVendorRow>(
    db,
    sql`with lines as (
      select pl.gl_code, p.id as po_id, p.vendor_id, pl.description, pl.quantity, pl.total
      from po_lines pl join purchase_orders p on p.id = pl.purchase_order_id
      where ${LIVE} and p.created_at >= now() - interval '365 days'
    ), groups as (
      select gl_code from lines group by gl_code having count(distinct vendor_id) >= ${minVendors}
    ), top as (
      select distinct on (l.gl_code) l.gl_code, l.description
      from lines l join groups g on g.gl_code = l.gl_code
      group by l.gl_code, l.description
      order by l.gl_code, count(*) desc, l.description
    ), sim as (
      select l.gl_code, avg(similarity(l.description, t.description)) as s
      from lines l join top t on t.gl_code = l.gl_code group by l.gl_code
    )
    select l.gl_code as group_key, l.gl_code, l.vendor_id, v.name as vendor_name, v.on_time_rate::text,
      sum(l.quantity)::text as quantity, sum(l.total)::text as spend, count(*)::int as lines,
      count(distinct l.po_id)::int as orders, min(s.s)::text as similarity,
      (array_agg(distinct l.description))[1:5] as items
    from lines l join sim s on s.gl_code = l.gl_code join vendors v on v.id = l.vendor_id
    group by l.gl_code, l.vendor_id, v.name, v.on_time_rate
    order by l.gl_code, v.name`,
  );

/** One vendor's lines similar to an anchor description, with the sum of their similarities. */
export type SimilarVendorRow = GroupVendorRow & { similarity_sum: string; descriptions: string[] };

/**
 * Items without an SKU bought in the last year, grouped by description similarity (text_similarity):
 * the `anchors` most frequent descriptions, each with the lines whose description is at least
 * `threshold` similar to it (pg_trgm `%` through po_lines_description_trgm_idx, then `similarity()`;
 * at most 2,000 lines an anchor), per anchor and vendor, where 3 or more vendors sold them. An anchor
 * row's `similarity` is its lines' mean; `similarity_sum` their total; `descriptions` every member's
 * description lower-cased (to keep one group per set of lines).
 */
export const similarGroups = (db: DbOrTx, minVendors: number, threshold: number, anchors = 50) =>
  queryRows<SimilarVendorRow>(
    db,
    sql`with anchors as (
      select lower(pl.description) as anchor, min(pl.description) as description, count(*) as n
      from po_lines pl join purchase_orders p on p.id = pl.purchase_order_id
      where pl.product_number is null and ${LIVE} and p.created_at >= now() - interval '365 days'
      group by lower(pl.description)
      order by count(*) desc, lower(pl.description)
      limit ${anchors}
    ), members as (
      select a.anchor, a.n, m.*
      from anchors a cross join lateral (
        select pl.description, pl.gl_code, p.id as po_id, p.vendor_id, pl.quantity, pl.total,
          similarity(pl.description, a.description) as sim
        from po_lines pl join purchase_orders p on p.id = pl.purchase_order_id
        where pl.description % a.description and similarity(pl.description, a.description) >= ${threshold}
          and pl.product_number is null and ${LIVE} and p.created_at >= now() - interval '365 days'
        limit 2000
      ) m
    ), grouped as (
      select m.anchor, max(m.n) as n, min(m.gl_code) as gl_code, m.vendor_id, v.name as vendor_name,
        v.on_time_rate::text, sum(m.quantity)::text as quantity, sum(m.total)::text as spend,
        count(*)::int as lines, count(distinct m.po_id)::int as orders,
        (sum(m.sim) / count(*))::text as similarity, sum(m.sim)::text as similarity_sum,
        (array_agg(distinct m.description))[1:5] as items,
        array_agg(distinct lower(m.description)) as descriptions,
        count(*) over (partition by m.anchor) as vendor_count
      from members m join vendors v on v.id = m.vendor_id
      group by m.anchor, m.vendor_id, v.name, v.on_time_rate
    )
    select anchor as group_key, gl_code, vendor_id, vendor_name, on_time_rate, quantity, spend, lines,
      orders, similarity, similarity_sum, items, descriptions
    from grouped where vendor_count >= ${minVendors}
    order by n desc, group_key, vendor_name`,
  );

export type RepeatBuyRow = {
  vendor_id: string;
  vendor_name: string;
  item_key: string;
  item: string;
  gl_code: string;
  orders: number;
  lines: number;
  spend: string;
  average_price: string;
  price_cv: string;
};

/**
 * The same item (SKU, else its description) ordered 4 or more times from one vendor in the last 90
 * days, on ordinary POs, from a vendor without an active contract and with no blanket PO for the item.
 */
export const repeatBuys = (db: DbOrTx, minOrders: number, days: number) =>
  queryRows<RepeatBuyRow>(
    db,
    sql`select p.vendor_id, v.name as vendor_name,
        coalesce(pl.product_number, lower(pl.description)) as item_key, min(pl.description) as item,
        min(pl.gl_code) as gl_code, count(distinct p.id)::int as orders, count(*)::int as lines,
        sum(pl.total)::text as spend, avg(pl.unit_price)::numeric(14,4)::text as average_price,
        coalesce(stddev_pop(pl.unit_price) / nullif(avg(pl.unit_price), 0), 0)::numeric(8,4)::text as price_cv
      from po_lines pl
      join purchase_orders p on p.id = pl.purchase_order_id
      join vendors v on v.id = p.vendor_id
      where ${LIVE} and not p.is_blanket_po and p.parent_po_id is null and p.contract_id is null
        and p.created_at >= now() - make_interval(days => ${days})
        and not exists (select 1 from contracts c where c.vendor_id = p.vendor_id and c.status = 'active'
          and c.end_date >= current_date)
        and not exists (select 1 from purchase_orders b join po_lines bl on bl.purchase_order_id = b.id
          where b.is_blanket_po and b.vendor_id = p.vendor_id and b.status not in ('cancelled', 'rejected')
            and coalesce(bl.product_number, lower(bl.description)) = coalesce(pl.product_number, lower(pl.description)))
      group by p.vendor_id, v.name, coalesce(pl.product_number, lower(pl.description))
      having count(distinct p.id) >= ${minOrders}
      order by sum(pl.total) desc
      limit 500`,
  );

export type ExpiringContractRow = {
  contract_id: string;
  vendor_id: string;
  /** Per item (SKU, else its lower-cased description) under the contract, its average unit price. */
  item_prices: { item: string; price: string }[];
  title: string;
  category: string;
  end_date: string;
  vendor_name: string;
  orders: number;
  lines: number;
  spend: string;
  average_price: string;
  price_cv: string;
  items: string[];
};

/** Active contracts ending within `days` with spend under them in the last year. */
export const expiringContracts = (db: DbOrTx, days: number) =>
  queryRows<ExpiringContractRow>(
    db,
    sql`select c.id as contract_id, c.vendor_id, c.title, c.category, c.end_date::text, v.name as vendor_name,
        (select coalesce(json_agg(json_build_object('item', ip.item, 'price', ip.price)), '[]'::json) from (
          select coalesce(l2.product_number, lower(l2.description)) as item,
            avg(l2.unit_price)::numeric(14,2)::text as price
          from purchase_orders p2 join po_lines l2 on l2.purchase_order_id = p2.id
          where p2.contract_id = c.id and p2.status not in ('pending', 'cancelled', 'rejected')
          group by 1 order by sum(l2.total) desc limit 20) ip) as item_prices,
        count(distinct p.id)::int as orders, count(pl.id)::int as lines, sum(pl.total)::text as spend,
        avg(pl.unit_price)::numeric(14,4)::text as average_price,
        coalesce(stddev_pop(pl.unit_price) / nullif(avg(pl.unit_price), 0), 0)::numeric(8,4)::text as price_cv,
        (array_agg(distinct pl.description))[1:5] as items
      from contracts c
      join vendors v on v.id = c.vendor_id
      join purchase_orders p on p.contract_id = c.id and ${LIVE} and p.created_at >= now() - interval '365 days'
      join po_lines pl on pl.purchase_order_id = p.id
      where c.status = 'active' and c.end_date between current_date and current_date + ${days}::int
      group by c.id, c.vendor_id, c.title, c.category, c.end_date, v.name
      having sum(pl.total) > 0
      order by c.end_date
      limit 500`,
  );
