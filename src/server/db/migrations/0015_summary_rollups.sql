CREATE TABLE "approver_totals" (
	"user_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"request_count" integer DEFAULT 0 NOT NULL,
	"seconds" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "approver_totals_user_id_shard_pk" PRIMARY KEY("user_id","shard")
);
--> statement-breakpoint
CREATE TABLE "invoice_requestor_totals" (
	"requestor_id" text NOT NULL,
	"department" text NOT NULL,
	"status" text NOT NULL,
	"match_status" text NOT NULL,
	"shard" smallint NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_requestor_totals_requestor_id_department_status_match_status_shard_pk" PRIMARY KEY("requestor_id","department","status","match_status","shard")
);
--> statement-breakpoint
CREATE TABLE "po_spend" (
	"department" text NOT NULL,
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "po_spend_department_month_shard_pk" PRIMARY KEY("department","month","shard")
);
--> statement-breakpoint
CREATE TABLE "requisition_counts" (
	"department" text NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"requisition_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "requisition_counts_department_status_shard_pk" PRIMARY KEY("department","status","shard")
);
--> statement-breakpoint
CREATE TABLE "requisition_submissions" (
	"department" text NOT NULL,
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"requisition_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "requisition_submissions_month_department_shard_pk" PRIMARY KEY("month","department","shard")
);
--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "awaiting_po" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "contracts_contact_user_idx" ON "contracts" USING btree ("contact_user_id");--> statement-breakpoint
CREATE INDEX "requisitions_requestor_amount_idx" ON "requisitions" USING btree ("requestor_id","status","total_amount");--> statement-breakpoint
CREATE INDEX "requisitions_requestor_submitted_idx" ON "requisitions" USING btree ("requestor_id","submitted_date");--> statement-breakpoint
CREATE INDEX "requisitions_awaiting_po_idx" ON "requisitions" USING btree ("created_at","id","department","requestor_id","status") WHERE "requisitions"."awaiting_po";
--> statement-breakpoint

-- Summary figures kept by triggers in the writing transaction (schema/rollups.ts, requisitions.awaiting_po),
-- written like migration rollup_triggers: signed contributions of the changed rows netted per rollup row
-- and added in key order; an update that changes nothing they sum returns at once.

-- requisitions.awaiting_po: approved, not a change order, and no live PO (not a release, not cancelled
-- or rejected). Set by the requisition's own writes here, and by purchase_orders_awaiting_po below.
CREATE OR REPLACE FUNCTION requisition_awaiting_po() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.awaiting_po := NEW.status = 'approved' AND NEW.request_type <> 'change-order'
    AND NOT EXISTS (SELECT 1 FROM purchase_orders po WHERE po.requisition_id = NEW.id
      AND po.parent_po_id IS NULL AND po.status NOT IN ('cancelled', 'rejected'));
  RETURN NEW;
END $$;
--> statement-breakpoint

-- purchase_orders → requisitions.awaiting_po of the changed POs' requisitions (old and new).
CREATE OR REPLACE FUNCTION purchase_orders_awaiting_po() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE requisitions r SET awaiting_po = false
      WHERE r.awaiting_po AND r.id IN (SELECT requisition_id FROM new_rows
        WHERE parent_po_id IS NULL AND status NOT IN ('cancelled', 'rejected'));
  ELSIF TG_OP = 'DELETE' THEN
  UPDATE requisitions r SET awaiting_po = c.awaiting
    FROM (SELECT x.id, x.status = 'approved' AND x.request_type <> 'change-order'
        AND NOT EXISTS (SELECT 1 FROM purchase_orders po WHERE po.requisition_id = x.id
          AND po.parent_po_id IS NULL AND po.status NOT IN ('cancelled', 'rejected')) AS awaiting
      FROM requisitions x WHERE x.id IN (SELECT requisition_id FROM old_rows) ORDER BY x.id) c
    WHERE r.id = c.id AND r.awaiting_po IS DISTINCT FROM c.awaiting;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.requisition_id IS DISTINCT FROM n.requisition_id OR o.parent_po_id IS DISTINCT FROM n.parent_po_id
          OR (o.status IN ('cancelled', 'rejected')) <> (n.status IN ('cancelled', 'rejected'))) THEN
      RETURN NULL;
    END IF;
  UPDATE requisitions r SET awaiting_po = c.awaiting
    FROM (SELECT x.id, x.status = 'approved' AND x.request_type <> 'change-order'
        AND NOT EXISTS (SELECT 1 FROM purchase_orders po WHERE po.requisition_id = x.id
          AND po.parent_po_id IS NULL AND po.status NOT IN ('cancelled', 'rejected')) AS awaiting
      FROM requisitions x WHERE x.id IN (SELECT requisition_id FROM old_rows UNION SELECT requisition_id FROM new_rows) ORDER BY x.id) c
    WHERE r.id = c.id AND r.awaiting_po IS DISTINCT FROM c.awaiting;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- requisitions → requisition_counts and requisition_submissions.
