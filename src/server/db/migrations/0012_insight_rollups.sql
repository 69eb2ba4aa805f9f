-- Two rollups (schema/rollups.ts) and the catalogue's active-vendor flag, for the assistant's insights,
-- the Savings summary and the catalogue list. The rollups follow migration rollup_triggers: statement-level
-- triggers with transition tables in the writing transaction, signed contributions netted per rollup row
-- and added in key order, `rebuild_rollups()` (extended below with these two) recomputing them.
CREATE TABLE "gl_spend" (
	"gl_code" text NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"po_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gl_spend_gl_code_day_shard_pk" PRIMARY KEY("gl_code","day","shard")
);
--> statement-breakpoint
CREATE TABLE "invoice_spend" (
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_spend_month_shard_pk" PRIMARY KEY("month","shard")
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "vendor_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "catalog_items" c SET "vendor_active" = false FROM "vendors" v WHERE v.id = c.vendor_id AND v.status <> 'active';--> statement-breakpoint
CREATE INDEX "catalog_items_active_name_idx" ON "catalog_items" USING btree ("name","id") WHERE "catalog_items"."vendor_active";--> statement-breakpoint

-- catalog_items.vendor_active follows its vendor's status: set on insert and on a move to another vendor,
-- and on every item of a vendor whose status changes.
CREATE OR REPLACE FUNCTION catalog_item_vendor_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.vendor_active := coalesce((SELECT status = 'active' FROM vendors WHERE id = NEW.vendor_id), false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vendor_status_catalog() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_items SET vendor_active = (NEW.status = 'active')
    WHERE vendor_id = NEW.id AND vendor_active IS DISTINCT FROM (NEW.status = 'active');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_items_vendor_active BEFORE INSERT OR UPDATE OF vendor_id, vendor_active ON catalog_items
  FOR EACH ROW EXECUTE FUNCTION catalog_item_vendor_active();--> statement-breakpoint
CREATE TRIGGER vendors_status_catalog AFTER UPDATE OF status ON vendors
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION vendor_status_catalog();--> statement-breakpoint

-- po_lines → gl_spend: per (PO, GL code) the statement's net line total and line count; the PO counts on
-- its GL code while it has at least one line there (lines now, against lines now minus the statement's).
-- The line's PO as it stands (committed status, day of creation); a PO being deleted has taken its lines
-- out already (purchase_order_gl_spend_deleting) and is no longer found here.
CREATE OR REPLACE FUNCTION po_lines_gl_spend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO gl_spend AS t (gl_code, day, shard, amount, po_count)
      SELECT gl_code, day, shard, sum(amount), sum(po_count) FROM (
        SELECT c.gl_code, po.created_at::date AS day, rollup_shard(po.id) AS shard, c.amount,
          (k.now_lines > 0)::int - (k.now_lines - c.lines > 0)::int AS po_count
          FROM (SELECT purchase_order_id, gl_code, sum(sign * total) AS amount, sum(sign) AS lines
                  FROM (SELECT 1 AS sign, n.* FROM new_rows n) x GROUP BY 1, 2) c
          JOIN purchase_orders po ON po.id = c.purchase_order_id
          CROSS JOIN LATERAL (SELECT count(*) AS now_lines FROM po_lines l
            WHERE l.gl_code = c.gl_code AND l.purchase_order_id = c.purchase_order_id) k
          WHERE po.status IN ('approved', 'in-progress', 'completed')
      ) c
      GROUP BY gl_code, day, shard HAVING sum(amount) <> 0 OR sum(po_count) <> 0 ORDER BY gl_code, day, shard
      ON CONFLICT (gl_code, day, shard) DO UPDATE SET amount = t.amount + excluded.amount, po_count = t.po_count + excluded.po_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO gl_spend AS t (gl_code, day, shard, amount, po_count)
      SELECT gl_code, day, shard, sum(amount), sum(po_count) FROM (
        SELECT c.gl_code, po.created_at::date AS day, rollup_shard(po.id) AS shard, c.amount,
          (k.now_lines > 0)::int - (k.now_lines - c.lines > 0)::int AS po_count
          FROM (SELECT purchase_order_id, gl_code, sum(sign * total) AS amount, sum(sign) AS lines
                  FROM (SELECT -1 AS sign, o.* FROM old_rows o) x GROUP BY 1, 2) c
          JOIN purchase_orders po ON po.id = c.purchase_order_id
          CROSS JOIN LATERAL (SELECT count(*) AS now_lines FROM po_lines l
            WHERE l.gl_code = c.gl_code AND l.purchase_order_id = c.purchase_order_id) k
          WHERE po.status IN ('approved', 'in-progress', 'completed')
      ) c
      GROUP BY gl_code, day, shard HAVING sum(amount) <> 0 OR sum(po_count) <> 0 ORDER BY gl_code, day, shard
      ON CONFLICT (gl_code, day, shard) DO UPDATE SET amount = t.amount + excluded.amount, po_count = t.po_count + excluded.po_count;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.purchase_order_id IS DISTINCT FROM n.purchase_order_id OR o.gl_code IS DISTINCT FROM n.gl_code OR o.total IS DISTINCT FROM n.total) THEN
      RETURN NULL;
    END IF;
    INSERT INTO gl_spend AS t (gl_code, day, shard, amount, po_count)
      SELECT gl_code, day, shard, sum(amount), sum(po_count) FROM (
        SELECT c.gl_code, po.created_at::date AS day, rollup_shard(po.id) AS shard, c.amount,
          (k.now_lines > 0)::int - (k.now_lines - c.lines > 0)::int AS po_count
          FROM (SELECT purchase_order_id, gl_code, sum(sign * total) AS amount, sum(sign) AS lines
                  FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x GROUP BY 1, 2) c
          JOIN purchase_orders po ON po.id = c.purchase_order_id
          CROSS JOIN LATERAL (SELECT count(*) AS now_lines FROM po_lines l
            WHERE l.gl_code = c.gl_code AND l.purchase_order_id = c.purchase_order_id) k
          WHERE po.status IN ('approved', 'in-progress', 'completed')
      ) c
      GROUP BY gl_code, day, shard HAVING sum(amount) <> 0 OR sum(po_count) <> 0 ORDER BY gl_code, day, shard
      ON CONFLICT (gl_code, day, shard) DO UPDATE SET amount = t.amount + excluded.amount, po_count = t.po_count + excluded.po_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- purchase_orders (update) → gl_spend: a PO that became or stopped being committed, or was re-dated,
-- moves all its lines (per GL code: their total and one PO) out of its old day and into its new one.
CREATE OR REPLACE FUNCTION purchase_orders_gl_spend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO gl_spend AS t (gl_code, day, shard, amount, po_count)
    SELECT gl_code, day, shard, sum(amount), sum(po_count) FROM (
      SELECT l.gl_code, x.created_at::date AS day, rollup_shard(x.id) AS shard, x.sign * sum(l.total) AS amount,
        x.sign AS po_count
        FROM (SELECT -1 AS sign, o.id, o.status, o.created_at FROM old_rows o JOIN new_rows n ON n.id = o.id
                WHERE (o.status IN ('approved', 'in-progress', 'completed')) <> (n.status IN ('approved', 'in-progress', 'completed'))
                  OR o.created_at <> n.created_at
              UNION ALL
              SELECT 1, n.id, n.status, n.created_at FROM old_rows o JOIN new_rows n ON n.id = o.id
                WHERE (o.status IN ('approved', 'in-progress', 'completed')) <> (n.status IN ('approved', 'in-progress', 'completed'))
                  OR o.created_at <> n.created_at) x
        JOIN po_lines l ON l.purchase_order_id = x.id
        WHERE x.status IN ('approved', 'in-progress', 'completed')
        GROUP BY l.gl_code, x.id, x.sign, x.created_at
    ) c
    GROUP BY gl_code, day, shard HAVING sum(amount) <> 0 OR sum(po_count) <> 0 ORDER BY gl_code, day, shard
    ON CONFLICT (gl_code, day, shard) DO UPDATE SET amount = t.amount + excluded.amount, po_count = t.po_count + excluded.po_count;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A deleted PO's lines go with it (ON DELETE CASCADE) after the PO row is gone: take them out first.
CREATE OR REPLACE FUNCTION purchase_order_gl_spend_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IN ('approved', 'in-progress', 'completed') THEN
    INSERT INTO gl_spend AS t (gl_code, day, shard, amount, po_count)
      SELECT gl_code, OLD.created_at::date, rollup_shard(OLD.id), -sum(total), -1
      FROM po_lines WHERE purchase_order_id = OLD.id
      GROUP BY gl_code ORDER BY gl_code
      ON CONFLICT (gl_code, day, shard) DO UPDATE SET amount = t.amount + excluded.amount, po_count = t.po_count + excluded.po_count;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint

-- invoices → invoice_spend (amounts of invoices not rejected, per month of invoice_date).
CREATE OR REPLACE FUNCTION invoices_spend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_spend AS t (month, shard, amount)
      SELECT date_trunc('month', invoice_date)::date, rollup_shard(id), sum(amount) FROM new_rows
      WHERE status <> 'rejected'
      GROUP BY 1, 2 HAVING sum(amount) <> 0 ORDER BY 1, 2
      ON CONFLICT (month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_spend AS t (month, shard, amount)
      SELECT date_trunc('month', invoice_date)::date, rollup_shard(id), -sum(amount) FROM old_rows
      WHERE status <> 'rejected'
      GROUP BY 1, 2 HAVING sum(amount) <> 0 ORDER BY 1, 2
      ON CONFLICT (month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.amount IS DISTINCT FROM n.amount OR o.invoice_date IS DISTINCT FROM n.invoice_date
          OR (o.status = 'rejected') IS DISTINCT FROM (n.status = 'rejected')) THEN
      RETURN NULL;
    END IF;
    INSERT INTO invoice_spend AS t (month, shard, amount)
      SELECT date_trunc('month', invoice_date)::date, rollup_shard(id), sum(sign * amount)
      FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x
      WHERE status <> 'rejected'
      GROUP BY 1, 2 HAVING sum(sign * amount) <> 0 ORDER BY 1, 2
      ON CONFLICT (month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Every rollup from scratch: the function as the earlier migrations left it (renamed, whatever rollups it
-- rebuilds by then), then these two.
ALTER FUNCTION rebuild_rollups() RENAME TO rebuild_rollups_before_insights;--> statement-breakpoint
CREATE FUNCTION rebuild_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_rollups_before_insights();
  DELETE FROM gl_spend;
  INSERT INTO gl_spend (gl_code, day, shard, amount, po_count)
    SELECT l.gl_code, po.created_at::date, rollup_shard(po.id), sum(l.total), count(DISTINCT po.id)
    FROM po_lines l JOIN purchase_orders po ON po.id = l.purchase_order_id
    WHERE po.status IN ('approved', 'in-progress', 'completed') GROUP BY 1, 2, 3;
  DELETE FROM invoice_spend;
  INSERT INTO invoice_spend (month, shard, amount)
    SELECT date_trunc('month', invoice_date)::date, rollup_shard(id), sum(amount)
    FROM invoices WHERE status <> 'rejected' GROUP BY 1, 2;
END $$;
--> statement-breakpoint

CREATE TRIGGER po_lines_gl_spend_insert AFTER INSERT ON po_lines REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION po_lines_gl_spend();--> statement-breakpoint
CREATE TRIGGER po_lines_gl_spend_update AFTER UPDATE ON po_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION po_lines_gl_spend();--> statement-breakpoint
CREATE TRIGGER po_lines_gl_spend_delete AFTER DELETE ON po_lines REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION po_lines_gl_spend();--> statement-breakpoint
CREATE TRIGGER purchase_orders_gl_spend_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_gl_spend();--> statement-breakpoint
CREATE TRIGGER purchase_orders_gl_spend_deleting BEFORE DELETE ON purchase_orders
  FOR EACH ROW EXECUTE FUNCTION purchase_order_gl_spend_deleting();--> statement-breakpoint
CREATE TRIGGER invoices_spend_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_spend();--> statement-breakpoint
CREATE TRIGGER invoices_spend_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_spend();--> statement-breakpoint
CREATE TRIGGER invoices_spend_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_spend();--> statement-breakpoint

-- The two rollups filled (as rebuild_rollups() fills them).
INSERT INTO gl_spend (gl_code, day, shard, amount, po_count)
  SELECT l.gl_code, po.created_at::date, rollup_shard(po.id), sum(l.total), count(DISTINCT po.id)
  FROM po_lines l JOIN purchase_orders po ON po.id = l.purchase_order_id
  WHERE po.status IN ('approved', 'in-progress', 'completed') GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO invoice_spend (month, shard, amount)
  SELECT date_trunc('month', invoice_date)::date, rollup_shard(id), sum(amount)
  FROM invoices WHERE status <> 'rejected' GROUP BY 1, 2;--> statement-breakpoint
ANALYZE gl_spend, invoice_spend, catalog_items;
