ALTER TABLE "consolidation_opportunities" ADD COLUMN "actualization_basis" jsonb;--> statement-breakpoint
ALTER TABLE "consolidation_opportunities" ADD COLUMN "realized_savings" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "po_lines_description_trgm_idx" ON "po_lines" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);