CREATE OR REPLACE FUNCTION requisitions_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  INSERT INTO requisition_counts AS t (department, status, shard, requisition_count)
    SELECT department, status, rollup_shard(id), sum(sign) FROM (SELECT 1 AS sign, n.* FROM new_rows n) x
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (department, status, shard) DO UPDATE SET requisition_count = t.requisition_count + excluded.requisition_count;
  INSERT INTO requisition_submissions AS t (month, department, shard, requisition_count)
    SELECT date_trunc('month', submitted_date)::date, department, rollup_shard(id), sum(sign) FROM (SELECT 1 AS sign, n.* FROM new_rows n) x
    WHERE status <> 'draft' AND submitted_date IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (month, department, shard) DO UPDATE SET requisition_count = t.requisition_count + excluded.requisition_count;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO requisition_counts AS t (department, status, shard, requisition_count)
    SELECT department, status, rollup_shard(id), sum(sign) FROM (SELECT -1 AS sign, o.* FROM old_rows o) x
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (department, status, shard) DO UPDATE SET requisition_count = t.requisition_count + excluded.requisition_count;
  INSERT INTO requisition_submissions AS t (month, department, shard, requisition_count)
    SELECT date_trunc('month', submitted_date)::date, department, rollup_shard(id), sum(sign) FROM (SELECT -1 AS sign, o.* FROM old_rows o) x
    WHERE status <> 'draft' AND submitted_date IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (month, department, shard) DO UPDATE SET requisition_count = t.requisition_count + excluded.requisition_count;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.status <> n.status OR o.department <> n.department OR o.submitted_date IS DISTINCT FROM n.submitted_date) THEN
      RETURN NULL;
    END IF;
  INSERT INTO requisition_counts AS t (department, status, shard, requisition_count)
    SELECT department, status, rollup_shard(id), sum(sign) FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (department, status, shard) DO UPDATE SET requisition_count = t.requisition_count + excluded.requisition_count;
  INSERT INTO requisition_submissions AS t (month, department, shard, requisition_count)
    SELECT date_trunc('month', submitted_date)::date, department, rollup_shard(id), sum(sign) FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x
    WHERE status <> 'draft' AND submitted_date IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (month, department, shard) DO UPDATE SET requisition_count = t.requisition_count + excluded.requisition_count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- purchase_orders → po_spend.
