-- Rollups (schema/rollups.ts) kept by statement-level triggers with transition tables, in the same
-- transaction as every write to the tables they sum, whatever path writes (API, seed, bulk loads).
-- Each trigger turns the changed rows into signed contributions (a relation `changed`: sign -1 for the
-- old rows, +1 for the new ones), nets them per rollup row and adds the non-zero results with one
-- INSERT … ON CONFLICT DO UPDATE in key order (so two writers lock shared rows in the same order).
-- An update that changes nothing a rollup sums writes nothing. `rebuild_rollups()` recomputes all of
-- them from scratch (also after a TRUNCATE of a summed table). Months are taken in the session's time
-- zone, like the application's local dates (keep the database and the server process in one zone).

CREATE OR REPLACE FUNCTION rollup_shard(id text) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (hashtext(id) & 7)::smallint $$;
--> statement-breakpoint

-- The changed rows of a statement-level trigger with transition tables old_rows / new_rows.
CREATE OR REPLACE FUNCTION rollup_changed_rows(op text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1 AS sign, n.* FROM new_rows n'
  END $$;
--> statement-breakpoint

-- The statement that adds signed contributions (a query with the rollup's key columns and values) to a
-- rollup. The trigger function runs it itself: transition tables are visible to its own statements only.
CREATE OR REPLACE FUNCTION rollup_add(source text, target text, keys text, vals text) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'INSERT INTO %1$I AS t (%2$s, %3$s) SELECT %2$s, %4$s FROM (%5$s) c GROUP BY %2$s HAVING %6$s ORDER BY %2$s '
      || 'ON CONFLICT (%2$s) DO UPDATE SET %7$s',
    target, keys, vals,
    (SELECT string_agg(format('sum(%1$I) AS %1$I', v), ', ') FROM unnest(string_to_array(vals, ',')) v),
    source,
    (SELECT string_agg(format('sum(%I) <> 0', v), ' OR ') FROM unnest(string_to_array(vals, ',')) v),
    (SELECT string_agg(format('%1$I = t.%1$I + excluded.%1$I', v), ', ') FROM unnest(string_to_array(vals, ',')) v))
$$;
--> statement-breakpoint

-- invoices → vendor_spend and invoice_totals.
CREATE OR REPLACE FUNCTION invoices_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := rollup_changed_rows(TG_OP);
BEGIN
  EXECUTE rollup_add(
    format('SELECT vendor_id, extract(year FROM invoice_date)::int AS year, sign * amount AS spend,
        sign AS invoice_count FROM (%s) x WHERE status <> ''rejected''', changed),
    'vendor_spend', 'vendor_id,year', 'spend,invoice_count');
  EXECUTE rollup_add(
    format('SELECT coalesce(po.department, '''') AS department, x.status, x.three_way_match_status AS match_status,
        rollup_shard(x.id) AS shard, x.sign AS invoice_count, x.sign * x.amount AS amount
        FROM (%s) x LEFT JOIN purchase_orders po ON po.id = x.po_id', changed),
    'invoice_totals', 'department,status,match_status,shard', 'invoice_count,amount');
  RETURN NULL;
END $$;
--> statement-breakpoint

-- po_lines → budget_committed (the line's PO as it stands: status, department, month of creation).
CREATE OR REPLACE FUNCTION po_lines_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE rollup_add(
    format('SELECT po.department, x.gl_code, date_trunc(''month'', po.created_at)::date AS month,
        rollup_shard(po.id) AS shard, x.sign * x.total AS amount
        FROM (%s) x JOIN purchase_orders po ON po.id = x.purchase_order_id
        WHERE po.status IN (''approved'', ''in-progress'', ''completed'')', rollup_changed_rows(TG_OP)),
    'budget_committed', 'department,gl_code,month,shard', 'amount');
  RETURN NULL;
END $$;
--> statement-breakpoint

-- purchase_orders (update, delete) → budget_committed (its lines under the old and new PO) and
-- invoice_totals (its invoices under the old and new department); nets to nothing unless status,
-- department or month changed.
CREATE OR REPLACE FUNCTION purchase_orders_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := rollup_changed_rows(TG_OP);
BEGIN
  EXECUTE rollup_add(
    format('SELECT x.department, l.gl_code, date_trunc(''month'', x.created_at)::date AS month,
        rollup_shard(x.id) AS shard, x.sign * l.total AS amount
        FROM (%s) x JOIN po_lines l ON l.purchase_order_id = x.id
        WHERE x.status IN (''approved'', ''in-progress'', ''completed'')', changed),
    'budget_committed', 'department,gl_code,month,shard', 'amount');
  EXECUTE rollup_add(
    format('SELECT x.department, i.status, i.three_way_match_status AS match_status, rollup_shard(i.id) AS shard,
        x.sign AS invoice_count, x.sign * i.amount AS amount
        FROM (%s) x JOIN invoices i ON i.po_id = x.id', changed),
    'invoice_totals', 'department,status,match_status,shard', 'invoice_count,amount');
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A deleted PO's lines go with it (ON DELETE CASCADE), after this PO row is gone: take their
-- contribution out before, while they are still there (the lines' own trigger then finds no PO).
CREATE OR REPLACE FUNCTION purchase_order_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('approved', 'in-progress', 'completed') THEN
    EXECUTE rollup_add(
      format('SELECT %L::text AS department, gl_code, date_trunc(''month'', %L::timestamptz)::date AS month,
          rollup_shard(%L) AS shard, -total AS amount FROM po_lines WHERE purchase_order_id = %L',
        OLD.department, OLD.created_at, OLD.id, OLD.id),
      'budget_committed', 'department,gl_code,month,shard', 'amount');
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint

-- purchase_orders → vendor_orders: a new PO can only move a vendor's latest order later; a PO that
-- is cancelled, rejected, deleted, moved to another vendor or re-dated makes its vendors' latest
-- order be read again, after their rollup rows are locked (so a concurrent new PO is not missed).
CREATE OR REPLACE FUNCTION purchase_orders_last_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vendor_orders AS t (vendor_id, last_order_at)
      SELECT vendor_id, max(created_at) FROM new_rows
        WHERE status NOT IN ('cancelled', 'rejected') GROUP BY vendor_id ORDER BY vendor_id
      ON CONFLICT (vendor_id) DO UPDATE
        SET last_order_at = greatest(t.last_order_at, excluded.last_order_at)
        WHERE t.last_order_at IS NULL OR t.last_order_at < excluded.last_order_at;
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
  UPDATE vendor_orders t SET last_order_at = (
      SELECT max(created_at) FROM purchase_orders
      WHERE vendor_id = t.vendor_id AND status NOT IN ('cancelled', 'rejected'))
    WHERE t.vendor_id = ANY (affected);
  RETURN NULL;
END $$;
--> statement-breakpoint

-- requisition_items → budget_pending (the item's requisition as it stands).
CREATE OR REPLACE FUNCTION requisition_items_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE rollup_add(
    format('SELECT r.department, x.general_ledger_code AS gl_code,
        date_trunc(''month'', r.submitted_date)::date AS month, rollup_shard(r.id) AS shard,
        x.sign * x.total AS amount
        FROM (%s) x JOIN requisitions r ON r.id = x.requisition_id
        WHERE r.status = ''pending'' AND r.submitted_date IS NOT NULL', rollup_changed_rows(TG_OP)),
    'budget_pending', 'department,gl_code,month,shard', 'amount');
  RETURN NULL;
END $$;
--> statement-breakpoint

-- requisitions (update) → budget_pending: its items under the old and new requisition.
CREATE OR REPLACE FUNCTION requisitions_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE rollup_add(
    format('SELECT x.department, i.general_ledger_code AS gl_code,
        date_trunc(''month'', x.submitted_date)::date AS month, rollup_shard(x.id) AS shard,
        x.sign * i.total AS amount
        FROM (%s) x JOIN requisition_items i ON i.requisition_id = x.id
        WHERE x.status = ''pending'' AND x.submitted_date IS NOT NULL', rollup_changed_rows(TG_OP)),
    'budget_pending', 'department,gl_code,month,shard', 'amount');
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A deleted requisition's items go with it (ON DELETE CASCADE): take them out first.
CREATE OR REPLACE FUNCTION requisition_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'pending' AND OLD.submitted_date IS NOT NULL THEN
    EXECUTE rollup_add(
      format('SELECT %L::text AS department, general_ledger_code AS gl_code,
          date_trunc(''month'', %L::timestamptz)::date AS month, rollup_shard(%L) AS shard,
          -total AS amount FROM requisition_items WHERE requisition_id = %L',
        OLD.department, OLD.submitted_date, OLD.id, OLD.id),
      'budget_pending', 'department,gl_code,month,shard', 'amount');
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
  INSERT INTO vendor_orders (vendor_id, last_order_at)
    SELECT vendor_id, max(created_at) FILTER (WHERE status NOT IN ('cancelled', 'rejected'))
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

-- The latest orders of one vendor (vendor_orders' recount, the vendor page's purchase orders).
CREATE INDEX IF NOT EXISTS "purchase_orders_vendor_created_idx" ON "purchase_orders" USING btree ("vendor_id", "created_at");--> statement-breakpoint

SELECT rebuild_rollups();--> statement-breakpoint
-- Statistics for the planner now, not at autovacuum's next round (the list's index scans depend on them).
ANALYZE vendor_spend, vendor_orders, invoice_totals, budget_committed, budget_pending;
