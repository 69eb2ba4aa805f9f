import type { Shape } from './shape';
import { arr, pad3, pick, type Step } from './sql';
import { ITEM_DESCRIPTIONS } from './catalog';
import { HISTORY_DAYS } from './requisitions';

/**
 * Messages between the people over 3 years (70% person to person, 30% system notices), in threads of
 * two; each has an inbox copy for its recipient (read unless recent) and a sent copy for its sender.
 * Budgets: each department × GL code × fiscal year of the history, a little above what its POs committed.
 */
export function messageSteps(shape: Shape): Step[] {
  const n = shape.messages;
  const item = `(${arr(ITEM_DESCRIPTIONS)})[1 + floor(random() * ${ITEM_DESCRIPTIONS.length})::int]`;
  return [
    {
      name: 'work: messages',
      text: `create temp table s_msg as
        select m, 'msg-' || ${pad3('b.base + m')} as id, ts, system, s.id as from_id, s.email as from_email,
          s.name as from_name,
          r.id as to_id, r.email as to_email,
          case when system then ${pick(['Approval needed: ', 'Your request was approved: ', 'Goods received: ', 'Invoice paid: '])} || ${item}
               else ${pick(['Question about ', 'Quote for ', 'Delivery of ', 'Invoice query: ', 'Budget check for '])} || ${item} end as subject
        from (select m, now() - ((${n} - m + random()) / ${n} * ${HISTORY_DAYS}) * interval '1 day' as ts, random() < 0.3 as system,
                1 + floor(random() * np)::int as sn, 1 + floor(random() * np)::int as rn, np
              from generate_series(1, ${n}) m, (select count(*)::int as np from s_people) c) g
        join s_people s on s.n = g.sn join s_people r on r.n = case when g.rn = g.sn then g.rn % g.np + 1 else g.rn end,
        (select coalesce(max(substring(id from '^msg-([0-9]{1,9})$')::int), 0) as base from messages) b`,
    },
    {
      name: 'messages',
      text: `insert into messages (id, from_user_id, from_address, from_name, to_addresses, subject, content, type, thread_id, timestamp)
        select id, case when system then null else from_id end, case when system then 'system@procura.test' else from_email end,
          case when system then 'Procura' else from_name end, jsonb_build_array(to_email), subject,
          case when system then subject || '. Open Procura for the details.' else 'Hi, ' || lower(subject) || ' — could you take a look? Thanks.' end,
          case when system then 'system' else 'internal' end, 'thread-s' || ((m + 1) / 2), ts
        from s_msg`,
    },
    {
      name: 'mailbox_entries',
      text: `insert into mailbox_entries (id, message_id, owner_id, folder, status, is_starred, is_archived, read_at, created_at)
        select 'mbx-s' || m || '-i', id, to_id, 'inbox', case when ts < now() - interval '7 days' or m % 3 = 0 then 'read' else 'delivered' end,
          m % 17 = 0, ts < now() - interval '180 days' and m % 4 = 0,
          case when ts < now() - interval '7 days' or m % 3 = 0 then ts + interval '2 hours' end, ts
        from s_msg
        union all
        select 'mbx-s' || m || '-s', id, from_id, 'sent', 'sent', false, false, null, ts from s_msg where not system`,
    },
    {
      name: 'budgets',
      text: `insert into budgets (id, department, gl_code, fiscal_year, amount)
        select 'bud-' || d || '-' || gl || '-' || y, d, gl, y, greatest(10000, round(coalesce(s.spent, 0) * 1.15, -3))
        from unnest(${arr(['Procurement', 'IT', 'Finance', 'HR', 'Marketing', 'R&D', 'Operations', 'Legal'])}) d
          cross join unnest(${arr(['4000-001', '4000-002', '4000-003', '4000-004', '4000-005'])}) gl
          cross join generate_series(extract(year from now())::int - 3, extract(year from now())::int) y
        left join (select p.department, l.gl_code, extract(year from p.created_at)::int as yr, sum(l.total) as spent
          from purchase_orders p join po_lines l on l.purchase_order_id = p.id
          where p.status in ('approved', 'in-progress', 'completed') group by 1, 2, 3) s
          on s.department = d and s.gl_code = gl and s.yr = y
        on conflict (department, gl_code, fiscal_year) do update set amount = greatest(budgets.amount, excluded.amount)`,
    },
  ];
}