CREATE OR REPLACE FUNCTION purchase_orders_spend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  INSERT INTO po_spend AS t (department, month, shard, amount)
    SELECT department, date_trunc('month', created_at)::date, rollup_shard(id), sum(sign * amount) FROM (SELECT 1 AS sign, n.* FROM new_rows n) x
    WHERE status NOT IN ('cancelled', 'rejected')
    GROUP BY 1, 2, 3 HAVING sum(sign * amount) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (department, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
  INSERT INTO po_spend AS t (department, month, shard, amount)
    SELECT department, date_trunc('month', created_at)::date, rollup_shard(id), sum(sign * amount) FROM (SELECT -1 AS sign, o.* FROM old_rows o) x
    WHERE status NOT IN ('cancelled', 'rejected')
    GROUP BY 1, 2, 3 HAVING sum(sign * amount) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (department, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.status IN ('cancelled', 'rejected')) <> (n.status IN ('cancelled', 'rejected'))
          OR o.department <> n.department OR o.created_at <> n.created_at OR o.amount <> n.amount) THEN
      RETURN NULL;
    END IF;
  INSERT INTO po_spend AS t (department, month, shard, amount)
    SELECT department, date_trunc('month', created_at)::date, rollup_shard(id), sum(sign * amount) FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x
    WHERE status NOT IN ('cancelled', 'rejected')
    GROUP BY 1, 2, 3 HAVING sum(sign * amount) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (department, month, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- approval_steps → approver_totals. A request counts for an approver while it is approved and completed
-- and they completed one of its steps: for each (request, approver) a changed step names, whether they
-- had a completed step on it before the statement and have one now.
CREATE OR REPLACE FUNCTION approval_steps_approver_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO approver_totals AS t (user_id, shard, request_count, seconds)
      SELECT p.user_id, rollup_shard(ar.id), sum(d.delta), sum(d.delta * extract(epoch FROM ar.completed_at - ar.submitted_at))
      FROM (SELECT DISTINCT approval_request_id AS request_id, acted_by AS user_id FROM new_rows
          WHERE acted_by IS NOT NULL AND status = 'completed') p
        CROSS JOIN LATERAL (SELECT 1 - (EXISTS (SELECT 1 FROM approval_steps s WHERE s.approval_request_id = p.request_id
          AND s.acted_by = p.user_id AND s.status = 'completed' AND s.id NOT IN (SELECT id FROM new_rows)))::int AS delta) d
        JOIN approval_requests ar ON ar.id = p.request_id AND ar.status = 'approved' AND ar.completed_at IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d.delta) <> 0 OR sum(d.delta * extract(epoch FROM ar.completed_at - ar.submitted_at)) <> 0
      ORDER BY 1, 2
      ON CONFLICT (user_id, shard) DO UPDATE SET request_count = t.request_count + excluded.request_count, seconds = t.seconds + excluded.seconds;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO approver_totals AS t (user_id, shard, request_count, seconds)
      SELECT p.user_id, rollup_shard(ar.id), sum(d.delta), sum(d.delta * extract(epoch FROM ar.completed_at - ar.submitted_at))
      FROM (SELECT DISTINCT approval_request_id AS request_id, acted_by AS user_id FROM old_rows
          WHERE acted_by IS NOT NULL AND status = 'completed') p
        CROSS JOIN LATERAL (SELECT (EXISTS (SELECT 1 FROM approval_steps s WHERE s.approval_request_id = p.request_id
          AND s.acted_by = p.user_id AND s.status = 'completed'))::int - 1 AS delta) d
        JOIN approval_requests ar ON ar.id = p.request_id AND ar.status = 'approved' AND ar.completed_at IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d.delta) <> 0 OR sum(d.delta * extract(epoch FROM ar.completed_at - ar.submitted_at)) <> 0
      ORDER BY 1, 2
      ON CONFLICT (user_id, shard) DO UPDATE SET request_count = t.request_count + excluded.request_count, seconds = t.seconds + excluded.seconds;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.approval_request_id <> n.approval_request_id OR o.acted_by IS DISTINCT FROM n.acted_by
          OR (o.status = 'completed') <> (n.status = 'completed')) THEN
      RETURN NULL;
    END IF;
    INSERT INTO approver_totals AS t (user_id, shard, request_count, seconds)
      SELECT p.user_id, rollup_shard(ar.id), sum(d.delta), sum(d.delta * extract(epoch FROM ar.completed_at - ar.submitted_at))
      FROM (SELECT approval_request_id AS request_id, acted_by AS user_id FROM old_rows
          WHERE acted_by IS NOT NULL AND status = 'completed'
          UNION SELECT approval_request_id, acted_by FROM new_rows WHERE acted_by IS NOT NULL AND status = 'completed') p
        CROSS JOIN LATERAL (SELECT
          (EXISTS (SELECT 1 FROM approval_steps s WHERE s.approval_request_id = p.request_id
            AND s.acted_by = p.user_id AND s.status = 'completed'))::int
          - (EXISTS (SELECT 1 FROM approval_steps s WHERE s.approval_request_id = p.request_id
              AND s.acted_by = p.user_id AND s.status = 'completed' AND s.id NOT IN (SELECT id FROM new_rows))
            OR EXISTS (SELECT 1 FROM old_rows o WHERE o.approval_request_id = p.request_id
              AND o.acted_by = p.user_id AND o.status = 'completed'))::int AS delta) d
        JOIN approval_requests ar ON ar.id = p.request_id AND ar.status = 'approved' AND ar.completed_at IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d.delta) <> 0 OR sum(d.delta * extract(epoch FROM ar.completed_at - ar.submitted_at)) <> 0
      ORDER BY 1, 2
      ON CONFLICT (user_id, shard) DO UPDATE SET request_count = t.request_count + excluded.request_count, seconds = t.seconds + excluded.seconds;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- approval_requests (update) → approver_totals: the request's approvers, out as it was and in as it is.
