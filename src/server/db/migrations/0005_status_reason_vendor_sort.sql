ALTER TABLE "invoices" ADD COLUMN "status_reason" text;--> statement-breakpoint
CREATE INDEX "vendors_name_lower_idx" ON "vendors" USING btree (lower("name"));