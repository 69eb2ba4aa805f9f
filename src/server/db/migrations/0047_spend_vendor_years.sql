-- Spend per vendor over a window of months (GET /api/analytics/spend?groupBy=vendor) read a row per vendor,
-- department and month: 119,000 rows for procurement's 12 months at full scale (130–160 ms). spend_monthly_by
-- now also keeps each vendor's spend per calendar year (dimension 'vendor_year', month = the year's first
-- day), so that a window reads, per year it touches, either its months or the year's row less the months
-- outside the window (analytics/spend-years.ts). The dimensions of a spend_monthly row are listed once, in
-- spend_dimensions(), which the triggers and the rebuild share.
CREATE OR REPLACE FUNCTION spend_dimensions(date, text, text, text)
  RETURNS TABLE (dimension text, month date, key text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  VALUES ('all', $1, ''), ('vendor', $1, $2), ('gl', $1, $3), ('sku', $1, $4),
    ('vendor_year', date_trunc('year', $1)::date, $2) $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION spend_by_shard(dimension text, key text, vendor_id text) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN dimension IN ('vendor', 'vendor_year') OR (dimension = 'sku' AND key <> '') THEN 0::smallint
    ELSE rollup_shard(vendor_id) END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION spend_monthly_dimensions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- rebuild_analytics_rollups() recomputes this table from spend_monthly once it is rebuilt.
  IF current_setting('procura.rebuilding_spend', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO spend_monthly_by AS t (dimension, month, department, key, shard, amount)
      SELECT d.dimension, d.month, x.department, d.key, spend_by_shard(d.dimension, d.key, x.vendor_id), sum(x.amount)
      FROM new_rows x CROSS JOIN LATERAL spend_dimensions(x.month, x.vendor_id, x.gl_code, x.sku) d
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (dimension, month, department, key, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO spend_monthly_by AS t (dimension, month, department, key, shard, amount)
      SELECT d.dimension, d.month, x.department, d.key, spend_by_shard(d.dimension, d.key, x.vendor_id), -sum(x.amount)
      FROM old_rows x CROSS JOIN LATERAL spend_dimensions(x.month, x.vendor_id, x.gl_code, x.sku) d
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (dimension, month, department, key, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO spend_monthly_by AS t (dimension, month, department, key, shard, amount)
      SELECT d.dimension, d.month, x.department, d.key, spend_by_shard(d.dimension, d.key, x.vendor_id), sum(x.amount)
      FROM (SELECT o.month, o.department, o.vendor_id, o.gl_code, o.sku, -o.amount AS amount FROM old_rows o
        UNION ALL SELECT n.month, n.department, n.vendor_id, n.gl_code, n.sku, n.amount FROM new_rows n) x
        CROSS JOIN LATERAL spend_dimensions(x.month, x.vendor_id, x.gl_code, x.sku) d
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (dimension, month, department, key, shard) DO UPDATE SET amount = t.amount + excluded.amount;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION rebuild_spend_monthly_by() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM spend_monthly_by;
  INSERT INTO spend_monthly_by (dimension, month, department, key, shard, amount)
    SELECT d.dimension, d.month, s.department, d.key, spend_by_shard(d.dimension, d.key, s.vendor_id), sum(s.amount)
    FROM spend_monthly s CROSS JOIN LATERAL spend_dimensions(s.month, s.vendor_id, s.gl_code, s.sku) d
    GROUP BY 1, 2, 3, 4, 5
    -- Stored in key order, a key's months (the free text's reads) sit on a few pages.
    ORDER BY 1, 4, 2, 3, 5;
END $$;
--> statement-breakpoint

INSERT INTO spend_monthly_by (dimension, month, department, key, shard, amount)
  SELECT 'vendor_year', date_trunc('year', month)::date, department, key, 0, sum(amount)
  FROM spend_monthly_by WHERE dimension = 'vendor' GROUP BY 2, 3, 4 ORDER BY 3, 2, 4;
--> statement-breakpoint
ANALYZE spend_monthly_by;
