ALTER TABLE `items` ADD `processing_ms` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `final_effects_error` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `final_effects_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `final_effects_retry_at` integer;--> statement-breakpoint
CREATE INDEX `webhook_deliveries_tenant_created_idx` ON `webhook_deliveries` (`tenant_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_idx` ON `webhook_deliveries` (`endpoint_id`,`status`);