-- Recently Approved also lists the decisions a delegate took on the user's behalf (a second part of its
-- filter, read and counted from this small partial index), and nobody stands in for themself.
CREATE INDEX "approval_steps_behalf_idx" ON "approval_steps" USING btree ("on_behalf_of","acted_at","status") WHERE on_behalf_of is not null;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_behalf_ck" CHECK (on_behalf_of <> acted_by);