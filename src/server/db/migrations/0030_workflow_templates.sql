ALTER TABLE "workflow_templates" ADD COLUMN "conditions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "workflow_template_id" text;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "workflow_template_name" text;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "approver_user_id" text;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "skip_if_same_approver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_templates_order_idx" ON "workflow_templates" USING btree ("priority" DESC NULLS LAST,"created_at","id");--> statement-breakpoint
CREATE INDEX "workflow_templates_status_idx" ON "workflow_templates" USING btree ("status","priority" DESC NULLS LAST,"created_at","id");