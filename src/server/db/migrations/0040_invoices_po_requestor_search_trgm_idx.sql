-- btree_gin: the text column of a GIN index beside a plain equality column (the requester).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "invoices_po_requestor_search_trgm_idx" ON "invoices" USING gin ("po_requestor_id","search_text" gin_trgm_ops) WITH (fastupdate=false);