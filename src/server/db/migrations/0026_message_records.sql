ALTER TABLE "messages" ADD COLUMN "record_type" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "record_id" text;