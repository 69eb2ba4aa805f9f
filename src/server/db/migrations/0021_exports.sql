CREATE TABLE "exports" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"list" text NOT NULL,
	"format" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"content" "bytea",
	"size" integer,
	"row_count" integer,
	"truncated" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_owner_idx" ON "exports" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "exports_expires_idx" ON "exports" USING btree ("expires_at");