-- Rollups (schema/rollups.ts) kept by statement-level triggers with transition tables, in the same
-- transaction as every write to the tables they sum, whatever path writes (API, seed, bulk loads).
-- Each trigger turns the changed rows into signed contributions (sign -1 for the old rows, +1 for the
-- new ones), nets them per rollup row and adds the non-zero results with one INSERT … ON CONFLICT DO
-- UPDATE in key order (so two writers lock shared rows in the same order). An update that changes
-- nothing a rollup sums returns at once. The statements are static, so each session plans them once.
-- `rebuild_rollups()` recomputes all of them from scratch (also after a TRUNCATE of a summed table).
-- Months and days are taken in the session's time zone, like the application's local dates (keep the database
-- and the server process in one zone).

CREATE OR REPLACE FUNCTION rollup_shard(id text) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (hashtext(id) & 15)::smallint $$;
--> statement-breakpoint

-- invoices → vendor_spend and invoice_totals.
CREATE OR REPLACE FUNCTION invoices_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vendor_spend AS t (vendor_id, year, spend, invoice_count)
      SELECT vendor_id, year, sum(spend), sum(invoice_count) FROM (
        SELECT vendor_id, extract(year FROM invoice_date)::int AS year, sign * amount AS spend, sign AS invoice_count
          FROM (SELECT 1 AS sign, n.* FROM new_rows n) x WHERE status <> 'rejected'
      ) c
      GROUP BY vendor_id, year HAVING sum(spend) <> 0 OR sum(invoice_count) <> 0 ORDER BY vendor_id, year
      ON CONFLICT (vendor_id, year) DO UPDATE SET spend = t.spend + excluded.spend, invoice_count = t.invoice_count + excluded.invoice_count;
    INSERT INTO invoice_totals AS t (department, status, match_status, shard, invoice_count, amount)
      SELECT department, status, match_status, shard, sum(invoice_count), sum(amount) FROM (
        SELECT coalesce(po.department, '') AS department, x.status, x.three_way_match_status AS match_status,
          rollup_shard(x.id) AS shard, x.sign AS invoice_count, x.sign * x.amount AS amount
          FROM (SELECT 1 AS sign, n.* FROM new_rows n) x LEFT JOIN purchase_orders po ON po.id = x.po_id
      ) c
      GROUP BY department, status, match_status, shard HAVING sum(invoice_count) <> 0 OR sum(amount) <> 0 ORDER BY department, status, match_status, shard
      ON CONFLICT (department, status, match_status, shard) DO UPDATE SET invoice_count = t.invoice_count + excluded.invoice_count, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO vendor_spend AS t (vendor_id, year, spend, invoice_count)
      SELECT vendor_id, year, sum(spend), sum(invoice_count) FROM (
        SELECT vendor_id, extract(year FROM invoice_date)::int AS year, sign * amount AS spend, sign AS invoice_count
          FROM (SELECT -1 AS sign, o.* FROM old_rows o) x WHERE status <> 'rejected'
      ) c
      GROUP BY vendor_id, year HAVING sum(spend) <> 0 OR sum(invoice_count) <> 0 ORDER BY vendor_id, year
      ON CONFLICT (vendor_id, year) DO UPDATE SET spend = t.spend + excluded.spend, invoice_count = t.invoice_count + excluded.invoice_count;
    INSERT INTO invoice_totals AS t (department, status, match_status, shard, invoice_count, amount)
      SELECT department, status, match_status, shard, sum(invoice_count), sum(amount) FROM (
        SELECT coalesce(po.department, '') AS department, x.status, x.three_way_match_status AS match_status,
          rollup_shard(x.id) AS shard, x.sign AS invoice_count, x.sign * x.amount AS amount
          FROM (SELECT -1 AS sign, o.* FROM old_rows o) x LEFT JOIN purchase_orders po ON po.id = x.po_id
      ) c
      GROUP BY department, status, match_status, shard HAVING sum(invoice_count) <> 0 OR sum(amount) <> 0 ORDER BY department, status, match_status, shard
      ON CONFLICT (department, status, match_status, shard) DO UPDATE SET invoice_count = t.invoice_count + excluded.invoice_count, amount = t.amount + excluded.amount;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.vendor_id IS DISTINCT FROM n.vendor_id OR o.po_id IS DISTINCT FROM n.po_id OR o.amount IS DISTINCT FROM n.amount OR o.invoice_date IS DISTINCT FROM n.invoice_date OR o.status IS DISTINCT FROM n.status OR o.three_way_match_status IS DISTINCT FROM n.three_way_match_status) THEN
      RETURN NULL;
    END IF;
    INSERT INTO vendor_spend AS t (vendor_id, year, spend, invoice_count)
      SELECT vendor_id, year, sum(spend), sum(invoice_count) FROM (
        SELECT vendor_id, extract(year FROM invoice_date)::int AS year, sign * amount AS spend, sign AS invoice_count
          FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x WHERE status <> 'rejected'
      ) c
      GROUP BY vendor_id, year HAVING sum(spend) <> 0 OR sum(invoice_count) <> 0 ORDER BY vendor_id, year
      ON CONFLICT (vendor_id, year) DO UPDATE SET spend = t.spend + excluded.spend, invoice_count = t.invoice_count + excluded.invoice_count;
    INSERT INTO invoice_totals AS t (department, status, match_status, shard, invoice_count, amount)
      SELECT department, status, match_status, shard, sum(invoice_count), sum(amount) FROM (
        SELECT coalesce(po.department, '') AS department, x.status, x.three_way_match_status AS match_status,
          rollup_shard(x.id) AS shard, x.sign AS invoice_count, x.sign * x.amount AS amount
          FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x LEFT JOIN purchase_orders po ON po.id = x.po_id
      ) c
      GROUP BY department, status, match_status, shard HAVING sum(invoice_count) <> 0 OR sum(amount) <> 0 ORDER BY department, status, match_status, shard
      ON CONFLICT (department, status, match_status, shard) DO UPDATE SET invoice_count = t.invoice_count + excluded.invoice_count, amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- po_lines → budget_committed (the line's PO as it stands: status, department, month of creation).
CREATE OR REPLACE FUNCTION po_lines_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO budget_committed AS t (department, gl_code, month, shard, amount)
      SELECT department, gl_code, month, shard, sum(amount) FROM (
        SELECT po.department, x.gl_code, date_trunc('month', po.created_at)::date AS month, rollup_shard(po.id) AS shard,
          x.sign * x.total AS amount
          FROM (SELECT 1 AS sign, n.* FROM new_rows n) x JOIN purchase_orders po ON po.id = x.purchase_order_id
          WHERE po.status IN ('approved', 'in-progress', 'completed')
      ) c
      GROUP BY department, gl_code, month, shard HAVING sum(amount) <> 0 ORDER BY department, gl_code, month, shard
      ON CONFLICT (department, gl_code, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO budget_committed AS t (department, gl_code, month, shard, amount)
      SELECT department, gl_code, month, shard, sum(amount) FROM (
        SELECT po.department, x.gl_code, date_trunc('month', po.created_at)::date AS month, rollup_shard(po.id) AS shard,
          x.sign * x.total AS amount
          FROM (SELECT -1 AS sign, o.* FROM old_rows o) x JOIN purchase_orders po ON po.id = x.purchase_order_id
          WHERE po.status IN ('approved', 'in-progress', 'completed')
      ) c
      GROUP BY department, gl_code, month, shard HAVING sum(amount) <> 0 ORDER BY department, gl_code, month, shard
      ON CONFLICT (department, gl_code, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.purchase_order_id IS DISTINCT FROM n.purchase_order_id OR o.gl_code IS DISTINCT FROM n.gl_code OR o.total IS DISTINCT FROM n.total) THEN
      RETURN NULL;
    END IF;
    INSERT INTO budget_committed AS t (department, gl_code, month, shard, amount)
      SELECT department, gl_code, month, shard, sum(amount) FROM (
        SELECT po.department, x.gl_code, date_trunc('month', po.created_at)::date AS month, rollup_shard(po.id) AS shard,
          x.sign * x.total AS amount
          FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x JOIN purchase_orders po ON po.id = x.purchase_order_id
          WHERE po.status IN ('approved', 'in-progress', 'completed')
      ) c
      GROUP BY department, gl_code, month, shard HAVING sum(amount) <> 0 ORDER BY department, gl_code, month, shard
      ON CONFLICT (department, gl_code, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- purchase_orders (update) → budget_committed (its lines under the old and the new PO) and
-- invoice_totals (its invoices under the old and the new department).
CREATE OR REPLACE FUNCTION purchase_orders_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status IN ('approved', 'in-progress', 'completed')) <> (n.status IN ('approved', 'in-progress', 'completed'))
        OR o.department <> n.department OR o.created_at <> n.created_at) THEN
    INSERT INTO budget_committed AS t (department, gl_code, month, shard, amount)
      SELECT department, gl_code, month, shard, sum(amount) FROM (
        SELECT x.department, l.gl_code, date_trunc('month', x.created_at)::date AS month, rollup_shard(x.id) AS shard,
          x.sign * l.total AS amount
          FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x JOIN po_lines l ON l.purchase_order_id = x.id
          WHERE x.status IN ('approved', 'in-progress', 'completed')
      ) c
      GROUP BY department, gl_code, month, shard HAVING sum(amount) <> 0 ORDER BY department, gl_code, month, shard
      ON CONFLICT (department, gl_code, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  END IF;
  IF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.department <> n.department) THEN
    INSERT INTO invoice_totals AS t (department, status, match_status, shard, invoice_count, amount)
      SELECT department, status, match_status, shard, sum(invoice_count), sum(amount) FROM (
        SELECT x.department, i.status, i.three_way_match_status AS match_status, rollup_shard(i.id) AS shard,
          x.sign AS invoice_count, x.sign * i.amount AS amount
          FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x JOIN invoices i ON i.po_id = x.id
      ) c
      GROUP BY department, status, match_status, shard HAVING sum(invoice_count) <> 0 OR sum(amount) <> 0 ORDER BY department, status, match_status, shard
      ON CONFLICT (department, status, match_status, shard) DO UPDATE SET invoice_count = t.invoice_count + excluded.invoice_count, amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- requisition_items → budget_pending (the item's requisition as it stands).
CREATE OR REPLACE FUNCTION requisition_items_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO budget_pending AS t (department, gl_code, month, shard, amount)
      SELECT department, gl_code, month, shard, sum(amount) FROM (
        SELECT r.department, x.general_ledger_code AS gl_code, date_trunc('month', r.submitted_date)::date AS month,
          rollup_shard(r.id) AS shard, x.sign * x.total AS amount
          FROM (SELECT 1 AS sign, n.* FROM new_rows n) x JOIN requisitions r ON r.id = x.requisition_id
          WHERE r.status = 'pending' AND r.submitted_date IS NOT NULL
      ) c
      GROUP BY department, gl_code, month, shard HAVING sum(amount) <> 0 ORDER BY department, gl_code, month, shard
      ON CONFLICT (department, gl_code, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO budget_pending AS t (department, gl_code, month, shard, amount)
      SELECT department, gl_code, month, shard, sum(amount) FROM (
        SELECT r.department, x.general_ledger_code AS gl_code, date_trunc('month', r.submitted_date)::date AS month,
          rollup_shard(r.id) AS shard, x.sign * x.total AS amount
          FROM (SELECT -1 AS sign, o.* FROM old_rows o) x JOIN requisitions r ON r.id = x.requisition_id
          WHERE r.status = 'pending' AND r.submitted_date IS NOT NULL
      ) c
      GROUP BY department, gl_code, month, shard HAVING sum(amount) <> 0 ORDER BY department, gl_code, month, shard
      ON CONFLICT (department, gl_code, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.requisition_id IS DISTINCT FROM n.requisition_id OR o.general_ledger_code IS DISTINCT FROM n.general_ledger_code OR o.total IS DISTINCT FROM n.total) THEN
      RETURN NULL;
    END IF;
    INSERT INTO budget_pending AS t (department, gl_code, month, shard, amount)
      SELECT department, gl_code, month, shard, sum(amount) FROM (
        SELECT r.department, x.general_ledger_code AS gl_code, date_trunc('month', r.submitted_date)::date AS month,
          rollup_shard(r.id) AS shard, x.sign * x.total AS amount
          FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x JOIN requisitions r ON r.id = x.requisition_id
          WHERE r.status = 'pending' AND r.submitted_date IS NOT NULL
      ) c
      GROUP BY department, gl_code, month, shard HAVING sum(amount) <> 0 ORDER BY department, gl_code, month, shard
      ON CONFLICT (department, gl_code, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- requisitions (update) → budget_pending: its items under the old and the new requisition.
CREATE OR REPLACE FUNCTION requisitions_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status = 'pending') <> (n.status = 'pending') OR o.department <> n.department
        OR o.submitted_date IS DISTINCT FROM n.submitted_date) THEN
    RETURN NULL;
  END IF;
  INSERT INTO budget_pending AS t (department, gl_code, month, shard, amount)
    SELECT department, gl_code, month, shard, sum(amount) FROM (
      SELECT x.department, i.general_ledger_code AS gl_code, date_trunc('month', x.submitted_date)::date AS month,
        rollup_shard(x.id) AS shard, x.sign * i.total AS amount
        FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x JOIN requisition_items i ON i.requisition_id = x.id
        WHERE x.status = 'pending' AND x.submitted_date IS NOT NULL
    ) c
    GROUP BY department, gl_code, month, shard HAVING sum(amount) <> 0 ORDER BY department, gl_code, month, shard
    ON CONFLICT (department, gl_code, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A deleted PO's lines go with it (ON DELETE CASCADE), after this PO row is gone: take their
-- contribution out before, while they are still there (the lines' own trigger then finds no PO).
CREATE OR REPLACE FUNCTION purchase_order_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('approved', 'in-progress', 'completed') THEN
    INSERT INTO budget_committed AS t (department, gl_code, month, shard, amount)
      SELECT OLD.department, gl_code, date_trunc('month', OLD.created_at)::date, rollup_shard(OLD.id), -sum(total)
      FROM po_lines WHERE purchase_order_id = OLD.id
      GROUP BY gl_code HAVING sum(total) <> 0 ORDER BY gl_code
      ON CONFLICT (department, gl_code, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint

-- purchase_orders → vendor_orders (the day of each vendor's latest order): a new PO can only move it
-- later. Most new orders fall on a day their vendor already has: that row is then held with a share
-- lock (which any number of inserting transactions hold at once, so they do not queue) and not
-- written. A PO that is cancelled, rejected, deleted, moved to another vendor or re-dated makes its
-- vendors' latest order be read again, after their rows are locked (waiting for the inserts that hold
-- them, so that none of their orders is missed).
CREATE OR REPLACE FUNCTION purchase_orders_last_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected text[];
  vendor_ids text[];
  days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(vendor_id ORDER BY vendor_id), array_agg(day ORDER BY vendor_id) INTO vendor_ids, days
      FROM (SELECT vendor_id, max(created_at)::date AS day FROM new_rows
        WHERE status NOT IN ('cancelled', 'rejected') GROUP BY vendor_id) n;
    IF vendor_ids IS NULL THEN RETURN NULL; END IF;
    PERFORM 1 FROM vendor_orders t JOIN unnest(vendor_ids, days) AS n(vendor_id, day) ON n.vendor_id = t.vendor_id
      WHERE t.last_order_on >= n.day ORDER BY t.vendor_id FOR SHARE OF t;
    INSERT INTO vendor_orders AS t (vendor_id, last_order_on)
      SELECT n.vendor_id, n.day FROM unnest(vendor_ids, days) AS n(vendor_id, day)
        LEFT JOIN vendor_orders o ON o.vendor_id = n.vendor_id
        WHERE o.last_order_on IS NULL OR o.last_order_on < n.day ORDER BY 1
      ON CONFLICT (vendor_id) DO UPDATE SET last_order_on = excluded.last_order_on
        WHERE t.last_order_on IS NULL OR t.last_order_on < excluded.last_order_on;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    affected := ARRAY(SELECT DISTINCT vendor_id FROM old_rows);
  ELSE
    affected := ARRAY(
      SELECT DISTINCT v FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (VALUES (o.vendor_id), (n.vendor_id)) AS vs(v)
      WHERE o.vendor_id <> n.vendor_id OR o.created_at <> n.created_at
        OR (o.status IN ('cancelled', 'rejected')) <> (n.status IN ('cancelled', 'rejected')));
  END IF;
  IF cardinality(affected) = 0 THEN RETURN NULL; END IF;
  INSERT INTO vendor_orders (vendor_id) SELECT unnest(affected) ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM vendor_orders WHERE vendor_id = ANY (affected) ORDER BY vendor_id FOR UPDATE;
  UPDATE vendor_orders t SET last_order_on = (
      SELECT max(created_at)::date FROM purchase_orders
      WHERE vendor_id = t.vendor_id AND status NOT IN ('cancelled', 'rejected'))
    WHERE t.vendor_id = ANY (affected);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A deleted requisition's items go with it (ON DELETE CASCADE): take them out first.
CREATE OR REPLACE FUNCTION requisition_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'pending' AND OLD.submitted_date IS NOT NULL THEN
    INSERT INTO budget_pending AS t (department, gl_code, month, shard, amount)
      SELECT OLD.department, general_ledger_code, date_trunc('month', OLD.submitted_date)::date, rollup_shard(OLD.id),
        -sum(total)
      FROM requisition_items WHERE requisition_id = OLD.id
      GROUP BY general_ledger_code HAVING sum(total) <> 0 ORDER BY general_ledger_code
      ON CONFLICT (department, gl_code, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint

-- Every rollup from scratch: after a bulk load with triggers disabled, or a TRUNCATE.
CREATE OR REPLACE FUNCTION rebuild_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE invoices, purchase_orders, po_lines, requisitions, requisition_items IN SHARE MODE;
  DELETE FROM vendor_spend;
  INSERT INTO vendor_spend (vendor_id, year, spend, invoice_count)
    SELECT vendor_id, extract(year FROM invoice_date)::int, sum(amount), count(*)
    FROM invoices WHERE status <> 'rejected' GROUP BY 1, 2;
  DELETE FROM vendor_orders;
  INSERT INTO vendor_orders (vendor_id, last_order_on)
    SELECT vendor_id, (max(created_at) FILTER (WHERE status NOT IN ('cancelled', 'rejected')))::date
    FROM purchase_orders GROUP BY 1;
  DELETE FROM invoice_totals;
  INSERT INTO invoice_totals (department, status, match_status, shard, invoice_count, amount)
    SELECT coalesce(po.department, ''), i.status, i.three_way_match_status, rollup_shard(i.id), count(*), sum(i.amount)
    FROM invoices i LEFT JOIN purchase_orders po ON po.id = i.po_id GROUP BY 1, 2, 3, 4;
  DELETE FROM budget_committed;
  INSERT INTO budget_committed (department, gl_code, month, shard, amount)
    SELECT po.department, l.gl_code, date_trunc('month', po.created_at)::date, rollup_shard(po.id), sum(l.total)
    FROM po_lines l JOIN purchase_orders po ON po.id = l.purchase_order_id
    WHERE po.status IN ('approved', 'in-progress', 'completed') GROUP BY 1, 2, 3, 4;
  DELETE FROM budget_pending;
  INSERT INTO budget_pending (department, gl_code, month, shard, amount)
    SELECT r.department, i.general_ledger_code, date_trunc('month', r.submitted_date)::date, rollup_shard(r.id),
      sum(i.total)
    FROM requisition_items i JOIN requisitions r ON r.id = i.requisition_id
    WHERE r.status = 'pending' AND r.submitted_date IS NOT NULL GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION rollups_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_rollups();
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE TRIGGER invoices_rollups_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_rollups();--> statement-breakpoint
CREATE TRIGGER invoices_rollups_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_rollups();--> statement-breakpoint
CREATE TRIGGER invoices_rollups_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_rollups();--> statement-breakpoint

CREATE TRIGGER po_lines_rollups_insert AFTER INSERT ON po_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION po_lines_rollups();--> statement-breakpoint
CREATE TRIGGER po_lines_rollups_update AFTER UPDATE ON po_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION po_lines_rollups();--> statement-breakpoint
CREATE TRIGGER po_lines_rollups_delete AFTER DELETE ON po_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION po_lines_rollups();--> statement-breakpoint

CREATE TRIGGER purchase_orders_rollups_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_rollups();--> statement-breakpoint
CREATE TRIGGER purchase_orders_deleting BEFORE DELETE ON purchase_orders
  FOR EACH ROW EXECUTE FUNCTION purchase_order_deleting();--> statement-breakpoint
CREATE TRIGGER purchase_orders_last_order_insert AFTER INSERT ON purchase_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_last_order();--> statement-breakpoint
CREATE TRIGGER purchase_orders_last_order_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_last_order();--> statement-breakpoint
CREATE TRIGGER purchase_orders_last_order_delete AFTER DELETE ON purchase_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_last_order();--> statement-breakpoint

CREATE TRIGGER requisition_items_rollups_insert AFTER INSERT ON requisition_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION requisition_items_rollups();--> statement-breakpoint
CREATE TRIGGER requisition_items_rollups_update AFTER UPDATE ON requisition_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION requisition_items_rollups();--> statement-breakpoint
CREATE TRIGGER requisition_items_rollups_delete AFTER DELETE ON requisition_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION requisition_items_rollups();--> statement-breakpoint

CREATE TRIGGER requisitions_rollups_update AFTER UPDATE ON requisitions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION requisitions_rollups();--> statement-breakpoint
CREATE TRIGGER requisitions_deleting BEFORE DELETE ON requisitions
  FOR EACH ROW EXECUTE FUNCTION requisition_deleting();--> statement-breakpoint

CREATE TRIGGER invoices_rollups_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION rollups_truncated();--> statement-breakpoint
CREATE TRIGGER purchase_orders_rollups_truncate AFTER TRUNCATE ON purchase_orders
  FOR EACH STATEMENT EXECUTE FUNCTION rollups_truncated();--> statement-breakpoint
CREATE TRIGGER po_lines_rollups_truncate AFTER TRUNCATE ON po_lines
  FOR EACH STATEMENT EXECUTE FUNCTION rollups_truncated();--> statement-breakpoint
CREATE TRIGGER requisitions_rollups_truncate AFTER TRUNCATE ON requisitions
  FOR EACH STATEMENT EXECUTE FUNCTION rollups_truncated();--> statement-breakpoint
CREATE TRIGGER requisition_items_rollups_truncate AFTER TRUNCATE ON requisition_items
  FOR EACH STATEMENT EXECUTE FUNCTION rollups_truncated();--> statement-breakpoint

-- The latest orders of one vendor (vendor_orders' recount) walk purchase_orders_vendor_idx (vendor_id, created_at).

SELECT rebuild_rollups();--> statement-breakpoint
-- Statistics for the planner now, not at autovacuum's next round (the list's index scans depend on them).
ANALYZE vendor_spend, vendor_orders, invoice_totals, budget_committed, budget_pending;
