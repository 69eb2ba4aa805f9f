-- An approver's queue is read page by page in its default order (issue 10, session 3): each approval
-- step carries its request's priority rank (1 High, 2 Medium, 3 Low) and submission time, copied by a
-- trigger when the step is written (every write path: use cases, seeds, tests) and filled by the bulk
-- loader (bench/scale/derived.ts); a request's priority and submission never change once written. The
-- partial index serves GET /api/approvals without reading and sorting the whole queue.
ALTER TABLE "approval_steps" ADD COLUMN "priority_rank" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION approval_priority_rank(priority text) RETURNS smallint LANGUAGE sql IMMUTABLE AS
  $$ SELECT (CASE priority WHEN 'High' THEN 1 WHEN 'Medium' THEN 2 ELSE 3 END)::smallint $$;--> statement-breakpoint
UPDATE "approval_steps" s SET "priority_rank" = approval_priority_rank(r."priority"), "submitted_at" = r."submitted_at"
  FROM "approval_requests" r WHERE r."id" = s."approval_request_id";--> statement-breakpoint
CREATE FUNCTION approval_steps_set_queue_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT approval_priority_rank(r.priority), r.submitted_at INTO NEW.priority_rank, NEW.submitted_at
    FROM approval_requests r WHERE r.id = NEW.approval_request_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER approval_steps_set_queue_order BEFORE INSERT OR UPDATE OF approval_request_id, priority_rank, submitted_at
  ON approval_steps FOR EACH ROW EXECUTE FUNCTION approval_steps_set_queue_order();--> statement-breakpoint
CREATE INDEX "approval_steps_awaiting_idx" ON "approval_steps" USING btree ("approver_role_id","approver_department","priority_rank","submitted_at","id") WHERE status = 'pending';--> statement-breakpoint
ANALYZE approval_steps;