CREATE OR REPLACE FUNCTION approval_requests_approver_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.status <> n.status OR o.completed_at IS DISTINCT FROM n.completed_at OR o.submitted_at <> n.submitted_at) THEN
    RETURN NULL;
  END IF;
  INSERT INTO approver_totals AS t (user_id, shard, request_count, seconds)
    SELECT a.user_id, rollup_shard(x.id), sum(x.sign), sum(x.sign * extract(epoch FROM x.completed_at - x.submitted_at))
    FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x
      JOIN LATERAL (SELECT DISTINCT s.acted_by AS user_id FROM approval_steps s
        WHERE s.approval_request_id = x.id AND s.acted_by IS NOT NULL AND s.status = 'completed') a ON true
    WHERE x.status = 'approved' AND x.completed_at IS NOT NULL
    GROUP BY 1, 2 HAVING sum(x.sign) <> 0 OR sum(x.sign * extract(epoch FROM x.completed_at - x.submitted_at)) <> 0 ORDER BY 1, 2
    ON CONFLICT (user_id, shard) DO UPDATE SET request_count = t.request_count + excluded.request_count, seconds = t.seconds + excluded.seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A deleted request's steps go with it (ON DELETE CASCADE) after the request row is gone: take its
-- contribution out before, while its steps are still there (their own trigger then finds no request).
CREATE OR REPLACE FUNCTION approval_request_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'approved' AND OLD.completed_at IS NOT NULL THEN
    INSERT INTO approver_totals AS t (user_id, shard, request_count, seconds)
      SELECT DISTINCT acted_by, rollup_shard(OLD.id), -1, -extract(epoch FROM OLD.completed_at - OLD.submitted_at)
      FROM approval_steps WHERE approval_request_id = OLD.id AND acted_by IS NOT NULL AND status = 'completed'
      ORDER BY 1
      ON CONFLICT (user_id, shard) DO UPDATE SET request_count = t.request_count + excluded.request_count, seconds = t.seconds + excluded.seconds;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint

