-- Document numbers come from sequences (src/server/http/ids.ts): nextval never waits for another
-- transaction, unlike the id_counters row that was locked until the creating transaction committed.
-- Each sequence continues after the highest number handed out so far: its id_counters value or the
-- highest existing id, whichever is larger. Per-year requisition sequences (requisition_<year>_seq) are
-- created on first use, set the same way (ids.ts ensureRequisitionSequence).
CREATE SEQUENCE IF NOT EXISTS "po_id_seq";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "po_number_seq" START WITH 10001;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "vendor_id_seq";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "invoice_id_seq";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "rfp_id_seq";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "message_id_seq";--> statement-breakpoint
DO $$
DECLARE
  v bigint;
BEGIN
  v := greatest((SELECT value FROM id_counters WHERE name = 'po-id'),
    (SELECT max(substring(id FROM '^po-([0-9]{1,15})$')::bigint) FROM purchase_orders));
  IF v >= 1 THEN PERFORM setval('po_id_seq', v); END IF;

  v := greatest((SELECT value FROM id_counters WHERE name = 'purchase-order'),
    (SELECT max(substring(po_number FROM '^PO-([0-9]{1,15})$')::bigint) FROM purchase_orders));
  IF v >= 10001 THEN PERFORM setval('po_number_seq', v); END IF;

  v := greatest((SELECT value FROM id_counters WHERE name = 'vendor'),
    (SELECT max(substring(id FROM '^vendor-([0-9]{1,15})$')::bigint) FROM vendors));
  IF v >= 1 THEN PERFORM setval('vendor_id_seq', v); END IF;

  v := greatest((SELECT value FROM id_counters WHERE name = 'invoice'),
    (SELECT max(substring(id FROM '^inv-([0-9]{1,15})$')::bigint) FROM invoices));
  IF v >= 1 THEN PERFORM setval('invoice_id_seq', v); END IF;

  v := greatest((SELECT value FROM id_counters WHERE name = 'rfp'),
    (SELECT max(substring(id FROM '^rfp-([0-9]{1,15})$')::bigint) FROM rfps));
  IF v >= 1 THEN PERFORM setval('rfp_id_seq', v); END IF;

  v := greatest((SELECT value FROM id_counters WHERE name = 'message'),
    (SELECT max(substring(id FROM '^msg-([0-9]{1,15})$')::bigint) FROM messages));
  IF v >= 1 THEN PERFORM setval('message_id_seq', v); END IF;
END $$;
