ALTER TABLE "consolidation_opportunities" ADD COLUMN "dismissed_reason" text;--> statement-breakpoint
ALTER TABLE "consolidation_opportunities" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consolidation_opportunities" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "consolidation_opportunities" ADD COLUMN "opportunity_key" text;--> statement-breakpoint
ALTER TABLE "consolidation_opportunities" ADD COLUMN "evidence" jsonb DEFAULT '{"vendors":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_savings" ADD COLUMN "purchase_order_id" text;--> statement-breakpoint
ALTER TABLE "direct_savings" ADD COLUMN "baseline_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_savings" ADD COLUMN "realized_amount" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "po_lines_product_idx" ON "po_lines" USING btree ("product_number","purchase_order_id","unit_price") WHERE "po_lines"."product_number" is not null;--> statement-breakpoint
CREATE INDEX "consolidation_potential_idx" ON "consolidation_opportunities" USING btree ("potential_savings","id");--> statement-breakpoint
CREATE UNIQUE INDEX "consolidation_open_key_idx" ON "consolidation_opportunities" USING btree ("opportunity_key") WHERE "consolidation_opportunities"."status" in ('identified', 'under_review');--> statement-breakpoint
CREATE INDEX "consolidation_key_idx" ON "consolidation_opportunities" USING btree ("opportunity_key");--> statement-breakpoint
CREATE INDEX "direct_savings_po_idx" ON "direct_savings" USING btree ("purchase_order_id");