-- invoices → invoice_requestor_totals (the invoice's own PO requestor and department columns).
CREATE OR REPLACE FUNCTION invoices_requestor_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_requestor_totals AS t (requestor_id, department, status, match_status, shard, invoice_count, amount)
      SELECT po_requestor_id, coalesce(po_department, ''), status, three_way_match_status, rollup_shard(id), sum(sign), sum(sign * amount)
      FROM (SELECT 1 AS sign, n.* FROM new_rows n) x WHERE po_requestor_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (requestor_id, department, status, match_status, shard)
      DO UPDATE SET invoice_count = t.invoice_count + excluded.invoice_count, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_requestor_totals AS t (requestor_id, department, status, match_status, shard, invoice_count, amount)
      SELECT po_requestor_id, coalesce(po_department, ''), status, three_way_match_status, rollup_shard(id), sum(sign), sum(sign * amount)
      FROM (SELECT -1 AS sign, o.* FROM old_rows o) x WHERE po_requestor_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (requestor_id, department, status, match_status, shard)
      DO UPDATE SET invoice_count = t.invoice_count + excluded.invoice_count, amount = t.amount + excluded.amount;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE o.po_requestor_id IS DISTINCT FROM n.po_requestor_id OR o.po_department IS DISTINCT FROM n.po_department
          OR o.status <> n.status OR o.three_way_match_status <> n.three_way_match_status OR o.amount <> n.amount) THEN
      RETURN NULL;
    END IF;
    INSERT INTO invoice_requestor_totals AS t (requestor_id, department, status, match_status, shard, invoice_count, amount)
      SELECT po_requestor_id, coalesce(po_department, ''), status, three_way_match_status, rollup_shard(id), sum(sign), sum(sign * amount)
      FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) x WHERE po_requestor_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (requestor_id, department, status, match_status, shard)
      DO UPDATE SET invoice_count = t.invoice_count + excluded.invoice_count, amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- This migration's figures from scratch (the migration fills them with it; rebuild_rollups() calls it).
CREATE OR REPLACE FUNCTION rebuild_summary_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE invoices, purchase_orders, requisitions, approval_requests, approval_steps IN SHARE MODE;
  DELETE FROM requisition_counts;
  INSERT INTO requisition_counts (department, status, shard, requisition_count)
    SELECT department, status, rollup_shard(id), count(*) FROM requisitions GROUP BY 1, 2, 3;
  DELETE FROM requisition_submissions;
  INSERT INTO requisition_submissions (month, department, shard, requisition_count)
    SELECT date_trunc('month', submitted_date)::date, department, rollup_shard(id), count(*) FROM requisitions
    WHERE status <> 'draft' AND submitted_date IS NOT NULL GROUP BY 1, 2, 3;
  DELETE FROM po_spend;
  INSERT INTO po_spend (department, month, shard, amount)
    SELECT department, date_trunc('month', created_at)::date, rollup_shard(id), sum(amount) FROM purchase_orders
    WHERE status NOT IN ('cancelled', 'rejected') GROUP BY 1, 2, 3;
  DELETE FROM invoice_requestor_totals;
  INSERT INTO invoice_requestor_totals (requestor_id, department, status, match_status, shard, invoice_count, amount)
    SELECT po_requestor_id, coalesce(po_department, ''), status, three_way_match_status, rollup_shard(id), count(*), sum(amount)
    FROM invoices WHERE po_requestor_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5; -- one requestor's rows together on few pages
  DELETE FROM approver_totals;
  INSERT INTO approver_totals (user_id, shard, request_count, seconds)
    SELECT a.user_id, rollup_shard(ar.id), count(*), sum(extract(epoch FROM ar.completed_at - ar.submitted_at))
    FROM approval_requests ar
      JOIN (SELECT DISTINCT approval_request_id, acted_by AS user_id FROM approval_steps
        WHERE acted_by IS NOT NULL AND status = 'completed') a ON a.approval_request_id = ar.id
    WHERE ar.status = 'approved' AND ar.completed_at IS NOT NULL GROUP BY 1, 2;
  UPDATE requisitions r SET awaiting_po = c.awaiting
    FROM (SELECT x.id, x.status = 'approved' AND x.request_type <> 'change-order'
        AND NOT EXISTS (SELECT 1 FROM purchase_orders po WHERE po.requisition_id = x.id
          AND po.parent_po_id IS NULL AND po.status NOT IN ('cancelled', 'rejected')) AS awaiting
      FROM requisitions x) c
    WHERE r.id = c.id AND r.awaiting_po IS DISTINCT FROM c.awaiting;
