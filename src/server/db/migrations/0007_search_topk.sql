CREATE INDEX "invoices_date_id_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "po_lines_gl_po_idx" ON "po_lines" USING btree ("gl_code","purchase_order_id","total");--> statement-breakpoint
CREATE INDEX "purchase_orders_blanket_contract_idx" ON "purchase_orders" USING btree ("contract_id") WHERE "purchase_orders"."is_blanket_po";--> statement-breakpoint
CREATE INDEX "purchase_orders_created_id_idx" ON "purchase_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requisitions_created_id_idx" ON "requisitions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vendors_active_on_time_idx" ON "vendors" USING btree ("on_time_rate" DESC NULLS LAST,lower("name")) WHERE "vendors"."status" = 'active' and "vendors"."on_time_rate" is not null;