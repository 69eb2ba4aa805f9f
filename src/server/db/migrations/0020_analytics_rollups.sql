CREATE TABLE "po_counts" (
	"department" text NOT NULL,
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"po_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "po_counts_department_month_shard_pk" PRIMARY KEY("department","month","shard")
);
--> statement-breakpoint
CREATE TABLE "requisition_outcomes" (
	"department" text NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"requisition_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "requisition_outcomes_department_month_status_shard_pk" PRIMARY KEY("department","month","status","shard")
);
--> statement-breakpoint
CREATE TABLE "spend_monthly" (
	"month" date NOT NULL,
	"department" text NOT NULL,
	"vendor_id" text NOT NULL,
	"gl_code" text NOT NULL,
	"sku" text NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "spend_monthly_month_department_vendor_id_gl_code_sku_pk" PRIMARY KEY("month","department","vendor_id","gl_code","sku")
);
--> statement-breakpoint
CREATE INDEX "spend_monthly_department_idx" ON "spend_monthly" USING btree ("department","month");--> statement-breakpoint
CREATE INDEX "spend_monthly_sku_idx" ON "spend_monthly" USING btree ("sku","month");--> statement-breakpoint
CREATE INDEX "invoice_lines_po_line_idx" ON "invoice_lines" USING btree ("po_line_id");--> statement-breakpoint

-- The Analytics rollups (decision 015), kept by statement-level triggers in the writing transaction like
-- migration rollup_triggers: signed contributions of the changed rows netted per rollup row and added in
-- key order; an update that changes nothing they sum returns at once.

-- One contribution to spend_monthly: an invoice line (its GL code, its total, the SKU of its matched PO
-- line) of an invoice not rejected, under the invoice's vendor, PO department ('' without) and month.
-- invoice_lines → spend_monthly (the invoice read as it is now).
CREATE OR REPLACE FUNCTION invoice_lines_spend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  INSERT INTO spend_monthly AS t (month, department, vendor_id, gl_code, sku, amount)
    SELECT date_trunc('month', i.invoice_date)::date, coalesce(i.po_department, ''), i.vendor_id, x.gl_code,
      coalesce(pl.product_number, ''), sum(x.sign * x.total)
    FROM (SELECT 1 AS sign, n.invoice_id, n.po_line_id, n.gl_code, n.total FROM new_rows n) x
      JOIN invoices i ON i.id = x.invoice_id AND i.status <> 'rejected'
      LEFT JOIN po_lines pl ON pl.id = x.po_line_id
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.sign * x.total) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (month, department, vendor_id, gl_code, sku) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO spend_monthly AS t (month, department, vendor_id, gl_code, sku, amount)
    SELECT date_trunc('month', i.invoice_date)::date, coalesce(i.po_department, ''), i.vendor_id, x.gl_code,
      coalesce(pl.product_number, ''), sum(x.sign * x.total)
    FROM (SELECT -1 AS sign, o.invoice_id, o.po_line_id, o.gl_code, o.total FROM old_rows o) x
      JOIN invoices i ON i.id = x.invoice_id AND i.status <> 'rejected'
      LEFT JOIN po_lines pl ON pl.id = x.po_line_id
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.sign * x.total) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (month, department, vendor_id, gl_code, sku) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.invoice_id <> n.invoice_id OR o.po_line_id IS DISTINCT FROM n.po_line_id
          OR o.gl_code <> n.gl_code OR o.total <> n.total) THEN
      RETURN NULL;
    END IF;
  INSERT INTO spend_monthly AS t (month, department, vendor_id, gl_code, sku, amount)
    SELECT date_trunc('month', i.invoice_date)::date, coalesce(i.po_department, ''), i.vendor_id, x.gl_code,
      coalesce(pl.product_number, ''), sum(x.sign * x.total)
    FROM (SELECT -1 AS sign, o.invoice_id, o.po_line_id, o.gl_code, o.total FROM old_rows o UNION ALL SELECT 1, n.invoice_id, n.po_line_id, n.gl_code, n.total FROM new_rows n) x
      JOIN invoices i ON i.id = x.invoice_id AND i.status <> 'rejected'
      LEFT JOIN po_lines pl ON pl.id = x.po_line_id
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.sign * x.total) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (month, department, vendor_id, gl_code, sku) DO UPDATE SET amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- invoices (update) → spend_monthly: the invoice's lines out under the invoice as it was, in as it is, when
-- its vendor, department, date or rejection changed.
CREATE OR REPLACE FUNCTION invoices_spend_monthly() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.vendor_id <> n.vendor_id OR o.po_department IS DISTINCT FROM n.po_department
        OR o.invoice_date <> n.invoice_date OR (o.status = 'rejected') <> (n.status = 'rejected')) THEN
    RETURN NULL;
  END IF;
  INSERT INTO spend_monthly AS t (month, department, vendor_id, gl_code, sku, amount)
    SELECT date_trunc('month', x.invoice_date)::date, coalesce(x.po_department, ''), x.vendor_id, il.gl_code,
      coalesce(pl.product_number, ''), sum(x.sign * il.total)
    FROM (SELECT -1 AS sign, o.id, o.vendor_id, o.po_department, o.invoice_date FROM old_rows o WHERE o.status <> 'rejected'
      UNION ALL SELECT 1, n.id, n.vendor_id, n.po_department, n.invoice_date FROM new_rows n WHERE n.status <> 'rejected') x
      JOIN invoice_lines il ON il.invoice_id = x.id
      LEFT JOIN po_lines pl ON pl.id = il.po_line_id
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.sign * il.total) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (month, department, vendor_id, gl_code, sku) DO UPDATE SET amount = t.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A deleted invoice's lines go with it (ON DELETE CASCADE) after the invoice row is gone: take their
-- contribution out before, while the invoice is still there (their own trigger then finds no invoice).
CREATE OR REPLACE FUNCTION invoice_deleting_spend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'rejected' THEN
    INSERT INTO spend_monthly AS t (month, department, vendor_id, gl_code, sku, amount)
      SELECT date_trunc('month', OLD.invoice_date)::date, coalesce(OLD.po_department, ''), OLD.vendor_id, il.gl_code,
        coalesce(pl.product_number, ''), -sum(il.total)
      FROM invoice_lines il LEFT JOIN po_lines pl ON pl.id = il.po_line_id
      WHERE il.invoice_id = OLD.id
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(il.total) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (month, department, vendor_id, gl_code, sku) DO UPDATE SET amount = t.amount + excluded.amount;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint

