-- One spelling of each record type (src/shared/records.ts): kebab-case, as approval subjects already were.
UPDATE "attachments" SET "owner_type" = 'purchase-order' WHERE "owner_type" = 'purchase_order';--> statement-breakpoint
UPDATE "attachments" SET "owner_type" = 'vendor-request' WHERE "owner_type" = 'vendor_request';--> statement-breakpoint
UPDATE "audit_log" SET "entity_type" = 'purchase-order' WHERE "entity_type" = 'purchase_order';--> statement-breakpoint
UPDATE "audit_log" SET "entity_type" = 'vendor-request' WHERE "entity_type" = 'vendor_request';--> statement-breakpoint
UPDATE "audit_log" SET "entity_type" = 'approval-step' WHERE "entity_type" = 'approval-step';
