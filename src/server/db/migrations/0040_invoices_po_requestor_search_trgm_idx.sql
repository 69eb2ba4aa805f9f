-- btree_gin: the text column of a GIN index beside a plain equality column (the requester).
-- PostgreSQL only (decision 022): PGlite does not load btree_gin, which broke its pg_trgm at random,
-- so there the extension is not available and neither it nor the index is created.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS btree_gin;
  CREATE INDEX IF NOT EXISTS "invoices_po_requestor_search_trgm_idx" ON "invoices" USING gin ("po_requestor_id","search_text" gin_trgm_ops) WITH (fastupdate=false);
EXCEPTION WHEN feature_not_supported OR undefined_file THEN
  NULL;
END $$;
