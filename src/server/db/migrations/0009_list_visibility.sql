-- Visibility as indexed columns (issue 10): a PO carries the requestor of the requisition it was raised
-- from, an invoice the department and requestor of its PO. Triggers keep them on every write path
-- (the app's use cases, seeds, bulk loads), so no code path can forget them; the access rules in
-- src/server/access/ read them. The columns were added and filled by migration list_indexes.

-- A PO's requestor: its requisition's (null without one), whenever requisition_id is written.
CREATE FUNCTION purchase_orders_set_requestor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.requisition_id IS NULL THEN
    NEW.requestor_id := NULL;
  ELSE
    SELECT r.requestor_id INTO NEW.requestor_id FROM requisitions r WHERE r.id = NEW.requisition_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER purchase_orders_set_requestor BEFORE INSERT OR UPDATE OF requisition_id, requestor_id
  ON purchase_orders FOR EACH ROW EXECUTE FUNCTION purchase_orders_set_requestor();--> statement-breakpoint

-- An invoice's PO department and requestor (null without a PO), whenever po_id is written.
CREATE FUNCTION invoices_set_po_scope() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.po_id IS NULL THEN
    NEW.po_department := NULL;
    NEW.po_requestor_id := NULL;
  ELSE
    SELECT po.department, po.requestor_id INTO NEW.po_department, NEW.po_requestor_id
      FROM purchase_orders po WHERE po.id = NEW.po_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_set_po_scope BEFORE INSERT OR UPDATE OF po_id, po_department, po_requestor_id
  ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_set_po_scope();--> statement-breakpoint

-- A PO whose department or requestor changes passes it on to its invoices.
CREATE FUNCTION purchase_orders_pass_scope() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET po_department = NEW.department, po_requestor_id = NEW.requestor_id
    WHERE po_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER purchase_orders_pass_scope AFTER UPDATE OF department, requestor_id ON purchase_orders
  FOR EACH ROW WHEN (OLD.department IS DISTINCT FROM NEW.department OR OLD.requestor_id IS DISTINCT FROM NEW.requestor_id)
  EXECUTE FUNCTION purchase_orders_pass_scope();--> statement-breakpoint

-- A requisition whose requestor changes passes it on to its POs (and so to their invoices).
CREATE FUNCTION requisitions_pass_requestor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE purchase_orders SET requestor_id = NEW.requestor_id WHERE requisition_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER requisitions_pass_requestor AFTER UPDATE OF requestor_id ON requisitions
  FOR EACH ROW WHEN (OLD.requestor_id IS DISTINCT FROM NEW.requestor_id)
  EXECUTE FUNCTION requisitions_pass_requestor();--> statement-breakpoint
ANALYZE purchase_orders;--> statement-breakpoint
ANALYZE invoices;
