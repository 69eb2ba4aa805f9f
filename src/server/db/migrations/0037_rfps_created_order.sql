DROP INDEX "rfps_created_idx";--> statement-breakpoint
DROP INDEX "rfps_status_created_idx";--> statement-breakpoint
DROP INDEX "rfps_department_created_idx";--> statement-breakpoint
CREATE INDEX "rfps_created_idx" ON "rfps" USING btree ("created_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "rfps_status_created_idx" ON "rfps" USING btree ("status","created_date" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "rfps_department_created_idx" ON "rfps" USING btree ("department","created_date" DESC NULLS FIRST,"id");