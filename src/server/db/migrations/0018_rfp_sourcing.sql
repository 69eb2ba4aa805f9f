-- Sourcing (issue 11): invitations with hashed response tokens, vendor responses that are saved and
-- submitted, the instant bidding closes (the end of the deadline day), comparison weights and the award.
DROP INDEX "rfp_responses_rfp_idx";--> statement-breakpoint
DROP INDEX "rfps_status_idx";--> statement-breakpoint
DROP INDEX "rfps_category_idx";--> statement-breakpoint
DROP INDEX "rfps_created_idx";--> statement-breakpoint
ALTER TABLE "rfp_responses" ADD COLUMN "status" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "rfp_responses" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "rfp_responses" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "rfp_responses" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rfp_responses" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "rfp_responses" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "rfp_responses" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rfp_responses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rfp_vendors" ADD COLUMN "id" text;--> statement-breakpoint
ALTER TABLE "rfp_vendors" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "rfp_vendors" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rfp_vendors" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "bidding_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "weight_price" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "weight_delivery" smallint DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "weight_on_time" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "awarded_response_id" text;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "awarded_vendor_id" text;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "awarded_vendor_name" text;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "awarded_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "awarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "awarded_by" text;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "award_requisition_id" text;--> statement-breakpoint
ALTER TABLE "rfps" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || chr(31) || category)) STORED;--> statement-breakpoint
ALTER TABLE "direct_savings" ADD COLUMN "rfp_id" text;--> statement-breakpoint
UPDATE "rfp_responses" SET "submitted_at" = "created_at", "updated_at" = "created_at";--> statement-breakpoint
UPDATE "rfp_vendors" v SET "id" = n.rfp_id || '-inv' || n.rn
  FROM (SELECT rfp_id, email, row_number() OVER (PARTITION BY rfp_id ORDER BY email) AS rn FROM "rfp_vendors") n
  WHERE n.rfp_id = v.rfp_id AND n.email = v.email;--> statement-breakpoint
ALTER TABLE "rfp_vendors" ALTER COLUMN "id" SET NOT NULL;--> statement-breakpoint
UPDATE "rfps" SET "closes_at" = ("deadline" + 1)::timestamp AT TIME ZONE current_setting('TimeZone');--> statement-breakpoint
UPDATE "rfps" SET "bidding_closed_at" = "closes_at" WHERE "closes_at" <= now() AND "status" IN ('sent', 'responses');--> statement-breakpoint
ALTER TABLE "rfps" ALTER COLUMN "closes_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rfp_vendors" ADD CONSTRAINT "rfp_vendors_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfps" ADD CONSTRAINT "rfps_awarded_vendor_id_vendors_id_fk" FOREIGN KEY ("awarded_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfps" ADD CONSTRAINT "rfps_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_responses_rfp_email_idx" ON "rfp_responses" USING btree ("rfp_id","vendor_email");--> statement-breakpoint
CREATE INDEX "rfp_responses_submitted_idx" ON "rfp_responses" USING btree ("rfp_id") WHERE "rfp_responses"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_vendors_id_idx" ON "rfp_vendors" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfp_vendors_token_idx" ON "rfp_vendors" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "rfps_status_created_idx" ON "rfps" USING btree ("status","created_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "rfps_department_created_idx" ON "rfps" USING btree ("department","created_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "rfps_open_closes_idx" ON "rfps" USING btree ("closes_at") WHERE "rfps"."bidding_closed_at" is null and "rfps"."status" in ('sent', 'responses');--> statement-breakpoint
CREATE INDEX "rfps_search_trgm_idx" ON "rfps" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rfps_created_idx" ON "rfps" USING btree ("created_date" DESC NULLS LAST,"id");