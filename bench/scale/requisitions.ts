import type { Shape } from './shape';
import { arr, pad3, pick, type Step } from './sql';
import { ITEM_DESCRIPTIONS, ITEM_GL, ITEM_PRICES, ITEM_UNITS, PURPOSES, SYLLABLES } from './catalog';
import { skewedVendor } from './vendors';

const DAY = `interval '1 day'`;
/** Days of history: 3 years. */
export const HISTORY_DAYS = 1095;

/** A status by weights [value, share], `u` uniform in [0, 1). */
export const weighted = (u: string, weights: [string, number][]) => {
  let acc = 0;
  const arms = weights.slice(0, -1).map(([v, w]) => `when ${u} < ${(acc += w).toFixed(4)} then '${v}'`);
  return `case ${arms.join(' ')} else '${weights[weights.length - 1]![0]}' end`;
};

/**
 * Requisitions (REQ-<year>-NNN numbered in time order per year, continuing after existing ones) of the
 * ~200 requesters, 1–9 lines each (5 on average), statuses by age, and their approval chains as the
 * app builds them (Manager Review; Finance Approval above $5,000; Legal Review for services; Final
 * Approval above $100,000; at or under $1,000 approved at once without steps).
 */
export function requisitionSteps(shape: Shape): Step[] {
  const n = shape.requisitions;
  const recent = weighted('u', [
    ['draft', 0.15],
    ['pending', 0.4],
    ['approved', 0.33],
    ['returned', 0.06],
    ['rejected', 0.03],
    ['cancelled', 0.03],
  ]);
  const old = weighted('u', [
    ['draft', 0.02],
    ['pending', 0.005],
    ['approved', 0.86],
    ['returned', 0.02],
    ['rejected', 0.055],
    ['cancelled', 0.04],
  ]);
  const title = `(${arr(ITEM_DESCRIPTIONS)})[t] || ' for ' || ${pick(PURPOSES)}
    || case when random() < 0.15 then ' (project ' || ${pick(SYLLABLES)} || ${pick(SYLLABLES)} || ${pick(SYLLABLES)} || ')' else '' end`;
  return [
    {
      name: 'work: requisitions',
      text: `create temp table s_req0 as
        select k, 'REQ-' || yr || '-' || ${pad3('coalesce(e.mx, 0) + row_number() over (partition by yr order by k)')} as id,
          requestor_id, department, created_at, status, t, title, vk, urgency, item_type, u3, u4
        from (
          select k, p.id as requestor_id, p.department, created_at, extract(year from created_at)::int as yr,
            case when age < 30 then ${recent} else ${old} end as status, t, ${title} as title, vk,
            ${weighted('u2', [
              ['low', 0.6],
              ['medium', 0.25],
              ['high', 0.12],
              ['critical', 0.03],
            ])} as urgency,
            case when (${arr(ITEM_GL)})[t] in ('4000-004', '4000-005') then 'services' when u2 < 0.1 then 'mixed' else 'goods' end as item_type,
            u3, u4
          from (
            select k, 1 + floor(random() * np)::int as pn, now() - ((${n} - k + random()) / ${n} * ${HISTORY_DAYS}) * ${DAY} as created_at,
              (${n} - k)::float / ${n} * ${HISTORY_DAYS} as age, random() as u, random() as u2, random() as u3, random() as u4,
              1 + floor(random() * ${ITEM_DESCRIPTIONS.length})::int as t, ${skewedVendor(shape.vendors)} as vk
            from generate_series(1, ${n}) k, (select count(*) as np from s_people) c
          ) g join s_people p on p.n = g.pn
        ) x
        left join (select substring(id from '^REQ-([0-9]{4})-')::int as y, max(substring(id from '^REQ-[0-9]{4}-([0-9]{1,9})$')::int) as mx
                   from requisitions group by 1) e on e.y = x.yr`,
    },
    {
      name: 'work: requisition items',
      text: `create temp table s_ri as
        select k, l, t, qty, price, round(qty * price, 2) as total from (
          select k, l, t, (case when (${ITEM_PRICES})[t] >= 1000 then 1 + floor(random() * 4) else 1 + floor(random() * 25) end)::numeric(12, 2) as qty,
            round(((${ITEM_PRICES})[t] * (0.8 + random() * 0.4))::numeric, 2) as price
          from (select r.k, l, case when l = 1 then r.t else 1 + floor(random() * ${ITEM_DESCRIPTIONS.length})::int end as t
                from s_req0 r, generate_series(1, 1 + (r.k * 7) % 9) l) a
        ) b`,
    },
    {
      // Final figures: the total, status (at or under the auto-approval line a submitted request is approved),
      // submit and approval times, and the approved ones numbered 1..n (each raises a PO).
      name: 'work: requisitions final',
      text: `create temp table s_req as
        select *, case when status = 'approved' then row_number() over (partition by status = 'approved' order by k) end::int as ak
        from (
          select r.k, r.id, r.requestor_id, r.department, r.created_at, r.t, r.title, r.vk, r.urgency, r.item_type, r.u3, s.total,
            case when r.status in ('pending', 'returned', 'rejected') and s.total <= 1000 then 'approved' else r.status end as status,
            case when r.status <> 'draft' then least(now(), r.created_at + r.u4 * interval '8 hours') end as submitted,
            least(now(), r.created_at + (0.3 + r.u4 * 4) * ${DAY}) as decided
          from s_req0 r join (select k, sum(total) as total from s_ri group by k) s on s.k = r.k
        ) x`,
    },
    {
      name: 'work: requisitions key',
      text: `create unique index on s_req (k);
        create index on s_req (ak)`,
    },
    {
      name: 'requisitions',
      text: `insert into requisitions (id, request_type, title, description, item_type, department, business_justification,
          date_needed_by, vendor_id, vendor_name, delivery_location, urgency_level, total_amount, status, feedback, requestor_id,
          submitted_date, approved_at, created_at, updated_at)
        select r.id, 'new-purchase', r.title, 'Requested by the ' || r.department || ' team: ' || lower(r.title) || '.', r.item_type,
          r.department, 'Needed for ' || ${pick(PURPOSES)} || '; budgeted in the department plan.',
          (r.created_at + (14 + r.k % 46) * ${DAY})::date, v.id, v.name, 'Headquarters', r.urgency, r.total, r.status,
          case when r.status = 'returned' then 'Please attach a second quote and resubmit.' end, r.requestor_id,
          r.submitted, case when r.status = 'approved' then r.decided end, r.created_at,
          case when r.status in ('draft') then r.created_at else r.decided end
        from s_req r join s_vendor v on v.vk = r.vk`,
    },
    {
      name: 'requisition_items',
      text: `insert into requisition_items (id, requisition_id, line_no, item_type, description, quantity, unit_of_measure,
          unit_price, total, general_ledger_code)
        select 'ri-s' || i.k || '-' || i.l, r.id, i.l, case when (${arr(ITEM_GL)})[i.t] in ('4000-004', '4000-005') then 'service' else 'good' end,
          (${arr(ITEM_DESCRIPTIONS)})[i.t], i.qty, (${arr(ITEM_UNITS)})[i.t], i.price, i.total, (${arr(ITEM_GL)})[i.t]
        from s_ri i join s_req0 r on r.k = i.k`,
    },
    ...approvalSteps(),
  ];
}

