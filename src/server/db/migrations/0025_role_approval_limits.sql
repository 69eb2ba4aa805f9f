ALTER TABLE "roles" ADD COLUMN "approval_limit" numeric(14, 2);--> statement-breakpoint
UPDATE "roles" SET "approval_limit" = 10000 WHERE "id" = 'manager';--> statement-breakpoint
UPDATE "roles" SET "approval_limit" = 50000 WHERE "id" = 'procurement_sme';
