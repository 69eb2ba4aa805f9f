-- A department-scoped user's PO text search: the department beside the text in one GIN index (btree_gin),
-- as migration 0040 did for the own-records user's invoices (decision 022, amended).
-- PostgreSQL only: PGlite does not load btree_gin, so there neither the extension nor the index exists.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS btree_gin;
  CREATE INDEX IF NOT EXISTS "purchase_orders_department_search_trgm_idx" ON "purchase_orders" USING gin ("department","search_text" gin_trgm_ops) WITH (fastupdate=false);
EXCEPTION WHEN feature_not_supported OR undefined_file THEN
  NULL;
END $$;
