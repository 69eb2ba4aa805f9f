CREATE INDEX "invoices_date_id_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_id_idx" ON "purchase_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requisitions_created_id_idx" ON "requisitions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "catalog_items_name_id_idx" ON "catalog_items" USING btree ("name","id");