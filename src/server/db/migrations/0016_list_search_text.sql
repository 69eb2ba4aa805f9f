DROP INDEX "invoices_date_id_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(invoice_number || chr(31) || description)) STORED;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(po_number || chr(31) || description || chr(31) || coalesce(contract_number, ''))) STORED;--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "purchase_orders_search_trgm_idx" ON "purchase_orders" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "invoices_po_requestor_department_idx" ON "invoices" USING btree ("po_requestor_id","po_department");--> statement-breakpoint
CREATE INDEX "purchase_orders_requestor_department_idx" ON "purchase_orders" USING btree ("requestor_id","department");--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || chr(31) || id)) STORED;--> statement-breakpoint
ALTER TABLE "requisitions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(id || chr(31) || title || chr(31) || coalesce(description, '') || chr(31) || coalesce(vendor_name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(31) || sku)) STORED;--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "requisitions_search_trgm_idx" ON "requisitions" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "catalog_items_search_trgm_idx" ON "catalog_items" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Statistics of the new columns for the planner now, not at the next autovacuum.
ANALYZE "invoices";--> statement-breakpoint
ANALYZE "purchase_orders";--> statement-breakpoint
ANALYZE "requisitions";--> statement-breakpoint
ANALYZE "contracts";--> statement-breakpoint
ANALYZE "catalog_items";
