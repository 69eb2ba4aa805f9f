import { DEPARTMENTS } from '../../src/shared/departments';
import type { Shape } from './shape';
import { arr, type Step } from './sql';

// prettier-ignore
const FIRST = ['Aaron','Abigail','Adam','Aisha','Alan','Alice','Amir','Ana','Andre','Anna','Ben','Bianca','Carlos','Carmen','Chloe','Chris','Dana','David','Diego','Elena','Eli','Emma','Ethan','Fatima','Grace','Hannah','Hiro','Ian','Irene','Jack','Jade','Jamal','Julia','Karen','Kenji','Laura','Leo','Lucas','Maya','Mei','Nadia','Noah','Olga','Omar','Paul','Quinn','Rosa','Sam','Sofia','Tariq','Uma','Victor','Wendy','Yusuf','Zoe'];
// prettier-ignore
const LAST = ['Adams','Baker','Bennett','Castillo','Clark','Cohen','Diaz','Evans','Fischer','Flores','Foster','Gupta','Hall','Hughes','Ito','Jensen','Kim','Kowalski','Lopez','Meyer','Mitchell','Moreau','Murphy','Nakamura','Nguyen','Novak','Okafor','Olsen','Park','Perez','Quinn','Reyes','Rossi','Russo','Santos','Schmidt','Silva','Singh','Sullivan','Tanaka','Turner','Walker','Wang','Weber','Young'];

/**
 * ~200 people: per department two managers, a director and end users; the Procurement department
 * has procurement specialists, Finance a finance team, Legal legal counsel, IT an administrator.
 * They cannot sign in (password hash '!'); the demo accounts can.
 */
export function peopleSteps(shape: Shape): Step[] {
  const per = shape.peoplePerDepartment;
  const role = `case
      when i < 2 then 'manager'
      when i = 2 then 'director'
      when d = 'Procurement' and i < 9 then 'procurement_sme'
      when d = 'Finance' and i < 9 then 'finance'
      when d = 'Legal' and i < 6 then 'legal'
      when d = 'IT' and i = 3 then 'admin'
      else 'end_user' end`;
  const title = `case r when 'manager' then d || ' Manager' when 'director' then d || ' Director'
      when 'procurement_sme' then 'Buyer' when 'finance' then 'Accounts Payable Analyst' when 'legal' then 'Counsel'
      when 'admin' then 'Systems Administrator' else d || ' Specialist' end`;
  return [
    {
      name: 'users',
      text: `insert into users (id, email, username, password_hash, first_name, last_name, title, role_id, department,
          phone, status, join_date, last_login, created_at)
        select 'user-s' || lpad(g::text, 4, '0'),
          lower(f || '.' || l) || '.' || g || '@staff.procura.test', lower(f || '.' || l) || '.' || g, '!', f, l,
          ${title}, r, d, '(512) 555-' || lpad((2000 + g)::text, 4, '0'),
          case when i = ${per - 1} then 'Inactive' else 'Active' end,
          current_date - (200 + (g * 37) % 3000), now() - ((g * 13) % 30) * interval '1 day',
          now() - (200 + (g * 37) % 3000) * interval '1 day'
        from (
          select g, i, d, ${role} as r,
            (${arr(FIRST)})[1 + (g * 7) % ${FIRST.length}] as f, (${arr(LAST)})[1 + (g * 11) % ${LAST.length}] as l
          from (select g, (g - 1) / ${DEPARTMENTS.length} as i, (${arr(DEPARTMENTS)})[1 + (g - 1) % ${DEPARTMENTS.length}] as d
                from generate_series(1, ${per * DEPARTMENTS.length}) g) x
        ) y`,
    },
    {
      // Requesters: every active person but the administrators, numbered 1..n for random picks.
      name: 'work: people',
      text: `create temp table s_people as
        select row_number() over (order by id)::int as n, id, department, role_id, email, first_name || ' ' || last_name as name
        from users where status = 'Active' and role_id <> 'admin'`,
    },
    {
      // Who acts on steps: per role and (for department roles) department, numbered 1..n within the group.
      name: 'work: approvers',
      text: `create temp table s_holders as
        select role_id, case when role_id in ('manager', 'director') then department end as department, id,
          row_number() over (partition by role_id, case when role_id in ('manager', 'director') then department end
            order by id)::int as n,
          count(*) over (partition by role_id, case when role_id in ('manager', 'director') then department end)::int as cnt
        from users where status = 'Active' and role_id in ('manager', 'director', 'finance', 'legal', 'procurement_sme')`,
    },
  ];
}