-- po_lines (update of product_number) → spend_monthly: the invoice lines matched to it change SKU.
CREATE OR REPLACE FUNCTION po_lines_spend_monthly() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.product_number IS DISTINCT FROM n.product_number) THEN
    RETURN NULL;
  END IF;
  INSERT INTO spend_monthly AS t (month, department, vendor_id, gl_code, sku, amount)
    SELECT date_trunc('month', i.invoice_date)::date, coalesce(i.po_department, ''), i.vendor_id, il.gl_code,
      coalesce(x.product_number, ''), sum(x.sign * il.total)
    FROM (SELECT -1 AS sign, o.id, o.product_number FROM old_rows o
      UNION ALL SELECT 1, n.id, n.product_number FROM new_rows n) x
      JOIN invoice_lines il ON il.po_line_id = x.id
      JOIN invoices i ON i.id = il.invoice_id AND i.status <> 'rejected'
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.sign * il.total) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (month, department, vendor_id, gl_code, sku) DO UPDATE SET amount = t.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- purchase_orders → po_counts (POs not cancelled or rejected, per department and month of creation).
CREATE OR REPLACE FUNCTION purchase_orders_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  INSERT INTO po_counts AS t (department, month, shard, po_count)
    SELECT department, date_trunc('month', created_at)::date, rollup_shard(id), sum(sign)
    FROM (SELECT 1 AS sign, n.id, n.department, n.created_at, n.status FROM new_rows n) x WHERE status NOT IN ('cancelled', 'rejected')
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (department, month, shard) DO UPDATE SET po_count = t.po_count + excluded.po_count;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO po_counts AS t (department, month, shard, po_count)
    SELECT department, date_trunc('month', created_at)::date, rollup_shard(id), sum(sign)
    FROM (SELECT -1 AS sign, o.id, o.department, o.created_at, o.status FROM old_rows o) x WHERE status NOT IN ('cancelled', 'rejected')
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (department, month, shard) DO UPDATE SET po_count = t.po_count + excluded.po_count;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.status IN ('cancelled', 'rejected')) <> (n.status IN ('cancelled', 'rejected'))
          OR o.department <> n.department OR o.created_at <> n.created_at) THEN
      RETURN NULL;
    END IF;
  INSERT INTO po_counts AS t (department, month, shard, po_count)
    SELECT department, date_trunc('month', created_at)::date, rollup_shard(id), sum(sign)
    FROM (SELECT -1 AS sign, o.id, o.department, o.created_at, o.status FROM old_rows o UNION ALL SELECT 1, n.id, n.department, n.created_at, n.status FROM new_rows n) x WHERE status NOT IN ('cancelled', 'rejected')
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (department, month, shard) DO UPDATE SET po_count = t.po_count + excluded.po_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- requisitions → requisition_outcomes (submitted, not drafts, per department, month of submission, status).
CREATE OR REPLACE FUNCTION requisitions_outcomes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  INSERT INTO requisition_outcomes AS t (department, month, status, shard, requisition_count)
    SELECT department, date_trunc('month', submitted_date)::date, status, rollup_shard(id), sum(sign)
    FROM (SELECT 1 AS sign, n.id, n.department, n.submitted_date, n.status FROM new_rows n) x WHERE status <> 'draft' AND submitted_date IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (department, month, status, shard) DO UPDATE SET requisition_count = t.requisition_count + excluded.requisition_count;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO requisition_outcomes AS t (department, month, status, shard, requisition_count)
    SELECT department, date_trunc('month', submitted_date)::date, status, rollup_shard(id), sum(sign)
    FROM (SELECT -1 AS sign, o.id, o.department, o.submitted_date, o.status FROM old_rows o) x WHERE status <> 'draft' AND submitted_date IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (department, month, status, shard) DO UPDATE SET requisition_count = t.requisition_count + excluded.requisition_count;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.status <> n.status OR o.department <> n.department OR o.submitted_date IS DISTINCT FROM n.submitted_date) THEN
      RETURN NULL;
    END IF;
  INSERT INTO requisition_outcomes AS t (department, month, status, shard, requisition_count)
    SELECT department, date_trunc('month', submitted_date)::date, status, rollup_shard(id), sum(sign)
    FROM (SELECT -1 AS sign, o.id, o.department, o.submitted_date, o.status FROM old_rows o UNION ALL SELECT 1, n.id, n.department, n.submitted_date, n.status FROM new_rows n) x WHERE status <> 'draft' AND submitted_date IS NOT NULL
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (department, month, status, shard) DO UPDATE SET requisition_count = t.requisition_count + excluded.requisition_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- This migration's figures from scratch (the migration fills them with it; rebuild_rollups() calls it).
CREATE OR REPLACE FUNCTION rebuild_analytics_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE invoices, invoice_lines, purchase_orders, po_lines, requisitions IN SHARE MODE;
  DELETE FROM spend_monthly;
  INSERT INTO spend_monthly (month, department, vendor_id, gl_code, sku, amount)
    SELECT date_trunc('month', i.invoice_date)::date, coalesce(i.po_department, ''), i.vendor_id, il.gl_code,
      coalesce(pl.product_number, ''), sum(il.total)
    FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id AND i.status <> 'rejected'
      LEFT JOIN po_lines pl ON pl.id = il.po_line_id
    GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM po_counts;
  INSERT INTO po_counts (department, month, shard, po_count)
    SELECT department, date_trunc('month', created_at)::date, rollup_shard(id), count(*) FROM purchase_orders
    WHERE status NOT IN ('cancelled', 'rejected') GROUP BY 1, 2, 3;
  DELETE FROM requisition_outcomes;
  INSERT INTO requisition_outcomes (department, month, status, shard, requisition_count)
    SELECT department, date_trunc('month', submitted_date)::date, status, rollup_shard(id), count(*) FROM requisitions
    WHERE status <> 'draft' AND submitted_date IS NOT NULL GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint

