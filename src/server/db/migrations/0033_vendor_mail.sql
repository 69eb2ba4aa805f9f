CREATE TABLE "message_vendor_recipients" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"thread_id" text NOT NULL,
	"email" text NOT NULL,
	"vendor_id" text,
	"sender_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_vendor_recipients" ADD CONSTRAINT "message_vendor_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_vendor_recipients" ADD CONSTRAINT "message_vendor_recipients_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_vendor_recipients" ADD CONSTRAINT "message_vendor_recipients_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_vendor_recipients_token_uq" ON "message_vendor_recipients" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "message_vendor_recipients_message_idx" ON "message_vendor_recipients" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_vendor_recipients_thread_idx" ON "message_vendor_recipients" USING btree ("thread_id","email");