function approvalSteps(): Step[] {
  return [
    {
      name: 'approval_requests',
      text: `insert into approval_requests (id, subject_type, subject_id, title, requestor_id, department, amount, priority,
          status, submitted_at, completed_at, created_at)
        select 'apr-s' || k, 'requisition', id, title, requestor_id, department, total,
          case when urgency in ('high', 'critical') then 'High' when urgency = 'medium' then 'Medium' else 'Low' end,
          case status when 'returned' then 'rejected' when 'rejected' then 'rejected' else status end,
          submitted, case when status <> 'pending' then decided end, submitted
        from s_req where status <> 'draft'`,
    },
    {
      // The chain's steps; p = the step the chain stopped at (pending, rejected or, cancelled, skipped).
      name: 'work: approval steps',
      text: `create temp table s_steps as
        select k, status, submitted, decided, name, role, dept, step_order, nsteps,
          case when status = 'approved' then nsteps + 1 else 1 + floor(u3 * nsteps)::int end as p
        from (
          select r.k, r.status, r.submitted, r.decided, r.u3, s.name, s.role,
            case when s.role in ('manager', 'director') then r.department end as dept,
            row_number() over (partition by r.k order by s.o)::int as step_order, count(*) over (partition by r.k)::int as nsteps
          from s_req r cross join lateral (values (1, 'Manager Review', 'manager', true), (2, 'Finance Approval', 'finance', r.total > 5000),
            (3, 'Legal Review', 'legal', r.item_type <> 'goods'), (4, 'Final Approval', 'director', r.total > 100000)) s(o, name, role, applies)
          where r.status <> 'draft' and r.total > 1000 and s.applies
        ) x`,
    },
    {
      name: 'approval_steps',
      text: `insert into approval_steps (id, approval_request_id, step_order, name, approver_role_id, approver_department, status,
          activated_at, acted_by, acted_at, comment)
        select 'aps-s' || s.k || '-' || s.step_order, 'apr-s' || s.k, s.step_order, s.name, s.role, s.dept, st,
          case when st in ('completed', 'pending', 'rejected') then s.submitted + (s.decided - s.submitted) * (s.step_order - 1) / s.nsteps end,
          case when st in ('completed', 'rejected') then h.id end,
          case when st in ('completed', 'rejected') then s.submitted + (s.decided - s.submitted) * s.step_order / s.nsteps end,
          case when st = 'rejected' then 'Please attach a second quote.' when st = 'completed' and s.step_order % 3 = 0 then 'Approved.' end
        from (select s.*, case
                when s.step_order < s.p then 'completed'
                when s.step_order = s.p and s.status = 'pending' then 'pending'
                when s.step_order = s.p and s.status in ('returned', 'rejected') then 'rejected'
                when s.status = 'pending' then 'not_started'
                else 'skipped' end as st
              from s_steps s) s
        left join s_holders h on h.role_id = s.role and coalesce(h.department, '') = coalesce(s.dept, '') and h.n = 1 + s.k % h.cnt`,
    },
  ];
}
