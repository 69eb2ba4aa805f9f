import { RFP_DEPARTMENTS } from '../../src/shared/departments';
import { RFP_CATEGORIES } from '../../src/shared/rfps/schemas';
import type { Shape } from './shape';
import { arr, pad3, pick, type Step } from './sql';
import { PURPOSES, SYLLABLES } from './catalog';
import { HISTORY_DAYS, weighted } from './requisitions';

/** What an RFP of each category (RFP_CATEGORIES order) is for, three each. */
// prettier-ignore
const SUBJECTS = ['Managed help desk', 'Cloud migration support', 'Network monitoring',
  'External audit', 'Tax advisory', 'Records management services',
  'Office fit-out', 'Warehouse expansion', 'Parking lot resurfacing',
  'HVAC maintenance', 'Elevator servicing', 'Janitorial services',
  'Benefits consulting', 'Supply chain assessment', 'ERP selection advisory',
  'Laptop refresh', 'Forklift fleet', 'Conference room AV'];

const DAY = `interval '1 day'`;

/**
 * RFPs (issue 11) over the 3 years, rfp-NNN in time order after the existing ones, raised by the
 * procurement people for the RFP form's departments. Those whose deadline is ahead are drafts, sent
 * or receiving responses; those past it mostly closed (awarded to the cheapest response), a few still
 * receiving responses or sent without any. Each invites 2–6 addresses (vendors of the vendor master,
 * one in four a bidder outside it); sent ones have invitation tokens, and of RFPs receiving responses
 * or closed the first invitee and about half of the others submitted a response (two priced lines).
 */
export function rfpSteps(shape: Shape): Step[] {
  const n = shape.rfps;
  const nv = shape.vendors;
  const ahead = weighted('u', [
    ['draft', 0.3],
    ['sent', 0.3],
    ['responses', 0.4],
  ]);
  const past = weighted('u', [
    ['closed', 0.85],
    ['responses', 0.12],
    ['sent', 0.03],
  ]);
  const title = `(${arr(SUBJECTS)})[1 + c * 3 + floor(u2 * 3)::int] || ' for ' || ${pick(PURPOSES)}
    || case when u2 < 0.1 then ' (project ' || ${pick(SYLLABLES)} || ${pick(SYLLABLES)} || ')' else '' end`;
  return [
    {
      name: 'work: rfps',
      text: `create temp table s_rfp as
        select y.*, (deadline + 1)::timestamp at time zone current_setting('TimeZone') as closes_at,
          case when deadline >= current_date then ${ahead} else ${past} end as status
        from (
          select k, 'rfp-' || ${pad3('b.base + k')} as id, ${title} as title, (${arr(RFP_CATEGORIES)})[1 + c] as category,
            (${arr(RFP_DEPARTMENTS)})[1 + (k * 7) % ${RFP_DEPARTMENTS.length}] as department, created,
            created::date + 14 + k % 32 as deadline, u, round((5000 + u3 * 495000)::numeric, -3) as base,
            h.id as created_by, 2 + k % 5 as invited
          from (select k, (k * 5) % ${RFP_CATEGORIES.length} as c, random() as u, random() as u2, random() as u3,
                  now() - ((${n} - k + random()) / ${n} * ${HISTORY_DAYS}) * ${DAY} as created
                from generate_series(1, ${n}) k) x
          join s_holders h on h.role_id = 'procurement_sme' and h.n = 1 + x.k % h.cnt,
          (select coalesce(max(substring(id from '^rfp-([0-9]{1,9})$')::int), 0) as base from rfps) b
        ) y`,
    },
    { name: 'work: rfps key', text: `create unique index on s_rfp (k)` },
    {
      name: 'rfps',
      text: `insert into rfps (id, title, category, description, requirements, budget, deadline, closes_at, bidding_closed_at,
          contact_email, department, status, created_by, created_date, sent_at)
        select id, title, category, 'Request for proposal: ' || lower(title) || '.',
          'Fixed pricing for 12 months; delivery or start within 30 days; references from two clients; certificate of insurance.',
          case k % 4 when 0 then null when 1 then '$' || to_char(base, 'FM999,999,999')
            when 2 then '$' || (base * 0.8 / 1000)::int || 'K - $' || (base * 1.2 / 1000)::int || 'K' else base::int::text end,
          deadline, closes_at, case when status <> 'draft' and closes_at <= now() then closes_at end,
          'sourcing@procura.test', department, status, created_by, created,
          case when status <> 'draft' then created + interval '2 hours' end
        from s_rfp`,
    },
    {
      name: 'rfp_vendors',
      text: `insert into rfp_vendors (rfp_id, email, id, vendor_id, token_hash, invited_at, viewed_at)
        select r.id, case when external then 'bids' || i || '@bidder' || r.k || '.example' else v.email end, r.id || '-inv' || i,
          case when not external then v.id end,
          case when r.status <> 'draft' then encode(sha256(convert_to(r.id || '-' || i || '-' || random()::text, 'UTF8')), 'hex') end,
          case when r.status <> 'draft' then r.created + interval '2 hours' end,
          case when r.status <> 'draft' and (i = 1 or random() < 0.6) then least(now(), r.created + interval '1 day') end
        from s_rfp r cross join lateral generate_series(1, r.invited) i
        cross join lateral (select (r.k + i) % 4 = 0 as external) e
        left join (select vk, id, 'sales' || vk || '@vendor' || vk || '.example' as email from s_vendor) v
          on v.vk = 1 + (r.k * 37 + i) % ${nv}`,
    },
    {
      name: 'rfp_responses',
      text: `insert into rfp_responses (id, rfp_id, vendor_email, vendor_id, status, company_name, contact_name, amount, lines,
          lead_time_days, valid_until, notes, submitted_at, created_at, updated_at)
        select 'rsp-s' || r.k || '-' || i.n, r.id, i.email, i.vendor_id, 'submitted', coalesce(v.name, 'Bidder ' || r.k || '-' || i.n),
          'Sales Desk', a.amount,
          jsonb_build_array(
            jsonb_build_object('description', 'Base scope', 'quantity', '1', 'unitPrice', round(a.amount * 0.75, 2)::text),
            jsonb_build_object('description', 'Support and warranty', 'quantity', '1', 'unitPrice', (a.amount - round(a.amount * 0.75, 2))::text)),
          5 + (r.k + i.n * 7) % 40, r.deadline + 60, 'Pricing held for 12 months.', s.at, s.at, s.at
        from s_rfp r
        join (select rfp_id, email, vendor_id, substring(id from '-inv([0-9]+)$')::int as n from rfp_vendors) i on i.rfp_id = r.id
        left join vendors v on v.id = i.vendor_id
        cross join lateral (select round((r.base * (0.8 + random() * 0.4))::numeric, 2) as amount) a
        cross join lateral (select least(now(), r.created + (r.closes_at - r.created) * (0.2 + random() * 0.7)) as at) s
        where r.status in ('responses', 'closed') and (i.n = 1 or random() < 0.5)`,
    },
    {
      // Closed RFPs were awarded to their cheapest response, two days after bidding closed.
      name: 'rfps: awards',
      text: `update rfps f set awarded_response_id = w.id, awarded_vendor_id = w.vendor_id, awarded_vendor_name = w.company_name,
          awarded_amount = w.amount, awarded_at = least(now(), f.closes_at + 2 * ${DAY}), awarded_by = f.created_by
        from (select distinct on (rfp_id) rfp_id, id, vendor_id, company_name, amount
              from rfp_responses where id like 'rsp-s%' order by rfp_id, amount, id) w
        where w.rfp_id = f.id and f.status = 'closed'`,
    },
  ];
}
