DROP INDEX "purchase_orders_department_idx";--> statement-breakpoint
DROP INDEX "contracts_status_idx";--> statement-breakpoint
DROP INDEX "invoices_status_idx";--> statement-breakpoint
DROP INDEX "invoices_date_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_vendor_idx";--> statement-breakpoint
DROP INDEX "requisitions_status_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "po_department" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "po_requestor_id" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "requestor_id" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_requestor_id_users_id_fk" FOREIGN KEY ("requestor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Fill the new visibility columns before their indexes exist, and with the invoices' trigram indexes
-- set aside (rebuilding them once is far cheaper than a million GIN inserts); list_visibility's triggers
-- keep the columns from here on.
DROP INDEX "invoices_number_trgm_idx";--> statement-breakpoint
DROP INDEX "invoices_description_trgm_idx";--> statement-breakpoint
UPDATE "purchase_orders" po SET "requestor_id" = r."requestor_id"
  FROM "requisitions" r WHERE r."id" = po."requisition_id";--> statement-breakpoint
UPDATE "invoices" i SET "po_department" = po."department", "po_requestor_id" = po."requestor_id"
  FROM "purchase_orders" po WHERE po."id" = i."po_id";--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("invoice_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "invoices_description_trgm_idx" ON "invoices" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "invoices_review_idx" ON "invoices" USING btree ("status","three_way_match_status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_vendor_date_idx" ON "invoices" USING btree ("vendor_id","invoice_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "invoices_po_department_date_idx" ON "invoices" USING btree ("po_department","invoice_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "invoices_po_requestor_date_idx" ON "invoices" USING btree ("po_requestor_id","invoice_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "purchase_orders_department_created_idx" ON "purchase_orders" USING btree ("department","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_requestor_created_idx" ON "purchase_orders" USING btree ("requestor_id","created_at");--> statement-breakpoint
CREATE INDEX "requisitions_requestor_created_idx" ON "requisitions" USING btree ("requestor_id","created_at");--> statement-breakpoint
CREATE INDEX "requisitions_department_created_idx" ON "requisitions" USING btree ("department","created_at");--> statement-breakpoint
CREATE INDEX "catalog_items_name_idx" ON "catalog_items" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vendor_requests_requested_by_idx" ON "vendor_requests" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","invoice_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "requisitions_status_idx" ON "requisitions" USING btree ("status","created_at");