-- Lists read their page by index (issue 10, session 2): the invoice list's status and match filters
-- within each visibility scope, the PO list's default order (newest first, then id) and the Messages
-- list's folders newest first. A mailbox entry carries its message's timestamp (message_at), kept by
-- a trigger on every write path (use cases, seeds, tests) and filled by the bulk loader
-- (bench/scale/derived.ts), so a folder's page no longer joins and sorts every message of the mailbox.
DROP INDEX "invoices_match_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_department_created_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_requestor_created_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_created_idx";--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD COLUMN "message_at" timestamp with time zone;--> statement-breakpoint
UPDATE "mailbox_entries" e SET "message_at" = m."timestamp" FROM "messages" m WHERE m."id" = e."message_id";--> statement-breakpoint
CREATE FUNCTION mailbox_entries_set_message_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m."timestamp" INTO NEW.message_at FROM messages m WHERE m.id = NEW.message_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER mailbox_entries_set_message_at BEFORE INSERT OR UPDATE OF message_id, message_at
  ON mailbox_entries FOR EACH ROW EXECUTE FUNCTION mailbox_entries_set_message_at();--> statement-breakpoint
CREATE INDEX "invoices_po_department_status_idx" ON "invoices" USING btree ("po_department","status","invoice_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "invoices_po_department_match_idx" ON "invoices" USING btree ("po_department","three_way_match_status","invoice_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "invoices_po_requestor_status_idx" ON "invoices" USING btree ("po_requestor_id","status","invoice_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "invoices_po_requestor_match_idx" ON "invoices" USING btree ("po_requestor_id","three_way_match_status","invoice_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "mailbox_entries_folder_time_idx" ON "mailbox_entries" USING btree ("owner_id","folder","is_archived","message_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "invoices_match_idx" ON "invoices" USING btree ("three_way_match_status","invoice_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "purchase_orders_department_created_idx" ON "purchase_orders" USING btree ("department","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "purchase_orders_requestor_created_idx" ON "purchase_orders" USING btree ("requestor_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
ANALYZE invoices;--> statement-breakpoint
ANALYZE purchase_orders;--> statement-breakpoint
ANALYZE mailbox_entries;
