import type { Shape } from './shape';
import { arr, pad3, pick, type Step } from './sql';
import { ITEM_DESCRIPTIONS, ITEM_PRICES, ITEM_UNITS, ITEM_GL, PURPOSES } from './catalog';
import { weighted } from './requisitions';
import { skewedVendor } from './vendors';

const DAY = `interval '1 day'`;

/**
 * Purchase orders, every one raised from an approved requisition (its department and requester): the
 * first of each requisition with its lines and vendor, the rest (split orders, reorders; ~1.4 more
 * per requisition at full scale) with 1–2 lines of their own from another vendor, a quarter of them
 * under the vendor's active contract; numbered po-N / PO-N in time order after the existing ones;
 * statuses by age; the workflow steps the requisition's chain took.
 * Goods receipts: every in-progress or completed PO has one or more (a line per PO line; completed
 * POs received in full, in-progress ones half).
 */
export function orderSteps(shape: Shape): Step[] {
  const old = weighted('us', [
    ['completed', 0.8],
    ['in-progress', 0.08],
    ['approved', 0.02],
    ['cancelled', 0.06],
    ['rejected', 0.04],
  ]);
  const mid = weighted('us', [
    ['completed', 0.4],
    ['in-progress', 0.35],
    ['approved', 0.15],
    ['cancelled', 0.06],
    ['rejected', 0.04],
  ]);
  const recent = weighted('us', [
    ['pending', 0.2],
    ['approved', 0.4],
    ['in-progress', 0.3],
    ['completed', 0.05],
    ['cancelled', 0.03],
    ['rejected', 0.02],
  ]);
  return [
    {
      name: 'work: purchase orders',
      text: `create temp table s_po0 as
        select r.ak as k, r.k as req_k, true as first_po, r.id as requisition_id, r.vk, r.department, r.t,
          least(now(), r.decided + interval '2 hours') as created_at, r.title as description, r.requestor_id as created_by
        from s_req r where r.status = 'approved'
        union all
        select g, r.k, false, r.id, ${skewedVendor(shape.vendors)}, r.department, x.t, least(now(), r.decided + (1 + random() * 60) * ${DAY}),
          (${arr(ITEM_DESCRIPTIONS)})[x.t] || ' order for ' || ${pick(PURPOSES)}, r.requestor_id
        from (select g, 1 + floor(random() * ${ITEM_DESCRIPTIONS.length})::int as t, (g - na - 1) % na + 1 as ak
              from (select greatest(1, count(*))::int as na from s_req where status = 'approved') c,
                generate_series(c.na + 1, ${shape.purchaseOrders}) g) x
        join s_req r on r.ak = x.ak`,
    },
    {
      name: 'work: purchase orders final',
      text: `create temp table s_po as
        select x.*, 'po-' || ${pad3('b.bid + x.n')} as id, 'PO-' || (b.bnum + x.n) as po_number,
          case when x.status not in ('pending', 'rejected') then least(now(), x.created_at + ${DAY}) end as approved_at,
          case when x.status = 'completed' then least(now(), x.created_at + (20 + x.us * 40) * ${DAY}) end as completed_at
        from (
          select p.*, row_number() over (order by p.created_at, p.k)::int as n,
            case when p.first_po and p.st = 'pending' then 'approved' else p.st end as status
          from (select p0.*, case when age > 120 then ${old} when age > 30 then ${mid} else ${recent} end as st
                from (select p0.*, extract(epoch from now() - created_at) / 86400 as age, random() as us from s_po0 p0) p0) p
        ) x,
        (select coalesce(max(substring(id from '^po-([0-9]{1,9})$')::int), 0) as bid,
                greatest(10000, coalesce(max(substring(po_number from '^PO-([0-9]{1,9})$')::int), 10000)) as bnum
         from purchase_orders) b`,
    },
    {
      name: 'work: purchase orders key',
      text: `create unique index on s_po (k);
        create index on s_po (req_k)`,
    },
    {
      name: 'work: po lines',
      text: `create temp table s_pol as
        select p.k, i.l, i.t, i.qty, i.price, i.total from s_po p join s_ri i on i.k = p.req_k where p.first_po
        union all
        select k, l, t, qty, price, round(qty * price, 2) from (
          select p.k, l, case when l = 1 then p.t else 1 + floor(random() * ${ITEM_DESCRIPTIONS.length})::int end as t,
            (1 + floor(random() * 12))::numeric(12, 2) as qty, round(((${ITEM_PRICES})[p.t] * (0.8 + random() * 0.4))::numeric, 2) as price
          from s_po p, generate_series(1, case when p.k % 12 < 7 then 2 else 1 end) l where not p.first_po
        ) d;
        create unique index on s_pol (k, l)`,
    },
    {
      name: 'purchase_orders',
      text: `insert into purchase_orders (id, po_number, vendor_id, requisition_id, contract_id, contract_number, description,
          department, amount, status, created_by, created_at, approved_at, issued_at, completed_at)
        select p.id, p.po_number, v.id, p.requisition_id, c.contract_id, c.contract_id, p.description, p.department, s.amount,
          p.status, p.created_by, p.created_at, p.approved_at, p.approved_at + interval '4 hours', p.completed_at
        from s_po p join s_vendor v on v.vk = p.vk
        join (select k, sum(total) as amount from s_pol group by k) s on s.k = p.k
        left join s_vendor_contract c on c.vendor_id = v.id and not p.first_po and p.k % 4 = 0`,
    },
    {
      name: 'po_lines',
      text: `insert into po_lines (id, purchase_order_id, line_no, product_number, description, quantity, unit_of_measure,
          unit_price, total, gl_code)
        select 'pol-s' || l.k || '-' || l.l, p.id, l.l, 'SKU-S' || lpad((l.t * 997 % 50000)::text, 6, '0'),
          (${arr(ITEM_DESCRIPTIONS)})[l.t], l.qty, (${arr(ITEM_UNITS)})[l.t], l.price, l.total, (${arr(ITEM_GL)})[l.t]
        from s_pol l join s_po p on p.k = l.k`,
    },
    {
      // The workflow a PO shows: the steps its requisition's chain took (who acted, when), or Auto-Approval.
      name: 'po_workflow_steps',
      text: `insert into po_workflow_steps (id, purchase_order_id, step_order, step, status, assignee, completed_at)
        select 'pows-s' || p.k || '-' || s.step_order, p.id, s.step_order, s.name, 'completed', u.first_name || ' ' || u.last_name, s.acted_at
        from s_po p join approval_steps s on s.approval_request_id = 'apr-s' || p.req_k and s.status = 'completed'
        join users u on u.id = s.acted_by
        union all
        select 'pows-s' || p.k || '-1', p.id, 1, 'Auto-Approval', 'completed', 'Procura', p.created_at
        from s_po p join s_req r on r.k = p.req_k where r.total <= 1000`,
    },
    {
      // Received POs numbered 1..n, each with nrec ≥ 1 receipts so that there are shape.receipts in all (or one each).
      name: 'work: received POs',
      text: `create temp table s_rcv as
        select p.k, p.id, p.vk, p.status, p.description, p.created_by, p.approved_at, p.completed_at, rn, lines,
          ng / nr + case when rn <= ng % nr then 1 else 0 end as nrec
        from (select p.*, row_number() over (order by p.k)::int as rn, count(*) over ()::int as nr,
                greatest(count(*) over ()::int, ${shape.receipts}) as ng
              from s_po p where p.status in ('in-progress', 'completed')) p
        join (select k, count(*)::int as lines from s_pol group by k) l on l.k = p.k;
        create unique index on s_rcv (rn)`,
    },
    {
      name: 'goods_receipts',
      text: `insert into goods_receipts (id, purchase_order_id, received_date, received_by, notes, created_at)
        select 'gr-s' || r.k || '-' || j, r.id, d, r.created_by, case when j > 1 then 'Remaining items delivered.' end, d + interval '10 hours'
        from s_rcv r, generate_series(1, r.nrec) j,
          lateral (select least(current_date, (r.approved_at + (3 + 12 * j + (r.k % 7)) * ${DAY})::date) as d) x`,
    },
    {
      name: 'goods_receipt_lines',
      text: `insert into goods_receipt_lines (id, receipt_id, po_line_id, quantity)
        select 'grl-s' || r.k || '-' || j || '-' || l.l, 'gr-s' || r.k || '-' || j, 'pol-s' || l.k || '-' || l.l,
          round(l.qty * case when r.status = 'completed' then 1 else 0.5 end / r.nrec, 2)
        from s_rcv r, generate_series(1, r.nrec) j, s_pol l where l.k = r.k`,
    },
  ];
}
