CREATE TABLE "budget_committed" (
	"department" text NOT NULL,
	"gl_code" text NOT NULL,
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "budget_committed_department_gl_code_month_shard_pk" PRIMARY KEY("department","gl_code","month","shard")
);
--> statement-breakpoint
CREATE TABLE "budget_pending" (
	"department" text NOT NULL,
	"gl_code" text NOT NULL,
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "budget_pending_department_gl_code_month_shard_pk" PRIMARY KEY("department","gl_code","month","shard")
);
--> statement-breakpoint
CREATE TABLE "invoice_totals" (
	"department" text NOT NULL,
	"status" text NOT NULL,
	"match_status" text NOT NULL,
	"shard" smallint NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_totals_department_status_match_status_shard_pk" PRIMARY KEY("department","status","match_status","shard")
);
--> statement-breakpoint
CREATE TABLE "vendor_orders" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"last_order_on" date
);
--> statement-breakpoint
CREATE TABLE "vendor_spend" (
	"vendor_id" text NOT NULL,
	"year" integer NOT NULL,
	"spend" numeric(14, 2) DEFAULT '0' NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_spend_vendor_id_year_pk" PRIMARY KEY("vendor_id","year")
);
--> statement-breakpoint
CREATE INDEX "vendor_orders_last_idx" ON "vendor_orders" USING btree ("last_order_on","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_orders_last_desc_idx" ON "vendor_orders" USING btree ("last_order_on" DESC NULLS FIRST,"vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_spend_year_spend_idx" ON "vendor_spend" USING btree ("year","spend","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_spend_year_spend_desc_idx" ON "vendor_spend" USING btree ("year","spend" DESC NULLS FIRST,"vendor_id");