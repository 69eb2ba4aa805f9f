CREATE TABLE "anomaly_scans" (
	"id" text PRIMARY KEY NOT NULL,
	"checked_through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The alerts table held only the prototype's fixed sample cards (seeded with the demo data); from now on
-- the anomaly detection fills it, each finding with its rule and dedupe key. The samples go.
DELETE FROM "alerts";--> statement-breakpoint
DROP INDEX "alerts_status_idx";--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "rule" text NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "dedupe_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "invoice_id" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "requestor_id" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "started_by" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_dedupe_key_uq" ON "alerts" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "alerts_created_idx" ON "alerts" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "alerts_department_created_idx" ON "alerts" USING btree ("department","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "alerts_requestor_department_idx" ON "alerts" USING btree ("requestor_id","department");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at");