import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

/**
 * Adds a large synthetic data set beside the demo data, in SQL (generate_series), so list, filter,
 * sort and search endpoints are measured at scale. Sizes scale with `n` (POs and requisitions; RFPs n / 2).
 */
export async function addBulkData(db: Db, n: number): Promise<void> {
  const vendors = Math.max(50, Math.round(n / 25));
  await db.execute(sql`
    insert into vendors (id, name, category, integration_type, status, contact_email, on_time_rate)
    select 'bv-' || g, 'Bulk Vendor ' || g || ' ' || (array['Supply','Systems','Partners','Logistics','Services'])[1 + g % 5],
      (array['Office Supplies','IT Equipment','Software','Professional Services','Facilities'])[1 + g % 5],
      (array['cxml','oci','hosted','none'])[1 + g % 4], (array['active','active','active','pending','inactive'])[1 + g % 5],
      'sales' || g || '@bulk.test', 80 + g % 20
    from generate_series(1, ${vendors}) g`);
  await db.execute(sql`
    insert into catalog_items (id, sku, name, vendor_id, category, unit_price)
    select 'bci-' || g, 'SKU-BULK-' || g,
      (array['Ergonomic Chair','Standing Desk','Laptop Stand','Monitor 27in','Toner Cartridge','Copy Paper'])[1 + g % 6] || ' model ' || g,
      'bv-' || (1 + g % ${vendors}), 'Office Supplies', (20 + g % 900)::numeric
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into contracts (id, title, vendor_id, value, start_date, end_date, status, category, risk_level, contact_person)
    select 'bc-' || g, 'Bulk agreement ' || g, 'bv-' || (1 + g % ${vendors}), (1000 + g * 7 % 500000)::numeric,
      current_date - 400, current_date + (g % 700) - 100,
      case when g % 10 = 0 then 'expired' else 'active' end,
      (array['Supplies','IT Services','Software','Professional Services','Security','Facilities'])[1 + g % 6],
      (array['High','Medium','Low'])[1 + g % 3], 'Contact ' || g
    from generate_series(1, ${Math.round(n / 10)}) g`);
  await db.execute(sql`
    insert into requisitions (id, request_type, title, item_type, department, business_justification, date_needed_by,
      vendor_name, total_amount, status, requestor_id, submitted_date, created_at, updated_at)
    select 'BREQ-' || g, 'new-purchase', 'Bulk request ' || g, 'goods',
      (array['IT','Finance','HR','Procurement','Marketing','Operations'])[1 + g % 6], 'Bulk', current_date + 7,
      'Bulk Vendor ' || (1 + g % ${vendors}), (50 + g % 20000)::numeric,
      (array['draft','pending','approved','returned'])[1 + g % 4],
      (array['user-001','user-003','user-004','user-002'])[1 + g % 4],
      now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day', now()
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into purchase_orders (id, po_number, vendor_id, description, department, amount, status, created_at, contract_id)
    select 'bpo-' || g, 'PO-' || (500000 + g), 'bv-' || (1 + g % ${vendors}), 'Bulk order ' || g || ' of supplies',
      (array['IT','Finance','HR','Procurement','Marketing','Operations'])[1 + g % 6], (100 + g % 90000)::numeric,
      (array['pending','approved','in-progress','completed','cancelled'])[1 + g % 5],
      now() - (g % 365) * interval '1 day', case when g % 3 = 0 then 'bc-' || (1 + g % ${Math.round(n / 10)}) end
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into po_lines (id, purchase_order_id, line_no, description, quantity, unit_price, total, gl_code)
    select 'bpl-' || g || '-' || l, 'bpo-' || g, l, 'Bulk line ' || l, 2, ((100 + g % 90000) / 4.0)::numeric(14,2),
      ((100 + g % 90000) / 2.0)::numeric(14,2), (array['4000-001','4000-002','4000-003'])[l]
    from generate_series(1, ${n}) g, generate_series(1, 2) l`);
  await db.execute(sql`
    insert into invoices (id, invoice_number, vendor_id, po_id, description, amount, invoice_date, due_date, received_date,
      three_way_match_status, status)
    select 'binv-' || g, 'BINV-' || g, 'bv-' || (1 + g % ${vendors}), 'bpo-' || g, 'Bulk invoice ' || g,
      (100 + g % 90000)::numeric, current_date - (g % 365), current_date - (g % 365) + 30, current_date - (g % 365) + 2,
      (array['matched','pending','exception'])[1 + g % 3], (array['approved','paid','pending','disputed','on-hold'])[1 + g % 5]
    from generate_series(1, ${n}) g`);
  // RFPs (issue 11): n / 2 (10,000 at the default n), 3 invitations each, 2 responses on those past bidding.
  const rfps = Math.max(10, Math.round(n / 2));
  await db.execute(sql`
    insert into rfps (id, title, category, description, requirements, budget, deadline, closes_at, bidding_closed_at,
      contact_email, department, status, created_by, created_date, sent_at)
    select 'brfp-' || g, (array['Managed help desk','Office fit-out','HVAC maintenance','Laptop refresh','External audit'])[1 + g % 5]
        || ' ' || g, (array['IT Services','Construction','Maintenance','Equipment','Professional Services','Consulting'])[1 + g % 6],
      'Bulk RFP ' || g, 'Fixed pricing', case when g % 3 = 0 then '$' || (10000 + g % 90000) end, d, d + 1,
      case when g % 4 in (2, 3) then (d + 1)::timestamptz end, 'sourcing@procura.test',
      (array['IT','Finance','HR','Operations','Procurement'])[1 + g % 5],
      (array['draft','sent','responses','closed'])[1 + g % 4], 'user-001', now() - (g % 365) * interval '1 day',
      case when g % 4 <> 0 then now() - (g % 365) * interval '1 day' end
    from (select g, case when g % 4 < 2 then current_date + 1 + g % 60 else current_date - 1 - g % 365 end as d
      from generate_series(1, ${rfps}) g) x`);
  await db.execute(sql`
    insert into rfp_vendors (rfp_id, email, id, vendor_id, invited_at)
    select 'brfp-' || g, 'sales' || (1 + (g + i) % ${vendors}) || '@bulk.test', 'brfp-' || g || '-inv' || i,
      'bv-' || (1 + (g + i) % ${vendors}), case when g % 4 <> 0 then now() end
    from generate_series(1, ${rfps}) g, generate_series(1, 3) i`);
  await db.execute(sql`
    insert into rfp_responses (id, rfp_id, vendor_email, vendor_id, status, company_name, amount, lead_time_days, submitted_at)
    select 'brsp-' || g || '-' || i, 'brfp-' || g, 'sales' || (1 + (g + i) % ${vendors}) || '@bulk.test',
      'bv-' || (1 + (g + i) % ${vendors}), 'submitted', 'Bulk Vendor ' || (1 + (g + i) % ${vendors}),
      (5000 + (g * i) % 90000)::numeric, 5 + (g + i) % 30, now() - (g % 365) * interval '1 day'
    from generate_series(1, ${rfps}) g, generate_series(1, 2) i where g % 4 in (2, 3)`);
  await db.execute(sql`analyze`);
}
