-- Live events (issue 13, GET /api/events): the writing transaction announces, at commit, what changed
-- for whom on the channel procura_events, whichever code path wrote it; every app instance LISTENs and
-- tells the users connected to it. Ids come from one sequence, so every instance numbers an event alike
-- (Last-Event-ID replay after a reconnect to another instance). Payloads stay far below NOTIFY's 8000
-- bytes: at most 100 record ids (then "all") and 200 mailbox owners (then "all").
CREATE SEQUENCE live_event_seq;--> statement-breakpoint
CREATE FUNCTION live_event_records() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids json;
  n int;
BEGIN
  SELECT json_agg(id), count(*) INTO ids, n FROM (SELECT id FROM new_rows LIMIT 101) s;
  IF n = 0 THEN RETURN NULL; END IF;
  PERFORM pg_notify('procura_events', json_build_object(
    'id', nextval('live_event_seq'), 'k', 'r', 't', TG_ARGV[0],
    'ids', CASE WHEN n > 100 THEN NULL ELSE ids END, 'all', n > 100)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION live_event_mail() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners json;
  n int;
BEGIN
  SELECT json_agg(owner_id), count(*) INTO owners, n FROM (SELECT DISTINCT owner_id FROM new_rows LIMIT 201) s;
  IF n = 0 THEN RETURN NULL; END IF;
  PERFORM pg_notify('procura_events', json_build_object(
    'id', nextval('live_event_seq'), 'k', 'm',
    'users', CASE WHEN n > 200 THEN NULL ELSE owners END, 'all', n > 200)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION live_event_approvals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('procura_events', json_build_object('id', nextval('live_event_seq'), 'k', 'a')::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER live_event_requisitions AFTER UPDATE ON requisitions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_records('requisition');--> statement-breakpoint
CREATE TRIGGER live_event_purchase_orders AFTER UPDATE ON purchase_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_records('purchase-order');--> statement-breakpoint
CREATE TRIGGER live_event_invoices AFTER UPDATE ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_records('invoice');--> statement-breakpoint
CREATE TRIGGER live_event_rfps AFTER UPDATE ON rfps REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_records('rfp');--> statement-breakpoint
CREATE TRIGGER live_event_contracts AFTER UPDATE ON contracts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_records('contract');--> statement-breakpoint
CREATE TRIGGER live_event_vendors AFTER UPDATE ON vendors REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_records('vendor');--> statement-breakpoint
CREATE TRIGGER live_event_vendor_requests AFTER UPDATE ON vendor_requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_records('vendor-request');--> statement-breakpoint
CREATE TRIGGER live_event_mail_insert AFTER INSERT ON mailbox_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_mail();--> statement-breakpoint
CREATE TRIGGER live_event_mail_update AFTER UPDATE ON mailbox_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_mail();--> statement-breakpoint
CREATE TRIGGER live_event_approval_steps AFTER INSERT OR UPDATE OR DELETE ON approval_steps
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_approvals();
