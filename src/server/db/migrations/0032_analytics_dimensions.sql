CREATE TABLE "spend_monthly_by" (
	"dimension" text NOT NULL,
	"month" date NOT NULL,
	"department" text NOT NULL,
	"key" text NOT NULL,
	"shard" smallint NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "spend_monthly_by_dimension_month_department_key_shard_pk" PRIMARY KEY("dimension","month","department","key","shard")
);
--> statement-breakpoint
CREATE INDEX "spend_monthly_by_key_idx" ON "spend_monthly_by" USING btree ("dimension","key","month");--> statement-breakpoint

-- The shard of a spend_monthly_by row: the rows every invoice line of a month and department meets — 'all', the
-- GL codes, the lines without SKU — are spread over 16 (a hash of the vendor); a vendor's or a SKU's own row is
-- one (a vendor is one shard anyway; a SKU's rows stay few, so that the SKU options read few).
CREATE OR REPLACE FUNCTION spend_by_shard(dimension text, key text, vendor_id text) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN dimension = 'vendor' OR (dimension = 'sku' AND key <> '') THEN 0::smallint
    ELSE rollup_shard(vendor_id) END $$;
--> statement-breakpoint

-- spend_monthly_by (decision 015): spend_monthly summed along one dimension at a time, kept by statement-level
-- triggers on spend_monthly (whose own triggers write it inside the invoice's transaction): each changed
-- row adds its amount change to one row of each dimension. No HAVING: a spend_monthly row, once there, always
-- has its rows here (the department options read which rows exist, as they did on spend_monthly).
CREATE OR REPLACE FUNCTION spend_monthly_dimensions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- rebuild_analytics_rollups() recomputes this table from spend_monthly once it is rebuilt.
  IF current_setting('procura.rebuilding_spend', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO spend_monthly_by AS t (dimension, month, department, key, shard, amount)
      SELECT d.dimension, x.month, x.department, d.key, spend_by_shard(d.dimension, d.key, x.vendor_id), sum(x.amount)
      FROM new_rows x
        CROSS JOIN LATERAL (VALUES ('all', ''), ('vendor', x.vendor_id), ('gl', x.gl_code), ('sku', x.sku)) d(dimension, key)
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (dimension, month, department, key, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO spend_monthly_by AS t (dimension, month, department, key, shard, amount)
      SELECT d.dimension, x.month, x.department, d.key, spend_by_shard(d.dimension, d.key, x.vendor_id), -sum(x.amount)
      FROM old_rows x
        CROSS JOIN LATERAL (VALUES ('all', ''), ('vendor', x.vendor_id), ('gl', x.gl_code), ('sku', x.sku)) d(dimension, key)
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (dimension, month, department, key, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO spend_monthly_by AS t (dimension, month, department, key, shard, amount)
      SELECT d.dimension, x.month, x.department, d.key, spend_by_shard(d.dimension, d.key, x.vendor_id), sum(x.amount)
      FROM (SELECT o.month, o.department, o.vendor_id, o.gl_code, o.sku, -o.amount AS amount FROM old_rows o
        UNION ALL SELECT n.month, n.department, n.vendor_id, n.gl_code, n.sku, n.amount FROM new_rows n) x
        CROSS JOIN LATERAL (VALUES ('all', ''), ('vendor', x.vendor_id), ('gl', x.gl_code), ('sku', x.sku)) d(dimension, key)
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (dimension, month, department, key, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- spend_monthly_by from spend_monthly as it is.
CREATE OR REPLACE FUNCTION rebuild_spend_monthly_by() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM spend_monthly_by;
  INSERT INTO spend_monthly_by (dimension, month, department, key, shard, amount)
    SELECT d.dimension, s.month, s.department, d.key, spend_by_shard(d.dimension, d.key, s.vendor_id), sum(s.amount)
    FROM spend_monthly s
      CROSS JOIN LATERAL (VALUES ('all', ''), ('vendor', s.vendor_id), ('gl', s.gl_code), ('sku', s.sku)) d(dimension, key)
    GROUP BY 1, 2, 3, 4, 5
    -- Stored in key order, a key's months (the free text's reads) sit on a few pages.
    ORDER BY 1, 4, 2, 3, 5;
END $$;
--> statement-breakpoint

-- The Analytics rollups from scratch: spend_monthly and the rest as before (renamed), then spend_monthly_by
-- from it, its triggers idle meanwhile (the setting is local to the transaction and switched back).
ALTER FUNCTION rebuild_analytics_rollups() RENAME TO rebuild_analytics_rollups_before_dimensions;--> statement-breakpoint
CREATE FUNCTION rebuild_analytics_rollups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('procura.rebuilding_spend', 'on', true);
  PERFORM rebuild_analytics_rollups_before_dimensions();
  PERFORM set_config('procura.rebuilding_spend', 'off', true);
  PERFORM rebuild_spend_monthly_by();
END $$;
--> statement-breakpoint

CREATE TRIGGER spend_monthly_dimensions_insert AFTER INSERT ON spend_monthly REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spend_monthly_dimensions();--> statement-breakpoint
CREATE TRIGGER spend_monthly_dimensions_update AFTER UPDATE ON spend_monthly
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spend_monthly_dimensions();--> statement-breakpoint
CREATE TRIGGER spend_monthly_dimensions_delete AFTER DELETE ON spend_monthly REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spend_monthly_dimensions();--> statement-breakpoint

SELECT rebuild_spend_monthly_by();--> statement-breakpoint
ANALYZE spend_monthly_by;
