-- Capped list counts answered from an index alone: a user's decisions (Recently Approved, status in the
-- actor index) and a department's RFPs of one status (the status tabs, also their page order).
DROP INDEX "approval_steps_actor_idx";--> statement-breakpoint
CREATE INDEX "rfps_department_status_created_idx" ON "rfps" USING btree ("department","status","created_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "approval_steps_actor_idx" ON "approval_steps" USING btree ("acted_by","acted_at","status");