DROP INDEX "contracts_title_trgm_idx";--> statement-breakpoint
DROP INDEX "invoices_number_trgm_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_desc_trgm_idx";--> statement-breakpoint
DROP INDEX "requisitions_title_trgm_idx";--> statement-breakpoint
DROP INDEX "catalog_items_name_trgm_idx";--> statement-breakpoint
DROP INDEX "vendors_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "contracts_id_trgm_idx" ON "contracts" USING gin ("id" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contracts_category_trgm_idx" ON "contracts" USING gin ("category" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "invoices_description_trgm_idx" ON "invoices" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "purchase_orders_po_number_trgm_idx" ON "purchase_orders" USING gin ("po_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "purchase_orders_contract_number_trgm_idx" ON "purchase_orders" USING gin ("contract_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "requisitions_vendor_idx" ON "requisitions" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "requisitions_id_trgm_idx" ON "requisitions" USING gin ("id" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "requisitions_description_trgm_idx" ON "requisitions" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "requisitions_vendor_name_trgm_idx" ON "requisitions" USING gin ("vendor_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "requisitions_department_trgm_idx" ON "requisitions" USING gin ("department" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "catalog_items_sku_trgm_idx" ON "catalog_items" USING gin ("sku" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "catalog_items_category_trgm_idx" ON "catalog_items" USING gin ("category" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "vendors_category_trgm_idx" ON "vendors" USING gin ("category" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "contracts_title_trgm_idx" ON "contracts" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("invoice_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "purchase_orders_desc_trgm_idx" ON "purchase_orders" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "requisitions_title_trgm_idx" ON "requisitions" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "catalog_items_name_trgm_idx" ON "catalog_items" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "vendors_name_trgm_idx" ON "vendors" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);