END $$;
--> statement-breakpoint

-- Every rollup from scratch: the function as the earlier migrations left it (renamed, whatever rollups it
-- rebuilds by then) with the approval tables locked too, then this migration's figures.
ALTER FUNCTION rebuild_rollups() RENAME TO rebuild_rollups_before_summaries;--> statement-breakpoint
CREATE FUNCTION rebuild_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE invoices, purchase_orders, po_lines, requisitions, requisition_items, approval_requests, approval_steps
    IN SHARE MODE;
  PERFORM rebuild_rollups_before_summaries();
  PERFORM rebuild_summary_rollups();
END $$;
--> statement-breakpoint

CREATE TRIGGER requisitions_awaiting_po BEFORE INSERT OR UPDATE OF status, request_type ON requisitions
  FOR EACH ROW EXECUTE FUNCTION requisition_awaiting_po();--> statement-breakpoint
CREATE TRIGGER purchase_orders_awaiting_po_insert AFTER INSERT ON purchase_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_awaiting_po();--> statement-breakpoint
CREATE TRIGGER purchase_orders_awaiting_po_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_awaiting_po();--> statement-breakpoint
CREATE TRIGGER purchase_orders_awaiting_po_delete AFTER DELETE ON purchase_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_awaiting_po();--> statement-breakpoint

CREATE TRIGGER requisitions_tallies_insert AFTER INSERT ON requisitions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION requisitions_tallies();--> statement-breakpoint
CREATE TRIGGER requisitions_tallies_update AFTER UPDATE ON requisitions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION requisitions_tallies();--> statement-breakpoint
CREATE TRIGGER requisitions_tallies_delete AFTER DELETE ON requisitions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION requisitions_tallies();--> statement-breakpoint

CREATE TRIGGER purchase_orders_spend_insert AFTER INSERT ON purchase_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_spend();--> statement-breakpoint
CREATE TRIGGER purchase_orders_spend_update AFTER UPDATE ON purchase_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_spend();--> statement-breakpoint
CREATE TRIGGER purchase_orders_spend_delete AFTER DELETE ON purchase_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION purchase_orders_spend();--> statement-breakpoint

CREATE TRIGGER invoices_requestor_totals_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_requestor_totals();--> statement-breakpoint
CREATE TRIGGER invoices_requestor_totals_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_requestor_totals();--> statement-breakpoint
CREATE TRIGGER invoices_requestor_totals_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_requestor_totals();--> statement-breakpoint

CREATE TRIGGER approval_steps_approver_totals_insert AFTER INSERT ON approval_steps REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_steps_approver_totals();--> statement-breakpoint
CREATE TRIGGER approval_steps_approver_totals_update AFTER UPDATE ON approval_steps
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_steps_approver_totals();--> statement-breakpoint
CREATE TRIGGER approval_steps_approver_totals_delete AFTER DELETE ON approval_steps REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_steps_approver_totals();--> statement-breakpoint
CREATE TRIGGER approval_requests_approver_totals_update AFTER UPDATE ON approval_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_requests_approver_totals();--> statement-breakpoint
CREATE TRIGGER approval_requests_deleting BEFORE DELETE ON approval_requests
  FOR EACH ROW EXECUTE FUNCTION approval_request_deleting();--> statement-breakpoint
CREATE TRIGGER approval_requests_rollups_truncate AFTER TRUNCATE ON approval_requests
  FOR EACH STATEMENT EXECUTE FUNCTION rollups_truncated();--> statement-breakpoint
CREATE TRIGGER approval_steps_rollups_truncate AFTER TRUNCATE ON approval_steps
  FOR EACH STATEMENT EXECUTE FUNCTION rollups_truncated();--> statement-breakpoint

SELECT rebuild_summary_rollups();--> statement-breakpoint
ANALYZE requisition_counts, requisition_submissions, po_spend, approver_totals, invoice_requestor_totals, requisitions;
