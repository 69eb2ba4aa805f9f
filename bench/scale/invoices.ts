import type { Shape } from './shape';
import { arr, pad3, type Step } from './sql';
import { ITEM_DESCRIPTIONS, ITEM_GL } from './catalog';
import { weighted } from './requisitions';

const DAY = `interval '1 day'`;

/**
 * Invoices of the received POs, spread evenly over them (about 6 each at full scale) and dated from
 * the PO's approval to its completion (or today); 1–3 lines each (2 on average), each billing a PO
 * line; statuses and match statuses by age; numbered inv-N in the order received.
 */
export function invoiceSteps(shape: Shape): Step[] {
  const old = weighted('u', [
    ['paid', 0.86],
    ['approved', 0.03],
    ['disputed', 0.02],
    ['on-hold', 0.02],
    ['rejected', 0.05],
    ['pending', 0.02],
  ]);
  const recent = weighted('u', [
    ['pending', 0.4],
    ['approved', 0.25],
    ['paid', 0.2],
    ['on-hold', 0.05],
    ['disputed', 0.05],
    ['rejected', 0.05],
  ]);
  return [
    {
      name: 'work: invoices',
      text: `create temp table s_inv as
        select i, po_k, po_id, vk, lines, j, m, nl, d, received, status, description, created_by,
          case when status in ('paid', 'approved') then 'matched'
               when status = 'pending' then ${weighted('u2', [
                 ['pending', 0.5],
                 ['matched', 0.3],
                 ['exception', 0.2],
               ])}
               else ${weighted('u2', [
                 ['exception', 0.7],
                 ['matched', 0.3],
               ])} end as match
        from (
          select x.*, case when current_date - d > 60 then ${old} else ${recent} end as status,
            least(current_date, d + (x.i % 5)) as received
          from (
            select g.i, r.k as po_k, r.id as po_id, r.vk, r.lines, g.j, g.m, 1 + (g.i * 7) % 3 as nl, g.u, g.u2,
              r.approved_at::date + floor(greatest(1, least(current_date, coalesce(r.completed_at::date + 30, current_date)) - r.approved_at::date)
                * (g.j - 1 + random()) / g.m)::int as d,
              'Billing ' || g.j || ' of ' || g.m || ': ' || r.description as description, h.id as created_by
            from (select i, (i - 1) % nr + 1 as rn, (i - 1) / nr + 1 as j,
                    ${shape.invoices} / nr + case when (i - 1) % nr + 1 <= ${shape.invoices} % nr then 1 else 0 end as m,
                    random() as u, random() as u2
                  from (select count(*)::int as nr from s_rcv) c, generate_series(1, ${shape.invoices}) i) g
            join s_rcv r on r.rn = g.rn
            join s_holders h on h.role_id = 'finance' and h.n = 1 + g.i % h.cnt
          ) x
        ) y`,
    },
    {
      name: 'work: invoice lines',
      text: `create temp table s_invl as
        select v.i, x.ln as l, pl.k, pl.l as pl_l, pl.t, greatest(1, round(pl.qty / v.m))::numeric(12, 2) as qty, pl.price,
          round(greatest(1, round(pl.qty / v.m)) * pl.price, 2) as total
        from s_inv v cross join lateral generate_series(1, v.nl) as x(ln)
        join s_pol pl on pl.k = v.po_k and pl.l = ((v.j - 1) * v.nl + x.ln - 1) % v.lines + 1`,
    },
    {
      name: 'work: invoice ids',
      text: `create temp table s_invid as
        select v.i, 'inv-' || ${pad3('b.base + row_number() over (order by v.received, v.i)')} as id
        from s_inv v, (select coalesce(max(substring(id from '^inv-([0-9]{1,9})$')::int), 0) as base from invoices) b;
        create unique index on s_invid (i)`,
    },
    {
      name: 'invoices',
      text: `insert into invoices (id, invoice_number, vendor_id, po_id, description, amount, invoice_date, due_date, received_date,
          payment_terms, three_way_match_status, status, match_exceptions, status_reason, paid_at, created_by, created_at)
        select n.id, 'VI-' || v.vk || '-' || lpad(v.i::text, 7, '0'),
          s.id, v.po_id, v.description, t.amount, v.d, v.d + 30, v.received, 'Net 30', v.match, v.status,
          case when v.match = 'exception' then '["Quantity billed exceeds quantity received"]'::jsonb else '[]'::jsonb end,
          case v.status when 'on-hold' then 'Waiting for the missing delivery note.' when 'disputed' then 'Unit price above the PO price.'
            when 'rejected' then 'Duplicate of an earlier bill.' end,
          case when v.status = 'paid' then least(now(), v.d + (25 + v.i % 10) * ${DAY}) end,
          v.created_by, v.received + interval '9 hours'
        from s_inv v join s_vendor s on s.vk = v.vk join (select i, sum(total) as amount from s_invl group by i) t on t.i = v.i
        join s_invid n on n.i = v.i`,
    },
    {
      name: 'invoice_lines',
      text: `insert into invoice_lines (id, invoice_id, line_no, po_line_id, description, quantity, unit_price, gl_code, total)
        select 'invl-s' || l.i || '-' || l.l, n.id, l.l, 'pol-s' || l.k || '-' || l.pl_l, (${arr(ITEM_DESCRIPTIONS)})[l.t], l.qty,
          l.price, (${arr(ITEM_GL)})[l.t], l.total
        from s_invl l join s_invid n on n.i = l.i`,
    },
  ];
}