-- Every rollup from scratch: the function as the earlier migrations left it (renamed), then these.
ALTER FUNCTION rebuild_rollups() RENAME TO rebuild_rollups_before_analytics;--> statement-breakpoint
CREATE FUNCTION rebuild_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE invoices, invoice_lines, purchase_orders, po_lines, requisitions, requisition_items, approval_requests,
    approval_steps IN SHARE MODE;
  PERFORM rebuild_rollups_before_analytics();
  PERFORM rebuild_analytics_rollups();
END $$;
--> statement-breakpoint

CREATE TRIGGER invoice_lines_spend_insert AFTER INSERT ON invoice_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_lines_spend();--> statement-breakpoint
CREATE TRIGGER invoice_lines_spend_update AFTER UPDATE ON invoice_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_lines_spend();--> statement-breakpoint
CREATE TRIGGER invoice_lines_spend_delete AFTER DELETE ON invoice_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_lines_spend();--> statement-breakpoint
CREATE TRIGGER invoice_lines_rollups_truncate AFTER TRUNCATE ON invoice_lines
  FOR EACH STATEMENT EXECUTE FUNCTION rollups_truncated();--> statement-breakpoint
CREATE TRIGGER invoices_spend_monthly_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_spend_monthly();--> statement-breakpoint
CREATE TRIGGER invoices_deleting_spend BEFORE DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoice_deleting_spend();--> statement-breakpoint
CREATE TRIGGER po_lines_spend_monthly_update AFTER UPDATE ON po_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION po_lines_spend_monthly();--> statement-breakpoint

CREATE TRIGGER purchase_orders_counts_insert AFTER INSERT ON purchase_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_counts();--> statement-breakpoint
CREATE TRIGGER purchase_orders_counts_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_counts();--> statement-breakpoint
CREATE TRIGGER purchase_orders_counts_delete AFTER DELETE ON purchase_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_counts();--> statement-breakpoint

CREATE TRIGGER requisitions_outcomes_insert AFTER INSERT ON requisitions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION requisitions_outcomes();--> statement-breakpoint
CREATE TRIGGER requisitions_outcomes_update AFTER UPDATE ON requisitions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION requisitions_outcomes();--> statement-breakpoint
CREATE TRIGGER requisitions_outcomes_delete AFTER DELETE ON requisitions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION requisitions_outcomes();--> statement-breakpoint

SELECT rebuild_analytics_rollups();--> statement-breakpoint
ANALYZE spend_monthly, po_counts, requisition_outcomes;
